import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { customerIoStandIn } from '../../bench/customerio-stand-in.mjs';
import { startNginx } from '../../bench/nginx.mjs';
import { e2eEnv, e2ePort } from '../../scripts/e2e-env.mjs';
import { createSchema } from '../support/pg-schema';
import { healthy, launch, npmStart, type Started } from './instances';
import { nextRelease } from '../../scripts/next-release.mjs';
import { answeredState, signUpCall } from './sign-up-call';

/** The pause between two requests of one simulated client under load. */
const PACE_MS = 50;

// The proxy the README prescribes, as shipped: Debian's nginx running deploy/nginx.conf (its port,
// instances and cache folder replaced) in front of two instances of the build and a worker on one
// PostgreSQL database, the instances with TRUSTED_PROXY_HOPS=1 and no background jobs of their
// own. A rolling restart behind it: `npm run bench:resilience -- rolling`.
// Ports of their own: E2E_PORT + 10 (nginx), + 11 and + 12 (instances), + 13 (Customer.io).

const url = process.env.TEST_DATABASE_URL;
const ports = { nginx: e2ePort + 10, a: e2ePort + 11, b: e2ePort + 12, customerIo: e2ePort + 13 };

/**
 * A newsletter sign-up as the browser's server-action call sends it, through nginx, from the
 * loopback address `from`, with `forwardedFor` written by the client. Resolves with the form's
 * state in the answer ("success" or "error") or the status when there is none.
 */
function signUp(from: string, forwardedFor?: string) {
  const origin = `http://127.0.0.1:${ports.nginx}`;
  const call = signUpCall(origin);
  return new Promise<string>((resolve, reject) => {
    const req = httpRequest(
      `${origin}${call.path}`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { ...call.headers, ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve(answeredState(text) ?? String(res.statusCode)));
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

test.describe('nginx in front of two instances and a worker (deploy/nginx.conf)', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!url && !process.env.CI, 'needs PostgreSQL (TEST_DATABASE_URL)');

  let schema: Awaited<ReturnType<typeof createSchema>> | undefined;
  let customerIo: Awaited<ReturnType<typeof customerIoStandIn>> | undefined;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  /** The two instances, then the worker. */
  const started: Started[] = [];
  let instanceEnv: Record<string, string> = {};
  /** The folders of the releases built by the tests, removed at the end. */
  const releaseDirs: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    if (!url) throw new Error('TEST_DATABASE_URL must be set on CI');
    schema = await createSchema(url, 'nginx');
    customerIo = await customerIoStandIn(ports.customerIo);
    const env = (instanceEnv = {
      DATABASE_URL: schema.url,
      CUSTOMERIO_BASE_URL: customerIo.url,
      TRUSTED_PROXY_HOPS: '1',
      RATE_LIMIT_MAX: '3',
      OUTBOX_DISPATCHER: 'off',
      HOUSEKEEPING: 'off',
    });
    const a = npmStart(ports.a, env);
    started.push(a);
    await healthy(ports.a, a); // the first instance migrates
    const b = npmStart(ports.b, env);
    started.push(b);
    await healthy(ports.b, b);
    // `npm run worker`: the outbox dispatcher and housekeeping, without a web server.
    started.push(
      launch(['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/worker.ts'], {
        ...e2eEnv,
        ...env,
        OUTBOX_DISPATCHER: 'on',
        HOUSEKEEPING: 'on',
        OUTBOX_POLL_MS: '250',
        LOG_LEVEL: 'warn',
      }),
    );
    nginx = await startNginx({ port: ports.nginx, instances: [ports.a, ports.b] });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await Promise.all(started.map((s) => s.stop()));
    for (const dir of releaseDirs) rmSync(dir, { recursive: true, force: true });
    await customerIo?.down();
    await schema?.drop();
  });

  test("the visitor's address reaches the rate limit through nginx; a forged X-Forwarded-For does not", async () => {
    // Four sign-ups from 127.0.0.2, each claiming another address, alternating instances: the
    // shared limit (3) counts 127.0.0.2, the address nginx appended.
    const answers = [];
    for (let i = 1; i <= 4; i++) answers.push(await signUp('127.0.0.2', `203.0.113.${i}`));
    expect(answers).toEqual(['success', 'success', 'success', 'error']);
    // Another visitor is not counted with them.
    expect(await signUp('127.0.0.3')).toBe('success');
  });

  test("static pages and their files come from nginx's cache; /api/health from an instance, every time", async () => {
    const get = async (path: string) => {
      const res = await fetch(`${nginx!.url}${path}`);
      const text = await res.text();
      return { status: res.status, cache: res.headers.get('x-cache-status'), text };
    };
    const first = await get('/es/pricing');
    expect(first).toMatchObject({ status: 200, cache: 'MISS' });
    expect(await get('/es/pricing')).toMatchObject({ status: 200, cache: 'HIT', text: first.text });
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(first.text)![1]!;
    expect((await get(script)).cache).toBe('MISS');
    expect((await get(script)).cache).toBe('HIT');

    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${nginx!.url}/api/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-cache-status')).toBeNull();
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'postgres' });
    }
  });

  test('a release: pages are fetched anew under the new release, hashed files stay cached', async () => {
    const cache = async (path: string) =>
      (await fetch(`${nginx!.url}${path}`)).headers.get('x-cache-status');
    const page = await (await fetch(`${nginx!.url}/es/contact`)).text();
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(page)![1]!;
    await cache(script);
    expect(await cache('/es/contact')).toBe('HIT');
    expect(await cache(script)).toBe('HIT');
    // The release step: every instance runs the new build, then nginx is told its id.
    await nginx!.release(`release-${Date.now()}`);
    // The workers of the previous configuration finish the connections they hold, then go.
    await expect.poll(() => cache('/es/contact')).toBe('MISS');
    expect(await cache('/es/contact')).toBe('HIT');
    expect(await cache(script)).toBe('HIT');
  });

  test('an empty submission is answered at once, and a 404 is kept for minutes only', async () => {
    const started = Date.now();
    const res = await fetch(`${nginx!.url}/articles`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '',
    });
    expect(res.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(1_000);
    for (const path of ['/images/future-hero.png', '/OG.PNG', '/ES/contact']) {
      const missing = await fetch(`${nginx!.url}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=300');
    }
  });

  test('a rolling restart under load loses no answer', async () => {
    test.setTimeout(120_000);
    // Four clients from 127.0.0.4 to 127.0.0.7 (each within the rate limit's 3 sign-ups and its
    // share of places) send a health check, a page and, three times, a sign-up, again and again,
    // each about twenty times a second (`PACE_MS`): steady traffic through every moment of the
    // restarts, not as much as the machine can make, which the other tests running beside this one
    // would pay for.
    let loading = true;
    const failures: string[] = [];
    let answered = 0;
    const client = async (n: number) => {
      for (let i = 0; loading; i++) {
        const what = i < 9 && i % 3 === 2 ? 'sign-up' : i % 2 ? '/api/health' : '/pricing';
        try {
          const answer =
            what === 'sign-up'
              ? await signUp(`127.0.0.${4 + n}`)
              : String((await fetch(`${nginx!.url}${what}`)).status);
          if (answer === 'success' || answer === '200') answered++;
          else failures.push(`${what}: ${answer}`);
        } catch (error) {
          failures.push(`${what}: ${String(error)}`);
        }
        await sleep(PACE_MS);
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    for (const [n, port] of [ports.a, ports.b].entries()) {
      await started[n]!.stop(); // SIGTERM, then its exit
      started[n] = npmStart(port, instanceEnv);
      await healthy(port, started[n]!);
      // Counted once the old process is gone: the requests it finished while stopping are not
      // the new one's.
      const answeredBefore = nginx!.answeredBy(port);
      // nginx leaves out an instance that refused a connection for 5 s (fail_timeout): the next
      // one is stopped only once this one answers through nginx again.
      await expect
        .poll(() => nginx!.answeredBy(port), { timeout: 20_000, intervals: [250] })
        .toBeGreaterThan(answeredBefore);
    }
    loading = false;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(50);
  });

  test('a release rolled through both instances under load: no file a page names is missing, and no page of the previous release is served after it', async () => {
    test.setTimeout(600_000);
    const release = nextRelease();
    releaseDirs.push(release.dir);
    let loading = true;
    const failures: string[] = [];
    const seen = { previous: 0, next: 0 };
    // A GET on a connection of its own, as a browser opens one when a kept-alive connection was
    // closed under it (nginx's workers of the previous configuration close theirs on reload).
    const get = (path: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(`${nginx!.url}${path}`, { agent: false }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      });
    // Two visitors load a page (kept by nginx, or asked for anew with a query nginx has not seen)
    // and every script it names, again and again (`PACE_MS` apart), while the release rolls.
    const visitor = async (n: number) => {
      for (let i = 0; loading; i++) {
        const path = i % 2 ? '/es/pricing' : `/es/pricing?visit=${n}-${i}`;
        const { text: page } = await get(path);
        seen[page.includes(release.mark) ? 'next' : 'previous'] += 1;
        for (const [, script] of page.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)) {
          const { status } = await get(script!);
          if (status !== 200) failures.push(`${script} (from ${path}): ${status}`);
        }
        await sleep(PACE_MS);
      }
    };
    const visitors = [0, 1].map(visitor);
    for (const [n, port] of [ports.a, ports.b].entries()) {
      await started[n]!.stop();
      started[n] = npmStart(port, instanceEnv, release.dir);
      await healthy(port, started[n]!);
      const answeredBefore = nginx!.answeredBy(port);
      await expect
        .poll(() => nginx!.answeredBy(port), { timeout: 20_000, intervals: [250] })
        .toBeGreaterThan(answeredBefore);
    }
    // The release step's last part: nginx is told the new release's id.
    await nginx!.release(release.id);
    const pageNow = async () => (await get('/es/pricing')).text;
    await expect.poll(async () => (await pageNow()).includes(release.mark)).toBe(true);
    const after = seen.next;
    await expect.poll(() => seen.next, { timeout: 20_000 }).toBeGreaterThan(after + 4);
    loading = false;
    await Promise.all(visitors);
    expect(failures).toEqual([]);
    expect(seen.previous).toBeGreaterThan(0);
    // Once released, nginx serves the new release's page, never the previous one kept under the
    // same address.
    for (let i = 0; i < 5; i++) expect(await pageNow()).toContain(release.mark);
  });

  test('the worker delivers what the instances queued', async () => {
    // The sign-ups above reached Customer.io through the worker (the instances deliver nothing).
    await expect
      .poll(() => customerIo!.stats().identifies, {
        timeout: 20_000,
        message: started[2]!.output(),
      })
      .toBeGreaterThan(0);
  });
});
