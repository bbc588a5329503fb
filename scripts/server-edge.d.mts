import type { IncomingMessage } from 'node:http';

export declare function busyMessage(pathname: string): string;

export interface EdgeSettings {
  trustedProxyHops: number;
  maxConcurrentSubmissions: number;
  busyRetryAfterSeconds: number;
}
export declare function edgeSettings(env?: Record<string, string | undefined>): EdgeSettings;
export declare function plainAddress(value: unknown): string | null;
export declare function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string;

/** The parts of a request and response the edge reads and writes. */
type EdgeRequest = Pick<IncomingMessage, 'method' | 'url'> & {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string };
  resume(): unknown;
};
type EdgeResponse = {
  once(event: 'finish' | 'close', listener: () => void): unknown;
  writeHead(status: number, headers: Record<string, string | number>): unknown;
  end(text: string): unknown;
};

export declare function applyClientAddress(req: EdgeRequest, hops: number): string;
export declare function isSubmission(req: EdgeRequest): boolean;
export interface SubmissionGate {
  readonly inFlight: number;
  admit(res: EdgeResponse): boolean;
}
export declare function submissionGate(max: number): SubmissionGate;
export declare function prepareRequest(
  req: EdgeRequest,
  res: EdgeResponse,
  settings: EdgeSettings,
  gate: SubmissionGate,
): boolean;
