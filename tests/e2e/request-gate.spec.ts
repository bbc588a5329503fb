import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { e2ePort } from '../../scripts/e2e-env.mjs';
import { healthy, npmStart, type Started } from './instances';
import { signUpCall } from './sign-up-call';

// The production server's request gate on the production build, over raw sockets: what a client
// that pipelines, drops its connection, sends half a body or asks "100 Continue" first does to
// the submission places and to what it is invited to send. The gate's rules in detail, in front of
// a stand-in for Next.js: tests/integration/request-gate.test.ts. Port: E2E_PORT + 9.
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const PORT = e2ePort + 9;

/**
 * A newsletter sign-up as the browser's server-action call sends it, as raw HTTP/1.1: `sent` of
 * its body (all by default) under a Content-Length of the whole.
 */
function rawSignUp({ sent, close = false }: { sent?: number; close?: boolean } = {}) {
  const call = signUpCall(`http://127.0.0.1:${PORT}`);
  const headers = {
    ...call.headers,
    Host: `127.0.0.1:${PORT}`,
    'Content-Length': call.body.length,
  };
  if (close) Object.assign(headers, { Connection: 'close' });
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `POST ${call.path} HTTP/1.1\r\n${head.join('')}\r\n${call.body.slice(0, sent)}`;
}

/** Writes `bytes` on a new connection from 127.0.0.2; resolves with what came back until it closed. */
function exchange(bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect({ port: PORT, host: '127.0.0.1', localAddress: '127.0.0.2' }, () =>
      socket.write(bytes),
    );
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (text += d));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

/** Writes `bytes` on a new connection from 127.0.0.2 and drops it after `ms`. */
function dropAfter(bytes: string, ms: number) {
  return new Promise<void>((resolve) => {
    const socket = connect({ port: PORT, host: '127.0.0.1', localAddress: '127.0.0.2' }, () => {
      socket.write(bytes);
      setTimeout(() => socket.destroy(), ms);
    });
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

const statuses = (text: string) => [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => m[1]);

test.describe('the request gate on the production build', () => {
  let server: Started | undefined;
  test.afterEach(async () => server?.stop());

  test('places come back: pipelined posts dropped before their answers, half-sent bodies', async () => {
    // Two places, both for one address: a place that never came back shows as a 429 below.
    server = npmStart(PORT, {
      MAX_CONCURRENT_SUBMISSIONS: '2',
      MAX_SUBMISSIONS_PER_ADDRESS: '2',
      RATE_LIMIT_MAX: '1000',
    });
    await healthy(PORT, server);
    const both = () => rawSignUp() + rawSignUp({ close: true });
    // Both places are free: two pipelined sign-ups are both taken.
    expect(statuses(await exchange(both()))).toEqual(['200', '200']);

    for (let round = 0; round < 20; round++) {
      const ms = 5 + round * 5;
      await dropAfter(rawSignUp() + rawSignUp(), ms);
      await dropAfter(rawSignUp() + rawSignUp({ sent: 40 }), ms);
      await dropAfter(rawSignUp({ sent: 40 }), ms);
    }
    // Every place came back: two pipelined posts are both taken again. A place comes back when
    // the server reads that its connection closed; the sign-ups admitted above are still being
    // stored after their clients left, and on a machine whose two cores the other test workers
    // share, that work can hold back the reading of the last closes for more than ten seconds (a
    // CI run saw 429 until its ten were up, then 200 twice on the retry).
    await expect
      .poll(async () => statuses(await exchange(both())), { timeout: 45_000 })
      .toEqual(['200', '200']);
  });

  test('stopping (SIGTERM), it takes no new connection, answers on one it already took, then closes it', async () => {
    server = npmStart(PORT, {});
    await healthy(PORT, server);
    // Connected, nothing sent yet: a proxy that has just opened a connection for a request.
    const socket = connect({ port: PORT, host: '127.0.0.1' });
    await new Promise((r) => socket.once('connect', r));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (text += d));
    const closed = new Promise((r) => socket.once('close', r));
    const stopped = server.stop();
    // New connections are refused at once.
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${PORT}/api/health`).then(
          () => 'taken',
          () => 'refused',
        ),
      )
      .toBe('refused');
    socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n\r\n`);
    await closed;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toMatch(/^connection: close\r$/im);
    await stopped;
  });

  test('a form post announcing 10 MB with Expect: 100-continue gets 413 at once, never "100 Continue"', async () => {
    server = npmStart(PORT, {});
    await healthy(PORT, server);
    const answer = await new Promise<{ status: number; continued: boolean; text: string }>(
      (resolve, reject) => {
        let continued = false;
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: PORT,
            method: 'POST',
            path: '/es/contact',
            agent: false,
            headers: {
              'Content-Type': 'multipart/form-data; boundary=gate',
              'Content-Length': String(10 * 1024 * 1024),
              Expect: '100-continue',
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (d: string) => (text += d));
            res.on('end', () => resolve({ status: res.statusCode!, continued, text }));
          },
        );
        req.on('continue', () => {
          continued = true;
          req.end(Buffer.alloc(10 * 1024 * 1024));
        });
        req.on('error', reject);
        req.flushHeaders();
      },
    );
    expect(answer).toEqual({
      status: 413,
      continued: false,
      text: 'Este envío es demasiado grande. Acorta tu mensaje e inténtalo de nuevo.',
    });
  });
});
