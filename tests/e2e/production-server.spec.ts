import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { e2ePort } from '../../scripts/e2e-env.mjs';
import { NOT_FOUND_CACHE_CONTROL, securityHeaders } from '../../src/lib/response-headers.mjs';
import { customerIoWebhookRequest, unsubscribedEvent } from '../support/stand-ins';
import { rowsIn } from './db';
import { freshSqliteFile, healthy, npmStart, type Started } from './instances';
import { answeredState, signUpCall } from './sign-up-call';

// The production server as the README starts it (`npm start`), as a client or an attacker talks to
// it: raw sockets for odd framing and odd paths, Customer.io's signed webhook as Customer.io sends
// it, the answers' headers as a cache reads them. What the server logs is read too: nothing here
// may end in a 500 or a stack trace. Port: E2E_PORT + 24.
test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

const PORT = e2ePort + 24;
const origin = `http://127.0.0.1:${PORT}`;
const SIGNING_KEY = 'e2e-webhook-signing-4a1f0c';
const dbFile = freshSqliteFile();
let server: Started;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = npmStart(PORT, {
    SQLITE_PATH: dbFile,
    CUSTOMERIO_WEBHOOK_SIGNING_KEY: SIGNING_KEY,
    LOG_LEVEL: 'info',
  });
  await healthy(PORT, server);
});

test.afterAll(async () => server?.stop());

/** What the server printed during the test. */
let printedBefore = 0;
const printed = () => server.output().slice(printedBefore);
test.beforeEach(() => {
  printedBefore = server.output().length;
});

/** No request of the test ended in a 500 or printed a stack (a line starting with "at "). */
let nextLogsItsOwn = false;
test.afterEach(() => {
  if (!nextLogsItsOwn) {
    expect(printed()).not.toMatch(/^\s+at \S/m);
    expect(printed()).not.toMatch(/request failed|uncaughtException|⨯/);
  }
  nextLogsItsOwn = false;
});

interface Exchange {
  /** What came back, as text. */
  text: () => string;
  /** What came back once the server closed the connection. */
  ended: () => Promise<string>;
  /**
   * Resolves with what came back from the first final answer on (an interim "100 Continue" is
   * left out) once its whole head has arrived, or rejects after `ms`.
   */
  answered: (ms: number) => Promise<string>;
  close: () => void;
}

/** Writes `bytes` on a new connection from `from` and leaves it open. */
function open(bytes: string, from = '127.0.0.1'): Exchange {
  const socket = connect({ port: PORT, host: '127.0.0.1', localAddress: from }, () =>
    socket.write(bytes),
  );
  const chunks: Buffer[] = [];
  const text = () => Buffer.concat(chunks).toString('utf8');
  socket.on('data', (d: Buffer) => chunks.push(d));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return {
    text,
    ended: async () => {
      await closed;
      return text();
    },
    answered: (ms) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          const final = text().replace(/^HTTP\/1\.1 1\d\d [^\r]*\r\n\r\n/, '');
          if (/\r\n\r\n/.test(final)) return resolve(final);
          if (Date.now() - started > ms) return reject(new Error(`no answer within ${ms} ms`));
          setTimeout(check, 20);
        };
        check();
      }),
    close: () => socket.destroy(),
  };
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
const header = (text: string, name: string) =>
  new RegExp(`^${name}: ([^\\r]*)`, 'im').exec(text.split('\r\n\r\n')[0]!)?.[1];

/** An empty form submission, framed in each way a client can send "nothing". */
const emptySubmissions = {
  'Content-Length: 0': 'Content-Length: 0\r\n',
  'Content-Length: 0, with Next-Action': 'Content-Length: 0\r\nNext-Action: 00aa\r\n',
  'chunked, only the last chunk': 'Transfer-Encoding: chunked\r\n\r\n0\r\n',
  'Content-Length: 0, Expect: 100-continue': 'Content-Length: 0\r\nExpect: 100-continue\r\n',
};
const emptySubmission = (framing: string) =>
  `POST /articles HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n` +
  `Content-Type: multipart/form-data; boundary=x\r\n${framing}\r\n`;

test.describe('form submissions over raw sockets', () => {
  test('an empty submission is answered 400 within a second, however it is framed', async () => {
    for (const [name, framing] of Object.entries(emptySubmissions)) {
      const exchange = open(emptySubmission(framing));
      try {
        expect(statusOf(await exchange.answered(1_000)), name).toBe(400);
        await expect
          .poll(exchange.text, { message: name })
          .toContain('This submission could not be read.');
      } finally {
        exchange.close();
      }
    }
  });

  test('sixteen empty submissions held open from four addresses lock no one out', async () => {
    const held = Array.from({ length: 16 }, (_, i) =>
      open(emptySubmission(emptySubmissions['Content-Length: 0']), `127.0.0.${20 + (i % 4)}`),
    );
    try {
      for (const exchange of held) expect(statusOf(await exchange.answered(2_000))).toBe(400);
      // Every connection is still open; a visitor from one of those addresses and one from
      // another both get their sign-up stored.
      for (const from of ['127.0.0.20', '127.0.0.30']) {
        const call = signUpCall(origin);
        const exchange = open(
          `POST ${call.path} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n` +
            Object.entries(call.headers)
              .map(([k, v]) => `${k}: ${v}\r\n`)
              .join('') +
            `Content-Length: ${Buffer.byteLength(call.body)}\r\nConnection: close\r\n\r\n${call.body}`,
          from,
        );
        await expect
          .poll(() => answeredState(exchange.text()), { timeout: 10_000, message: exchange.text() })
          .toBe('success');
        exchange.close();
      }
    } finally {
      held.forEach((exchange) => exchange.close());
    }
  });

  test('unreadable bodies and content types are refused with a sentence, never a 500', async () => {
    const post = (type: string, body: string, extra = '') =>
      open(
        `POST /es/contact HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: ${type}\r\n${extra}` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    const part = (name: string, value: string) =>
      `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const cases: [string, string, string, number][] = [
      ['cut short', 'multipart/form-data; boundary=x', part('a', '1').slice(0, 30), 400],
      ['another boundary', 'multipart/form-data; boundary=y', `${part('a', '1')}--x--\r\n`, 400],
      ['a space before ";"', 'multipart/form-data ; boundary=x', '--x\r\n', 400],
      ['no boundary', 'multipart/form-data', `${part('a', '1')}--x--\r\n`, 400],
      ['an action call as JSON', 'application/json', '{"a":1}', 415],
    ];
    for (const [name, type, body, status] of cases) {
      const extra = name.startsWith('an action') ? 'Next-Action: 00aa\r\n' : '';
      const exchange = post(type, body, extra);
      await exchange.answered(5_000);
      const text = await exchange.ended();
      expect(statusOf(text), name).toBe(status);
      expect(text, name).toContain('No pudimos leer este envío.');
    }
  });

  test('a well-formed post naming no action, or an action that does not exist, is refused with a 4xx', async () => {
    // Next.js refuses these itself, and logs each refusal with its own trace.
    nextLogsItsOwn = true;
    const body = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';
    const cases: [string, string][] = [
      ['no action', ''],
      ['an unknown action', 'Next-Action: 7f00000000000000000000000000000000000000aa\r\n'],
    ];
    for (const [name, extra] of cases) {
      const exchange = open(
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nOrigin: ${origin}\r\n${extra}` +
          `Content-Type: multipart/form-data; boundary=x\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      await exchange.answered(10_000);
      const status = statusOf(await exchange.ended());
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(500);
    }
  });
});

test.describe('an action posted where it does not live', () => {
  // The newsletter's action lives on /articles and the confirmation page, not on /pricing. Next.js
  // forwards such a call to the route that holds it, by its pattern ("/[locale]/articles"), which no
  // page of this site answers; the action must then run nowhere: nothing stored, no 5xx.
  test('runs nowhere: the sign-up is not stored and the answer is not a 5xx', async () => {
    const call = signUpCall(origin);
    const email = /name="_1_email"\r\n\r\n([^\r]+)/.exec(call.body)![1]!;
    const response = await fetch(`${origin}/pricing`, {
      method: 'POST',
      headers: call.headers,
      body: call.body,
    });
    expect(response.status).toBeLessThan(500);
    expect(answeredState(await response.text())).toBeUndefined();
    expect(rowsIn(dbFile, 'select 1 from newsletter_signups where email = ?', email)).toEqual([]);
    // The same call where the action lives is stored: the call itself is well formed.
    const stored = await fetch(`${origin}${call.path}`, {
      method: 'POST',
      headers: call.headers,
      body: call.body,
    });
    expect(answeredState(await stored.text())).toBe('success');
    expect(rowsIn(dbFile, 'select 1 from newsletter_signups where email = ?', email)).toHaveLength(
      1,
    );
  });
});

test.describe("Customer.io's signed reporting webhook", () => {
  const webhook = `${origin}/api/webhooks/customerio`;
  const send = async (request: Request) => {
    const res = await fetch(request);
    return { status: res.status, body: await res.json() };
  };

  test('a signed unsubscribe is recorded, a replay is a duplicate, a wrong signature is 401', async () => {
    const call = signUpCall(origin);
    const res = await fetch(`${origin}${call.path}`, {
      method: 'POST',
      headers: call.headers,
      body: call.body,
    });
    expect(answeredState(await res.text())).toBe('success');
    const email = /name="_1_email"\r\n\r\n([^\r]+)/.exec(call.body)![1]!;

    const event = unsubscribedEvent(email);
    expect(
      await send(customerIoWebhookRequest(webhook, event, { signingKey: SIGNING_KEY })),
    ).toEqual({ status: 200, body: { status: 'recorded' } });
    expect(rowsIn(dbFile, 'select status from newsletter_signups where email = ?', email)).toEqual([
      { status: 'unsubscribed' },
    ]);
    expect(
      await send(customerIoWebhookRequest(webhook, event, { signingKey: SIGNING_KEY })),
    ).toEqual({ status: 200, body: { status: 'duplicate' } });
    expect(
      await send(customerIoWebhookRequest(webhook, event, { signingKey: 'not-the-key' })),
    ).toEqual({ status: 401, body: { error: 'signature not verified' } });
  });
});

test.describe('odd paths and what caches keep', () => {
  const get = async (path: string) => {
    const exchange = open(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: close\r\n\r\n`,
    );
    await exchange.answered(10_000);
    return exchange.ended();
  };
  const expectSecurityHeaders = (text: string, what: string) => {
    for (const { key, value } of securityHeaders())
      expect(header(text, key), `${what}: ${key}`).toBe(value);
  };

  test('paths that do not decode are a 400 with a sentence', async () => {
    for (const path of ['/articles/%ff', '/articles/%c0%ae%c0%ae', '/es/articles/%ff/og.png']) {
      const text = await get(path);
      expect(statusOf(text), path).toBe(400);
      expect(text, path).toContain('this address is not valid');
      expectSecurityHeaders(text, path);
    }
  });

  test('the image optimizer encodes nothing for anyone', async () => {
    for (const url of [
      '%2Fog.png',
      '%2Fz1%2F..%2Fog.png',
      '%2F.%2Fog.png',
      '%252e%252e%2Fog.png',
    ]) {
      const text = await get(`/_next/image?url=${url}&w=3840&q=75`);
      expect(statusOf(text), url).toBe(404);
      expect(header(text, 'content-type'), url).not.toMatch(/^image\//);
    }
  });

  test('every 404 is kept by shared caches for minutes, whatever its case or prefix', async () => {
    for (const path of [
      '/no-such-page',
      '/es/no-existe',
      '/images/future-hero.png',
      '/api/future-endpoint',
      '/OG.PNG',
      '/ES/contact',
      '/invoice-generator/TEMPLATE.pdf',
    ]) {
      const text = await get(path);
      expect(statusOf(text), path).toBe(404);
      expect(header(text, 'cache-control'), path).toBe(NOT_FOUND_CACHE_CONTROL);
      expectSecurityHeaders(text, path);
    }
  });

  test('a missing file under /_next/ is kept by no cache, so a release never caches a chunk as missing', async () => {
    for (const path of ['/_next/static/chunks/no-such-chunk.js', '/_NEXT/static/x.js']) {
      const text = await get(path);
      expect(statusOf(text), path).toBe(404);
      expect(header(text, 'cache-control'), path).toMatch(/no-store/);
    }
  });

  test('refusals and redirects carry the security headers too', async () => {
    const tooLarge = open(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        `Content-Length: 10000000\r\nExpect: 100-continue\r\n\r\n`,
    );
    const refused = await tooLarge.answered(5_000);
    tooLarge.close();
    expect(statusOf(refused)).toBe(413);
    expectSecurityHeaders(refused, '413');

    const redirect = await get('/en/pricing');
    expect(statusOf(redirect)).toBe(308);
    expectSecurityHeaders(redirect, '308');

    const unparsable: [string, string][] = [
      ['a request line Node cannot parse', 'GARBAGE\r\n\r\n'],
      ['headers too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ];
    for (const [what, bytes] of unparsable) {
      const exchange = open(bytes);
      const text = await exchange.answered(5_000);
      exchange.close();
      expect(statusOf(text), what).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(text, what);
    }
  });

  test('the images built once per release are kept by shared caches', async () => {
    for (const path of [
      '/og.png',
      '/es/og.png',
      '/articles/cash-flow-management-in-business-101/og.png',
      '/es/articles/cash-flow-management-in-business-101/og.png',
    ]) {
      const text = await get(path);
      expect(statusOf(text), path).toBe(200);
      expect(header(text, 'cache-control'), path).toMatch(/s-maxage=31536000/);
    }
  });
});
