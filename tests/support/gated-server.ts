// The production server's request gate (scripts/request-gate.mjs) over real connections, in front
// of a handler standing for Next.js, and a client that sends a post the way a hostile or unlucky
// visitor does: headers at once, then the body in pieces, slowly, or not at all.
import { createHash } from 'node:crypto';
import { request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  gatedServer,
  gateSettings,
  submissionGate,
  type SubmissionGate,
} from '../../scripts/request-gate.mjs';

export const digest = (body: Buffer) => createHash('sha256').update(body).digest('hex');
export const sized = (bytes: number, fill = 'a') => Buffer.alloc(bytes, fill);

const FORM_HEAD = '--gate\r\nContent-Disposition: form-data; name="f"\r\n\r\n';
const FORM_TAIL = '\r\n--gate--\r\n';

/** A well-formed form body (boundary `gate`, as `post` announces it) with one field holding `text`. */
export const form = (text: string) => Buffer.from(`${FORM_HEAD}${text}${FORM_TAIL}`);

/** A well-formed form body of exactly `bytes` bytes, its one field filled with `fill`. */
export const formOfSize = (bytes: number, fill = 'a') =>
  Buffer.concat([
    Buffer.from(FORM_HEAD),
    Buffer.alloc(bytes - FORM_HEAD.length - FORM_TAIL.length, fill),
    Buffer.from(FORM_TAIL),
  ]);

export interface Gated {
  port: number;
  gate: SubmissionGate;
  /** Bodies the handler standing for Next.js read, in order. */
  forwarded: { length: number; digest: string }[];
  /** Answers every submission the handler holds. */
  releaseAll: () => void;
  server: Server;
}

/**
 * The gate in front of a handler that reads the body as Next.js does and, with `hold`,
 * answers only when released: a submission in progress.
 */
export async function startGated(env: Record<string, string>, hold = false): Promise<Gated> {
  const settings = gateSettings(env);
  const gate = submissionGate(settings.maxConcurrentSubmissions, settings.maxSubmissionsPerAddress);
  const forwarded: Gated['forwarded'] = [];
  const waiting: (() => void)[] = [];
  const server = gatedServer(settings, gate, async (req, res) => {
    // As Next.js's route handlers read it: the request stream handed to a fetch `Request`, which
    // refuses a stream that was read before.
    const body = Buffer.from(
      await new Request('http://gate.test/', {
        method: 'POST',
        body: req as unknown as ReadableStream,
        duplex: 'half',
      } as RequestInit).arrayBuffer(),
    );
    forwarded.push({ length: body.length, digest: digest(body) });
    if (hold) await new Promise<void>((r) => waiting.push(r));
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('stored');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { port, gate, forwarded, server, releaseAll: () => waiting.splice(0).forEach((r) => r()) };
}

export async function stopGated(gated: Gated | undefined) {
  if (!gated) return;
  gated.releaseAll();
  gated.server.closeAllConnections();
  await new Promise((r) => gated.server.close(r));
}

export interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  text: string;
  ms: number;
  /** Whether the server sent "100 Continue" first. */
  continued: boolean;
}

/**
 * A form post: headers at once, then `chunks`, one every `everyMs` (a function gives the chunk of
 * each index, up to `count`, so a huge body is never held whole). With `Expect: 100-continue` in
 * `headers`, the body is sent only once the server says "100 Continue". Resolves with the answer,
 * or `{ closed }` when the connection ended without one.
 */
export function post(
  port: number,
  {
    path = '/contact',
    from = '127.0.0.2',
    headers = {},
    chunks = [],
    everyMs = 0,
  }: {
    path?: string;
    from?: string;
    headers?: Record<string, string>;
    chunks?: (Buffer | string)[] | { count: number; chunk: (i: number) => Buffer | string };
    everyMs?: number;
  },
): Promise<Answer | { closed: string; ms: number }> {
  const started = Date.now();
  const count = Array.isArray(chunks) ? chunks.length : chunks.count;
  const chunk = Array.isArray(chunks) ? (i: number) => chunks[i]! : chunks.chunk;
  let continued = false;
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        localAddress: from,
        agent: false,
        headers: {
          Origin: `http://127.0.0.1:${port}`,
          'Content-Type': 'multipart/form-data; boundary=gate',
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            text,
            ms: Date.now() - started,
            continued,
          }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ closed: error.code ?? error.message, ms: Date.now() - started }),
    );
    let i = 0;
    const next = () => {
      if (req.destroyed) return;
      if (i === count) return void req.end();
      req.write(chunk(i++), () => setTimeout(next, everyMs));
    };
    const waitsForContinue = Object.entries(headers).some(
      ([name, value]) => name.toLowerCase() === 'expect' && /100-continue/i.test(value),
    );
    if (!waitsForContinue) return next();
    req.flushHeaders();
    req.on('continue', () => {
      continued = true;
      next();
    });
  });
}
