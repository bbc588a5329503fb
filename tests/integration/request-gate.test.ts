import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { refusalMessage, SUBMISSION_BODY_LIMIT_BYTES } from '../../scripts/request-gate.mjs';
import { SUBMISSION_BODY_LIMIT_KB } from '@/lib/forms/constants';
import {
  digest,
  form,
  formOfSize,
  post,
  sized,
  startGated,
  stopGated,
  type Answer,
  type Gated,
} from '../support/gated-server';

// The production server's request gate over real connections (node:http, loopback addresses
// 127.0.0.2 and 127.0.0.3 as two visitors): what reaches the handler standing for Next.js, and what
// is answered before it. The same rules on the production build: tests/e2e/submission-limits.spec.ts.

let gated: Gated | undefined;
afterEach(async () => {
  await stopGated(gated);
  gated = undefined;
});

describe('the body of a submission', () => {
  it('reaches Next.js byte for byte, up to the limit, however it is sent', async () => {
    gated = await startGated({});
    expect(SUBMISSION_BODY_LIMIT_BYTES).toBe(SUBMISSION_BODY_LIMIT_KB * 1024);
    const whole = formOfSize(SUBMISSION_BODY_LIMIT_BYTES, 'w');
    const chunked = formOfSize(SUBMISSION_BODY_LIMIT_BYTES, 'x');
    const pieces = [
      chunked.subarray(0, 30_000),
      chunked.subarray(30_000, 60_000),
      chunked.subarray(60_000),
    ];
    const answers = [
      await post(gated.port, {
        headers: { 'Content-Length': String(whole.length) },
        chunks: [whole],
      }),
      // Chunked (no Content-Length), arriving in three pieces.
      await post(gated.port, { chunks: pieces, everyMs: 20 }),
    ];
    expect(answers.map((a) => ('status' in a ? a.text : a.closed))).toEqual(['stored', 'stored']);
    expect(gated.forwarded).toEqual([
      { length: whole.length, digest: digest(whole) },
      { length: 65_536, digest: digest(chunked) },
    ]);
    expect(gated.gate.inFlight).toBe(0);
  });

  it('that is empty or cannot be read as a form is answered 400 with the sentence at once, never reaching Next.js', async () => {
    gated = await startGated({});
    const answers = (await Promise.all([
      post(gated.port, { headers: { 'Content-Length': '0' } }),
      post(gated.port, { chunks: [] }), // chunked: only the last chunk
      post(gated.port, { chunks: ['--gate\r\nContent-Disposition: form-data; name="f"\r\n'] }),
      post(gated.port, { chunks: [form('x')], headers: { 'Content-Type': 'multipart/form-data' } }),
    ])) as Answer[];
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 400, text: refusalMessage('/contact', 'malformed') });
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_000);
    expect(gated.forwarded).toEqual([]);
    expect(gated.gate.inFlight).toBe(0);
  });

  it.each([
    ['chunked', {}],
    ['announced by Content-Length', { 'Content-Length': String(2 * 1024 * 1024) }],
  ])(
    'over the limit, %s: 413 with the sentence in the page language, never reaching Next.js',
    async (_, headers: Record<string, string>) => {
      gated = await startGated({});
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
    gated = await startGated({ SUBMISSION_BODY_SECONDS: '1', MAX_CONCURRENT_SUBMISSIONS: '1' });
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
    const next = (await post(gated.port, { from: '127.0.0.3', chunks: [form('x')] })) as Answer;
    expect(next.text).toBe('stored');
  });
});

describe('submissions in progress', () => {
  it('one address holds at most its share: the rest from it are refused at once, other addresses still get in', async () => {
    gated = await startGated(
      { MAX_CONCURRENT_SUBMISSIONS: '4', MAX_SUBMISSIONS_PER_ADDRESS: '2' },
      true,
    );
    const held = [
      post(gated.port, { chunks: [form('1')] }),
      post(gated.port, { chunks: [form('2')] }),
    ];
    await expect.poll(() => gated!.forwarded.length).toBe(2);

    const refused = (await post(gated.port, { chunks: [form('3')] })) as Answer;
    expect(refused).toMatchObject({
      status: 429,
      text: refusalMessage('/contact', 'tooMany'),
      headers: { 'retry-after': '5' },
    });
    expect(refused.ms).toBeLessThan(2_000);
    expect(gated.gate.inFlight).toBe(2);

    // Another visitor is let through while the first address is at its limit …
    const others = [
      post(gated.port, { from: '127.0.0.3', chunks: [form('4')] }),
      post(gated.port, { from: '127.0.0.3', chunks: [form('5')] }),
    ];
    await expect.poll(() => gated!.forwarded.length).toBe(4);
    // … and only a full instance says "busy".
    const busy = (await post(gated.port, { from: '127.0.0.1', chunks: [form('6')] })) as Answer;
    expect(busy).toMatchObject({ status: 503, text: refusalMessage('/contact', 'busy') });

    gated.releaseAll();
    const answered = (await Promise.all([...held, ...others])) as Answer[];
    expect(answered.map((a) => a.text)).toEqual(['stored', 'stored', 'stored', 'stored']);
    expect(gated.gate.inFlight).toBe(0);
  });

  it('counts an IPv6 visitor by its /64 behind a trusted proxy', async () => {
    gated = await startGated(
      {
        TRUSTED_PROXY_HOPS: '1',
        MAX_CONCURRENT_SUBMISSIONS: '8',
        MAX_SUBMISSIONS_PER_ADDRESS: '2',
      },
      true,
    );
    const from = (address: string) =>
      post(gated!.port, { headers: { 'X-Forwarded-For': address }, chunks: [form('x')] });
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
    gated = await startGated({ SUBMISSION_BODY_SECONDS: '2' });
    const trickles = Array.from({ length: 20 }, () =>
      post(gated!.port, {
        headers: { 'Content-Length': '60000' },
        chunks: Array.from({ length: 30 }, () => 'a'),
        everyMs: 500,
      }),
    );
    await expect.poll(() => gated!.gate.inFlightFrom('127.0.0.2')).toBe(4);
    const visitor = (await post(gated.port, {
      from: '127.0.0.3',
      chunks: [form('hello')],
    })) as Answer;
    expect(visitor.text).toBe('stored');
    const answers = (await Promise.all(trickles)) as Answer[];
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(4).fill(408), ...Array(16).fill(429)]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(4_000);
    expect(gated.gate.inFlight).toBe(0);
  });
});

describe('places come back when the client goes away', () => {
  /** A form post as raw HTTP/1.1, with `sent` of its `announced`-byte body. */
  const rawPost = (sent: string, announced = sent.length) =>
    'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
    'Content-Type: multipart/form-data; boundary=gate\r\n' +
    `Content-Length: ${announced}\r\n\r\n${sent}`;
  const connection = async (port: number) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
    await new Promise((r) => socket.once('connect', r));
    return socket;
  };

  it.each([
    [
      'two whole posts pipelined, dropped before either is answered',
      rawPost(String(form('one'))) + rawPost(String(form('two'))),
      2,
    ],
    [
      'a post, then a half-sent one pipelined behind it, dropped',
      rawPost(String(form('one'))) + rawPost('tw', 1000),
      2,
    ],
    ['a half-sent post, dropped', rawPost('o', 1000), 1],
  ])('%s', async (_, bytes, places) => {
    // The handler holds what reaches it: only the client's going away can end these submissions.
    gated = await startGated({}, true);
    const socket = await connection(gated.port);
    socket.write(bytes);
    await expect.poll(() => gated!.gate.inFlight).toBe(places);
    socket.destroy();
    await expect.poll(() => gated!.gate.inFlight).toBe(0);
    expect(gated.gate.inFlightFrom('127.0.0.2')).toBe(0);
    // What the handler answers afterwards, to nobody, frees nothing twice.
    gated.releaseAll();
    expect(gated.gate.inFlight).toBe(0);
    const reached = gated.forwarded.length;
    const next = post(gated.port, { chunks: [form('next')] });
    await expect.poll(() => gated!.forwarded.length).toBe(reached + 1);
    expect(gated.gate.inFlight).toBe(1);
    gated.releaseAll();
    expect(((await next) as Answer).text).toBe('stored');
    expect(gated.gate.inFlight).toBe(0);
  });
});

describe('the body of the Customer.io reporting webhook', () => {
  const WEBHOOK = '/api/webhooks/customerio';
  const signed = (timestamp = Math.floor(Date.now() / 1000)) => ({
    'Content-Type': 'application/json',
    'X-CIO-Timestamp': String(timestamp),
    // Well formed; whether it signs the body is for the route to say once it has the body.
    'X-CIO-Signature': 'ab'.repeat(32),
  });
  /** A chunked body of `megabytes`, sent 1 MB at a time from one buffer. */
  const megabytes = (count: number) => {
    const megabyte = sized(1024 * 1024, '{');
    return { count, chunk: () => megabyte };
  };

  it.each([
    ['no signature headers', { 'Content-Type': 'application/json' }],
    ['a stale timestamp', signed(Math.floor(Date.now() / 1000) - 3600)],
    ['a signature that is not 64 hex digits', { ...signed(), 'X-CIO-Signature': 'forged' }],
  ])(
    'with %s is refused with 401 from its headers, before any of its body is sent',
    async (_, headers: Record<string, string>) => {
      gated = await startGated({});
      // The client waits for "100 Continue" before sending anything: the answer comes without it.
      const answer = (await post(gated.port, {
        path: WEBHOOK,
        headers: { ...headers, Expect: '100-continue' },
        chunks: megabytes(300),
      })) as Answer;
      expect(answer).toMatchObject({
        status: 401,
        continued: false,
        text: JSON.stringify({ error: 'signature not verified' }),
      });
      expect(gated.forwarded).toEqual([]);
    },
  );

  it('unsigned and sent anyway, 300 MB chunked: 401 once it is discarded, never kept: memory flat', async () => {
    gated = await startGated({});
    const before = process.memoryUsage().rss;
    const answer = (await post(gated.port, {
      path: WEBHOOK,
      headers: { 'Content-Type': 'application/json' },
      chunks: megabytes(300),
    })) as Answer;
    expect(answer.status).toBe(401);
    expect(gated.forwarded).toEqual([]);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('signed, 100 MB chunked: 413 as soon as it passes 64 KB, never reaching the route', async () => {
    gated = await startGated({});
    const before = process.memoryUsage().rss;
    const answer = (await post(gated.port, {
      path: WEBHOOK,
      headers: signed(),
      chunks: megabytes(100),
    })) as Answer;
    expect(answer).toMatchObject({
      status: 413,
      text: JSON.stringify({ error: 'body too large' }),
    });
    expect(gated.forwarded).toEqual([]);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('signed, trickling: 408 at the body deadline, never reaching the route', async () => {
    gated = await startGated({ SUBMISSION_BODY_SECONDS: '1' });
    const answer = (await post(gated.port, {
      path: WEBHOOK,
      headers: signed(),
      chunks: Array.from({ length: 30 }, () => '{'),
      everyMs: 100,
    })) as Answer;
    expect(answer).toMatchObject({
      status: 408,
      text: JSON.stringify({ error: 'body too slow' }),
      headers: { connection: 'close' },
    });
    expect(answer.ms).toBeLessThan(3_000);
    expect(gated.forwarded).toEqual([]);
  });

  it('signed and within 64 KB, chunked or not: reaches the route byte for byte', async () => {
    gated = await startGated({});
    const event = Buffer.from(JSON.stringify({ metric: 'unsubscribed', pad: 'x'.repeat(60_000) }));
    const answers = [
      await post(gated.port, { path: WEBHOOK, headers: signed(), chunks: [event] }),
      await post(gated.port, {
        path: WEBHOOK,
        headers: { ...signed(), 'Content-Length': String(event.length) },
        chunks: [event],
      }),
    ] as Answer[];
    expect(answers.map((a) => a.text)).toEqual(['stored', 'stored']);
    expect(gated.forwarded).toEqual([
      { length: event.length, digest: digest(event) },
      { length: event.length, digest: digest(event) },
    ]);
  });
});

describe('a submission that asks before sending its body (Expect: 100-continue)', () => {
  it('announcing 10 MB: 413 at once, without "100 Continue", with the sentence', async () => {
    gated = await startGated({});
    const answer = (await post(gated.port, {
      path: '/es/contact',
      headers: { 'Content-Length': String(10 * 1024 * 1024), Expect: '100-continue' },
      chunks: [sized(10 * 1024 * 1024)],
    })) as Answer;
    expect(answer).toMatchObject({
      status: 413,
      continued: false,
      text: refusalMessage('/es/contact', 'tooLarge'),
    });
    expect(answer.ms).toBeLessThan(1_000);
    expect(gated.forwarded).toEqual([]);
    expect(gated.gate.inFlight).toBe(0);
  });

  it('from an address at its share: 429 without "100 Continue"; one within limits is invited and stored', async () => {
    gated = await startGated({ MAX_SUBMISSIONS_PER_ADDRESS: '1' }, true);
    const held = post(gated.port, { chunks: [form('held')] });
    await expect.poll(() => gated!.forwarded.length).toBe(1);
    const asking = { 'Content-Length': String(form('hello').length), Expect: '100-continue' };
    const refused = (await post(gated.port, {
      headers: asking,
      chunks: [form('hello')],
    })) as Answer;
    expect(refused).toMatchObject({ status: 429, continued: false });
    const invited = post(gated.port, {
      from: '127.0.0.3',
      headers: asking,
      chunks: [form('hello')],
    });
    await expect.poll(() => gated!.forwarded.length).toBe(2);
    gated.releaseAll();
    expect(await invited).toMatchObject({ status: 200, continued: true, text: 'stored' });
    expect(((await held) as Answer).text).toBe('stored');
    expect(gated.forwarded[1]).toEqual({
      length: form('hello').length,
      digest: digest(form('hello')),
    });
  });
});
