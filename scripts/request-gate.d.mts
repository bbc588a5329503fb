import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare const SUBMISSION_BODY_LIMIT_BYTES: number;
export type RefusalReason = 'busy' | 'tooMany' | 'slow' | 'tooLarge' | 'unsupported' | 'malformed';
export declare function hasReadablePath(url: string | undefined): boolean;
export declare function mediaType(contentType: string | string[] | undefined): string;
export declare function isReadableForm(contentType: string, body: Buffer): Promise<boolean>;
export declare function refusalMessage(pathname: string, reason: RefusalReason): string;

export interface GateSettings {
  trustedProxyHops: number;
  maxConcurrentSubmissions: number;
  maxSubmissionsPerAddress: number;
  busyRetryAfterSeconds: number;
  submissionBodySeconds: number;
}
export declare function gateSettings(env?: Record<string, string | undefined>): GateSettings;
export declare function serverTimeouts(settings: GateSettings): {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
};
export declare function plainAddress(value: unknown): string | null;
export declare function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string;

/** A request's connection, which the submission gate watches for its close. */
type Connection = {
  once(event: 'close', listener: () => void): unknown;
  off(event: 'close', listener: () => void): unknown;
};

/**
 * The parts of a request the gate reads and writes: its address and headers for every request,
 * its body (the stream of an IncomingMessage) for a submission only.
 */
type GateRequest = Pick<IncomingMessage, 'method' | 'url'> & {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string; destroy?(): unknown } & Connection;
  resume(): unknown;
} & Partial<Pick<IncomingMessage, 'complete' | 'on' | 'once' | 'off'>>;
type GateResponse = {
  once(event: 'finish' | 'close', listener: () => void): unknown;
  writeHead(status: number, headers: Record<string, string | number>): unknown;
  end(text: string): unknown;
  destroy?(): unknown;
};

export declare function applyClientAddress(req: GateRequest, hops: number): string;
export declare function isSubmission(req: GateRequest): boolean;
export interface SubmissionGate {
  readonly inFlight: number;
  inFlightFrom(group: string): number;
  admit(res: GateResponse, group: string, connection?: Connection): 'admitted' | 'tooMany' | 'busy';
}
export declare function submissionGate(max: number, perAddress?: number): SubmissionGate;
export declare function readBody(
  req: IncomingMessage,
  limit: number,
  ms: number,
): Promise<{ outcome: 'complete' | 'tooLarge' | 'slow' | 'closed'; body?: Buffer }>;
export declare function replayedRequest(req: IncomingMessage, body: Buffer): IncomingMessage;

/** A route that reads a request's body, with its limit. */
export interface BodyRoute {
  name: string;
  /** The requests it takes, as the README's limits table names them. */
  path: string;
  limitBytes: number;
  /** Counted by the submission gate until answered. */
  counted: boolean;
  matches(req: GateRequest): boolean;
  refuseBeforeBody(req: GateRequest): 'unsigned' | 'unsupported' | undefined;
  refuseAfterBody(req: GateRequest, body: Buffer): Promise<'malformed' | undefined>;
  answer(req: GateRequest, reason: string): { type: string; text: string };
}
export declare const BODY_ROUTES: readonly BodyRoute[];

export declare function prepareRequest(
  req: GateRequest,
  res: GateResponse,
  settings: GateSettings,
  gate: SubmissionGate,
  forward: (replayed?: IncomingMessage) => unknown,
  invite?: () => void,
): void;
export declare function gatedServer(
  settings: GateSettings,
  gate: SubmissionGate,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): Server;
