import { createHash } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  gateSettings,
  prepareRequest,
  refusalMessage,
  serverTimeouts,
  submissionGate,
  SUBMISSION_BODY_LIMIT_BYTES,
  type SubmissionGate,
} from '../../scripts/request-gate.mjs';
import { SUBMISSION_BODY_LIMIT_KB } from '@/lib/forms/constants';

// The production server's request gate over real connections (node:http, loopback addresses 127.0.0.2 and
// 127.0.0.3 as two visitors): what reaches the handler standing for Next.js, and what is answered
// before it. The same rules on the production build: tests/e2e/submission-limits.spec.ts.

const digest = (body: Buffer) => createHash('sha256').update(body).digest('hex');

interface Gated {
  port: number;
  gate: SubmissionGate;
  /** Bodies the handler standing for Next.js read, in order. */
  forwarded: { length: number; digest: string }[];
  /** Answers every submission the handler holds. */
  releaseAll: () => void;
  server: Server;
}

let gated: Gated | undefined;
afterEach(async () => {
  gated?.releaseAll();
  gated?.server.closeAllConnections();
  await new Promise((r) => gated?.server.close(r) ?? r(null));
  gated = undefined;
});

/**
 * The gate in front of a handler that reads the body as Next.js does (a stream) and, with `hold`,
 * answers only when released: a submission in progress.
 */
async function start(env: Record<string, string>, hold = false): Promise<Gated> {
  const settings = gateSettings(env);
  const gate = submissionGate(settings.maxConcurrentSubmissions, settings.maxSubmissionsPerAddress);
  const forwarded: Gated['forwarded'] = [];
  const waiting: (() => void)[] = [];
  const server = createServer(serverTimeouts(settings), (req, res) =>
    prepareRequest(req, res, settings, gate, async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      forwarded.push({ length: body.length, digest: digest(body) });
      if (hold) await new Promise<void>((r) => waiting.push(r));
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('stored');
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { port, gate, forwarded, server, releaseAll: () => waiting.splice(0).forEach((r) => r()) };
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  text: string;
  ms: number;
}

/**
 * A form post: headers at once, then `chunks`, one every `everyMs`. Resolves with the answer, or
 * `{ closed }` when the connection ended without one.
 */
function post(
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
    chunks?: (Buffer | string)[];
    everyMs?: number;
  },
): Promise<Answer | { closed: string; ms: number }> {
  const started = Date.now();
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
          'Content-Type': 'multipart/form-data; boundary=edge',
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
      if (i === chunks.length) return void req.end();
      req.write(chunks[i++], () => setTimeout(next, everyMs));
    };
    next();
  });
}

const sized = (bytes: number, fill = 'a') => Buffer.alloc(bytes, fill);

describe('the body of a submission', () => {
  it('reaches Next.js byte for byte, up to the limit, however it is sent', async () => {
    gated = await start({});
    expect(SUBMISSION_BODY_LIMIT_BYTES).toBe(SUBMISSION_BODY_LIMIT_KB * 1024);
    const whole = sized(SUBMISSION_BODY_LIMIT_BYTES, 'w');
    const pieces = [sized(30_000, 'x'), sized(30_000, 'y'), sized(5_536, 'z')];
    const answers = [
      await post(gated.port, {
        headers: { 'Content-Length': String(whole.length) },
        chunks: [whole],
      }),
      // Chunked (no Content-Length), arriving in three pieces.
      await post(gated.port, { chunks: pieces, everyMs: 20 }),
      await post(gated.port, { headers: { 'Content-Length': '0' } }),
    ];
    expect(answers.map((a) => ('status' in a ? a.text : a.closed))).toEqual([
      'stored',
      'stored',
      'stored',
    ]);
    expect(gated.forwarded).toEqual([
      { length: whole.length, digest: digest(whole) },
      { length: 65_536, digest: digest(Buffer.concat(pieces)) },
      { length: 0, digest: digest(Buffer.alloc(0)) },
    ]);
    expect(gated.gate.inFlight).toBe(0);
  });

  it.each([
    ['chunked', {}],
    ['announced by Content-Length', { 'Content-Length': String(2 * 1024 * 1024) }],
  ])(
    'over the limit, %s: 413 with the sentence in the page language, never reaching Next.js',
    async (_, headers: Record<string, string>) => {
      gated = await start({});
      const megabyte = sized(1024 * 1024);
      const [js, noJs] = [
        await post(gated.port, {
          path: '/es/contact',
          headers: { ...headers, 'Next-Action': 'abc' },
          chunks: [megabyte, megabyte],
        }),
        await post(gated.port, { headers, chunks: [megabyte, megabyte] }),
      ] as Answer[];
      expect(js).toMatchObject({
        status: 413,
        text: refusalMessage('/es/contact', 'tooLarge'),
        headers: { 'content-type': 'text/plain' },
      });
      expect(noJs).toMatchObject({
        status: 413,
        text: 'This submission is too large. Please shorten your message and try again.',
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
      expect(gated.forwarded).toEqual([]);
      expect(gated.gate.inFlight).toBe(0);
    },
  );

  it('that has not all arrived by the deadline is answered 408 with the sentence, freeing its place', async () => {
    gated = await start({ SUBMISSION_BODY_SECONDS: '1', MAX_CONCURRENT_SUBMISSIONS: '1' });
    // Announces 60,000 bytes and sends one byte every 200 ms.
    const trickle = post(gated.port, {
      path: '/es/contact',
      headers: { 'Content-Length': '60000' },
      chunks: Array.from({ length: 50 }, () => 'a'),
      everyMs: 200,
    });
    await expect.poll(() => gated!.gate.inFlight).toBe(1);
    const answer = (await trickle) as Answer;
    expect(answer).toMatchObject({
      status: 408,
      text: refusalMessage('/es/contact', 'slow'),
      headers: { connection: 'close' },
    });
    expect(answer.ms).toBeGreaterThanOrEqual(900);
    expect(answer.ms).toBeLessThan(3_000);
    expect(gated.gate.inFlight).toBe(0);
    expect(gated.forwarded).toEqual([]);
    // The place is free for the next visitor.
    const next = (await post(gated.port, { from: '127.0.0.3', chunks: ['x'] })) as Answer;
    expect(next.text).toBe('stored');
  });
});

describe('submissions in progress', () => {
  it('one address holds at most its share: the rest from it are refused at once, other addresses still get in', async () => {
    gated = await start({ MAX_CONCURRENT_SUBMISSIONS: '4', MAX_SUBMISSIONS_PER_ADDRESS: '2' }, true);
    const held = [post(gated.port, { chunks: ['1'] }), post(gated.port, { chunks: ['2'] })];
    await expect.poll(() => gated!.forwarded.length).toBe(2);

    const refused = (await post(gated.port, { chunks: ['3'] })) as Answer;
    expect(refused).toMatchObject({
      status: 429,
      text: refusalMessage('/contact', 'tooMany'),
      headers: { 'retry-after': '5' },
    });
    expect(refused.ms).toBeLessThan(2_000);
    expect(gated.gate.inFlight).toBe(2);

    // Another visitor is let through while the first address is at its limit …
    const others = [
      post(gated.port, { from: '127.0.0.3', chunks: ['4'] }),
      post(gated.port, { from: '127.0.0.3', chunks: ['5'] }),
    ];
    await expect.poll(() => gated!.forwarded.length).toBe(4);
    // … and only a full instance says "busy".
    const busy = (await post(gated.port, { from: '127.0.0.1', chunks: ['6'] })) as Answer;
    expect(busy).toMatchObject({ status: 503, text: refusalMessage('/contact', 'busy') });

    gated.releaseAll();
    const answered = (await Promise.all([...held, ...others])) as Answer[];
    expect(answered.map((a) => a.text)).toEqual(['stored', 'stored', 'stored', 'stored']);
    expect(gated.gate.inFlight).toBe(0);
  });

  it('counts an IPv6 visitor by its /64 behind a trusted proxy', async () => {
    gated = await start(
      {
        TRUSTED_PROXY_HOPS: '1',
        MAX_CONCURRENT_SUBMISSIONS: '8',
        MAX_SUBMISSIONS_PER_ADDRESS: '2',
      },
      true,
    );
    const from = (address: string) =>
      post(gated!.port, { headers: { 'X-Forwarded-For': address }, chunks: ['x'] });
    const held = [from('2001:db8:aa:bb::1'), from('2001:db8:aa:bb::2')];
    await expect.poll(() => gated!.forwarded.length).toBe(2);
    expect(((await from('2001:db8:aa:bb:ffff::3')) as Answer).status).toBe(429);
    const neighbour = from('2001:db8:aa:bc::1');
    await expect.poll(() => gated!.forwarded.length).toBe(3);
    gated.releaseAll();
    expect(((await Promise.all([...held, neighbour])) as Answer[]).map((a) => a.status)).toEqual([
      200, 200, 200,
    ]);
  });

  it('twenty trickling submissions from one address: another address is stored as usual, every trickle answered within the deadline', async () => {
    gated = await start({ SUBMISSION_BODY_SECONDS: '2' });
    const trickles = Array.from({ length: 20 }, () =>
      post(gated!.port, {
        headers: { 'Content-Length': '60000' },
        chunks: Array.from({ length: 30 }, () => 'a'),
        everyMs: 500,
      }),
    );
    await expect.poll(() => gated!.gate.inFlightFrom('127.0.0.2')).toBe(4);
    const visitor = (await post(gated.port, { from: '127.0.0.3', chunks: ['hello'] })) as Answer;
    expect(visitor.text).toBe('stored');
    const answers = (await Promise.all(trickles)) as Answer[];
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(4).fill(408), ...Array(16).fill(429)]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(4_000);
    expect(gated.gate.inFlight).toBe(0);
  });
});
