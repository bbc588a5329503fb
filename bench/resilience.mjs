#!/usr/bin/env node
// `npm run bench:resilience [-- crash|outage|scale-out|shutdown|burst|slow|hostile-body|rolling]`: fault tests against
// the production server (`npm start`, scripts/start.mjs), each printing its figures and recording
// them in bench/RESULTS.md. Needs a build (`npm run build`) and, for scale-out, PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL). The posts carry X-Forwarded-For as one trusted proxy
// would (TRUSTED_PROXY_HOPS=1), so each simulated visitor has an address of its own; `slow` uses
// real loopback addresses instead (127.0.0.2 and 127.0.0.3) and only loopback.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { customerIoStandIn } from './customerio-stand-in.mjs';
import { startNginx } from './nginx.mjs';
import {
  actionRequest,
  contactPoster,
  hugePost,
  machine,
  record,
  sendRaw,
  tricklePost,
  waitForDrain,
} from './lib.mjs';

const which = process.argv[2] ?? 'all';
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const baseEnv = (cioUrl) => ({
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'error',
  CUSTOMERIO_SITE_ID: 'resilience',
  CUSTOMERIO_API_KEY: 'resilience',
  CUSTOMERIO_BASE_URL: cioUrl,
  OUTBOX_POLL_MS: '250',
  OUTBOX_BASE_DELAY_MS: '500',
  OUTBOX_MAX_ATTEMPTS: '30',
  RATE_LIMIT_MAX: '100000',
  TRUSTED_PROXY_HOPS: '1',
});

/** Servers started by this run: stopped when it ends, even by an error. */
const started = new Set();
process.on('exit', () => {
  for (const child of started) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
});

function start(port, env) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  started.add(child);
  child.on('exit', () => started.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server on ${port} did not start`);
  })();
  return {
    url,
    child,
    ready,
    kill: (signal = 'SIGTERM') => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* gone */
      }
    },
  };
}

async function crash() {
  const cio = await customerIoStandIn(4601);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'crash-')), 'site.db');
  const env = { ...baseEnv(cio.url), SQLITE_PATH: file };
  let server = start(3920, env);
  await server.ready;
  const post = await contactPoster(server.url);
  const answered = [];
  let inFlightAtKill = 0;
  let sent = 0;
  const total = 500;
  const worker = async () => {
    while (sent < total) {
      const i = sent++;
      const email = `crash-${i}@example.com`;
      try {
        const r = await post(
          { name: `Crash ${i}`, email },
          { address: `10.1.${i >> 8}.${i & 255}` },
        );
        if (r.stored) answered.push(email);
      } catch {
        // the connection died with the server: no answer, no promise made
      }
    }
  };
  const workers = Array.from({ length: 50 }, worker);
  await new Promise((r) => setTimeout(r, 2500));
  inFlightAtKill = Math.min(50, total - answered.length);
  server.kill('SIGKILL');
  await Promise.all(workers);
  const answeredBeforeRestart = answered.length;
  server = start(3920, env);
  await server.ready;
  const health = await waitForDrain(server.url, 60_000);
  server.kill();
  const db = new Database(file, { readonly: true });
  const stored = new Set(
    db
      .prepare('select email from contact_submissions')
      .all()
      .map((r) => r.email),
  );
  const outbox = db.prepare('select status, count(*) n from outbox group by status').all();
  db.close();
  const lost = answered.filter((e) => !stored.has(e));
  await cio.down();
  return {
    submissionsSent: total,
    answeredSuccess: answeredBeforeRestart,
    inFlightWhenKilled: inFlightAtKill,
    storedRows: stored.size,
    answeredButLost: lost.length,
    outboxAfterRestart: Object.fromEntries(outbox.map((o) => [o.status, o.n])),
    backlogAfterRestart: health?.outbox,
    events: cio.stats(),
  };
}

async function outage() {
  const cio = await customerIoStandIn(4602);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'outage-')), 'site.db');
  const server = start(3921, { ...baseEnv(cio.url), SQLITE_PATH: file });
  await server.ready;
  const post = await contactPoster(server.url);
  await cio.down();
  const outageMs = Number(process.env.OUTAGE_SECONDS ?? 60) * 1000;
  const end = Date.now() + outageMs;
  let stored = 0;
  for (let i = 0; Date.now() < end; i++) {
    if (
      (
        await post(
          { name: `Outage ${i}`, email: `outage-${i}@example.com` },
          { address: `10.2.${i >> 8}.${i & 255}` },
        )
      ).stored
    )
      stored++;
    await new Promise((r) => setTimeout(r, 200));
  }
  const during = await (await fetch(`${server.url}/api/health`)).json();
  await cio.up();
  const started = Date.now();
  const health = await waitForDrain(server.url, 180_000);
  const drainedInSeconds = (Date.now() - started) / 1000;
  server.kill();
  await cio.down();
  return {
    outageSeconds: outageMs / 1000,
    submissionsStored: stored,
    backlogAtEndOfOutage: during.outbox,
    backlogAfter: health?.outbox,
    drainedInSeconds,
    events: cio.stats(),
  };
}

async function scaleOut() {
  if (!pgUrl) return { skipped: 'no PostgreSQL URL (BENCH_DATABASE_URL or TEST_DATABASE_URL)' };
  const schema = `resilience_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const u = new URL(pgUrl);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const cio = await customerIoStandIn(4603);
  const env = {
    ...baseEnv(cio.url),
    DATABASE_URL: u.toString(),
    RATE_LIMIT_MAX: '5',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  };
  const a = start(3922, env);
  await a.ready; // the first instance migrates
  const b = start(3923, env);
  await b.ready;
  const posts = [await contactPoster(a.url), await contactPoster(b.url)];
  let stored = 0;
  const total = 300;
  await Promise.all(
    Array.from({ length: 20 }, async (_, w) => {
      for (let i = w; i < total; i += 20) {
        if (
          (
            await posts[i % 2](
              { name: `Scale ${i}`, email: `scale-${i}@example.com` },
              { address: `10.3.${i >> 8}.${i & 255}` },
            )
          ).stored
        )
          stored++;
      }
    }),
  );
  // The rate limit is shared: five answers from one address, alternating instances, then a refusal.
  const limitAnswers = [];
  for (let i = 0; i < 6; i++)
    limitAnswers.push(
      await posts[i % 2](
        { name: 'Limit', email: `limit-${i}@example.com` },
        { address: '203.0.113.50' },
      ),
    );
  await waitForDrain(a.url, 60_000);
  const rows = await admin.query(`select count(*)::int n from ${schema}.contact_submissions`);
  const outbox = await admin.query(
    `select status, count(*)::int n from ${schema}.outbox group by status`,
  );
  a.kill();
  b.kill();
  await new Promise((r) => setTimeout(r, 1000));
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
  await cio.down();
  return {
    instances: 2,
    submissionsStored: stored,
    rows: rows.rows[0].n,
    outbox: Object.fromEntries(outbox.rows.map((o) => [o.status, o.n])),
    events: cio.stats(),
    sharedRateLimit: {
      limit: 5,
      answers: limitAnswers.map((r) => (r.stored ? 'stored' : r.limited ? 'limited' : 'error')),
    },
  };
}

async function shutdown() {
  // Customer.io answers slowly (3 s a call), so a delivery is in progress when SIGTERM arrives.
  const cio = await customerIoStandIn(4604, { delayMs: 3000 });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'shutdown-')), 'site.db');
  const server = start(3924, { ...baseEnv(cio.url), SQLITE_PATH: file });
  await server.ready;
  const post = await contactPoster(server.url);
  const answer = await post(
    { name: 'Shutdown', email: 'shutdown@example.com' },
    { address: '10.4.0.1' },
  );
  while (cio.received() === 0) await new Promise((r) => setTimeout(r, 50));
  const signalled = Date.now();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.child.on('exit', resolve));
  const exitedAfterMs = Date.now() - signalled;
  const db = new Database(file, { readonly: true });
  const items = db.prepare('select status, attempts from outbox').all();
  db.close();
  await cio.down();
  return {
    submissionStored: answer.stored,
    deliveryInProgressAtSigterm: true,
    exitedAfterMs,
    outbox: items,
    events: cio.stats(),
  };
}

/**
 * 500 contact-form submissions sent at the same moment (server-action calls, as the browser sends
 * them), each given 60 s, while a static page is fetched over and over: once with the submission
 * cap as shipped and once with it out of the way (a cap above the burst), in the same run.
 */
async function burst() {
  const total = Number(process.env.BURST_SUBMISSIONS ?? 500);
  const timeoutMs = 60_000;
  const run = async (label, port, cap) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'burst-')), 'site.db');
    const server = start(port, {
      ...baseEnv('http://127.0.0.1:9'),
      OUTBOX_DISPATCHER: 'off',
      SQLITE_PATH: file,
      ...(cap ? { MAX_CONCURRENT_SUBMISSIONS: String(cap) } : {}),
    });
    await server.ready;
    // Every call encoded before the burst, so the client only has to send them.
    const calls = await Promise.all(
      Array.from({ length: total }, (_, i) =>
        actionRequest(
          server.url,
          'sendContactMessage',
          '/contact',
          {
            name: `Burst ${i}`,
            email: `burst-${i}@example.com`,
            subject: 'general',
            message: 'Burst check',
          },
          { address: `10.5.${i >> 8}.${i & 255}` },
        ),
      ),
    );
    let pageErrors = 0;
    const page = async () => {
      const t = performance.now();
      try {
        const res = await fetch(`${server.url}/pricing`);
        await res.arrayBuffer();
        if (!res.ok) pageErrors++;
      } catch {
        pageErrors++;
      }
      return performance.now() - t;
    };
    // The static page before the burst, for comparison.
    const quiet = [];
    for (let i = 0; i < 50; i++) quiet.push(await page());

    let bursting = true;
    const during = [];
    const prober = (async () => {
      while (bursting) during.push(await page());
    })();
    const started = performance.now();
    const answers = await Promise.all(
      calls.map(async (call) => {
        const t = performance.now();
        const { status } = await sendRaw(call, timeoutMs);
        return { status, ms: performance.now() - t };
      }),
    );
    const burstSeconds = (performance.now() - started) / 1000;
    bursting = false;
    await prober;
    server.kill();
    const db = new Database(file, { readonly: true });
    const stored = db.prepare('select count(*) n from contact_submissions').get().n;
    db.close();
    const of = (status) => answers.filter((a) => a.status === status);
    return {
      label,
      cap: cap ?? 'default (16)',
      submissions: total,
      stored,
      answeredStored: of(200).length,
      answeredBusy503: of(503).length,
      timedOut: of('timeout').length,
      otherAnswers: answers.filter((a) => ![200, 503, 'timeout'].includes(a.status)).length,
      arrivalNote: 'each call on its own connection, all sent at once (node:http)',
      ...answerTimes(answers.map((a) => a.ms)),
      burstSeconds: Number(burstSeconds.toFixed(1)),
      staticPage: {
        quietP50ms: percentile(quiet, 50),
        quietP99ms: percentile(quiet, 99),
        duringBurstRequests: during.length,
        duringBurstP50ms: percentile(during, 50),
        duringBurstP99ms: percentile(during, 99),
        failed: pageErrors,
      },
    };
  };
  return {
    withCap: await run('cap as shipped', 3925, undefined),
    withoutCap: await run('cap out of the way', 3926, total * 2),
  };
}

/**
 * Twenty form posts from 127.0.0.2, each announcing a 60,000-byte body and sending one byte of it
 * every 2 s (each gives up after 40 s), while another visitor, 127.0.0.3, sends the contact form
 * (a server-action call) once a second for 36 s: once with the request gate's rules as shipped and once
 * with them out of the way (a body may take 300 s, Node's former request timeout, and one address
 * may hold every place: a share of 20, above the instance's 16), in the same run. The servers
 * trust the connection's address (TRUSTED_PROXY_HOPS=0). Ports: SLOW_BENCH_PORT (3927) and the
 * next one.
 */
async function slowSubmissions() {
  const trickling = 20;
  const visitorSeconds = 36;
  const firstPort = Number(process.env.SLOW_BENCH_PORT ?? 3927);
  const run = async (label, port, env) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'slow-')), 'site.db');
    const server = start(port, {
      ...baseEnv('http://127.0.0.1:9'),
      OUTBOX_DISPATCHER: 'off',
      SQLITE_PATH: file,
      TRUSTED_PROXY_HOPS: '0',
      ...env,
    });
    await server.ready;
    const started = performance.now();
    const trickles = Array.from({ length: trickling }, () =>
      tricklePost(`${server.url}/contact`, { localAddress: '127.0.0.2' }),
    );
    const visitor = [];
    for (let i = 0; i < visitorSeconds; i++) {
      const due = started + (i + 1) * 1000;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      const call = await actionRequest(server.url, 'sendContactMessage', '/contact', {
        name: `Visitor ${i}`,
        email: `visitor-${i}@example.com`,
        subject: 'general',
        message: 'Sent during a trickle',
      });
      const t = performance.now();
      const { status, text } = await sendRaw(call, 10_000, { localAddress: '127.0.0.3' });
      visitor.push({
        status,
        stored: status === 200 && text.includes('"status":"success"'),
        ms: performance.now() - t,
      });
    }
    const slow = await Promise.all(trickles);
    server.kill();
    const db = new Database(file, { readonly: true });
    const stored = db.prepare('select count(*) n from contact_submissions').get().n;
    db.close();
    const count = (items, key) =>
      Object.fromEntries(
        [...new Set(items.map(key))].map((k) => [k, items.filter((x) => key(x) === k).length]),
      );
    const answered = slow.filter((s) => s.status !== undefined);
    return {
      label,
      settings: env,
      tricklingPosts: {
        from: '127.0.0.2',
        posts: trickling,
        answers: count(answered, (s) => s.status),
        // "gave up": still open when the client stopped, 40 s after sending its headers.
        closedWithoutAnswer: count(
          slow.filter((s) => s.closed !== undefined),
          (s) => s.closed,
        ),
        lastAnsweredOrClosedByServerAfterMs: Math.max(
          ...slow.filter((s) => s.closed !== 'gave up').map((s) => s.ms),
          0,
        ),
        answerP50ms: percentile(
          answered.map((s) => s.ms),
          50,
        ),
      },
      visitor: {
        from: '127.0.0.3',
        submissions: visitor.length,
        answeredStored: visitor.filter((v) => v.stored).length,
        answers: count(visitor, (v) => v.status),
        ...answerTimes(visitor.map((v) => v.ms)),
      },
      rowsStored: stored,
    };
  };
  return {
    withRules: await run('rules as shipped', firstPort, {}),
    withoutRules: await run('rules out of the way', firstPort + 1, {
      SUBMISSION_BODY_SECONDS: '300',
      MAX_SUBMISSIONS_PER_ADDRESS: String(trickling),
    }),
  };
}

/** Resident memory of a process now and at its peak (MB), from /proc (Linux). */
function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/**
 * 300 MB chunked POSTs to the Customer.io webhook, sent as fast as the server takes them: one
 * unsigned, one with well-formed signature headers (its signature checked only once the body is
 * read), four and sixteen unsigned at once; and, as the control, 300 MB posted to /api/health, a route that
 * reads no body (Next.js answers 405 and Node discards the body). Each on a fresh server, warmed by
 * a small request to the same route: the server process's peak resident memory over its resident
 * memory before (from /proc).
 */
async function hostileBody() {
  const port = Number(process.env.HOSTILE_BODY_PORT ?? 3929);
  const signed = () => ({
    'X-CIO-Timestamp': String(Math.floor(Date.now() / 1000)),
    'X-CIO-Signature': 'ab'.repeat(32),
  });
  const json = { 'Content-Type': 'application/json' };
  const measure = async (label, route, posts) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hostile-body-')), 'site.db');
    const server = start(port, {
      ...baseEnv('http://127.0.0.1:9'),
      OUTBOX_DISPATCHER: 'off',
      SQLITE_PATH: file,
      CUSTOMERIO_WEBHOOK_SIGNING_KEY: 'resilience-signing-key',
    });
    await server.ready;
    const url = `${server.url}${route}`;
    await (await fetch(url, { method: 'POST', body: '{}' })).arrayBuffer();
    const before = memoryMb(server.child.pid);
    const answers = await Promise.all(
      posts.map((headers) => hugePost(url, { megabytes: 300, headers })),
    );
    const after = memoryMb(server.child.pid);
    server.kill();
    await new Promise((resolve) => server.child.on('exit', resolve));
    return {
      label,
      route,
      posts: posts.length,
      megabytesEach: 300,
      answers: answers.map((a) => a.status ?? a.closed),
      megabytesSentBeforeAnswer: answers.map((a) => a.sentMb),
      answeredAfterMs: answers.map((a) => a.ms),
      rssBeforeMb: before.rss,
      peakRssMb: after.peak,
      growthMb: after.peak - before.rss,
    };
  };
  const webhook = '/api/webhooks/customerio';
  return {
    budgetGrowthMb: 64,
    results: [
      await measure('unsigned', webhook, [json]),
      await measure('well-formed signature headers', webhook, [{ ...json, ...signed() }]),
      await measure('four unsigned at once', webhook, Array(4).fill(json)),
      await measure('sixteen unsigned at once', webhook, Array(16).fill(json)),
      // Next.js answers 405 at once and the client stops sending: the server's own cost.
      await measure('control: a route that reads no body', '/api/health', [json]),
    ],
  };
}

/**
 * A rolling restart behind nginx (deploy/nginx.conf) under load: two instances and a worker on one
 * PostgreSQL schema; eight clients send, through nginx and without pause, a sign-up (a server-action
 * call), a health check and a page in turn, while each instance in turn is stopped, started again,
 * and answers through nginx again (after nginx's fail_timeout, 5 s) before the next is stopped. Every answer counts: a sign-up
 * must be stored, a health check and a page answered 200. Done twice in one run: stopping each
 * instance with SIGTERM (as shipped: it drains) and, as the control, with SIGKILL (a crash).
 * Ports: ROLLING_PORT (3930) and the next three.
 */
async function rolling() {
  if (!pgUrl) return { skipped: 'no PostgreSQL URL (BENCH_DATABASE_URL or TEST_DATABASE_URL)' };
  const firstPort = Number(process.env.ROLLING_PORT ?? 3930);
  const ids = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')).node;
  const signUpId = Object.keys(ids).find((id) => ids[id].exportedName === 'subscribeToNewsletter');
  const run = async (label, signal) => {
    const schema = `rolling_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const u = new URL(pgUrl);
    u.searchParams.set('options', `-c search_path=${schema}`);
    const cio = await customerIoStandIn(firstPort + 3);
    const env = {
      ...baseEnv(cio.url),
      DATABASE_URL: u.toString(),
      OUTBOX_DISPATCHER: 'off',
      HOUSEKEEPING: 'off',
      // The eight clients, all behind nginx on 127.0.0.1, stand for many visitors.
      MAX_SUBMISSIONS_PER_ADDRESS: '16',
    };
    const ports = [firstPort, firstPort + 1];
    const instances = [];
    for (const port of ports) {
      const instance = start(port, env);
      await instance.ready;
      instances.push(instance);
    }
    const worker = spawn(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/worker.ts'],
      {
        env: { ...process.env, ...env, OUTBOX_DISPATCHER: 'on', HOUSEKEEPING: 'on' },
        stdio: 'ignore',
      },
    );
    const nginx = await startNginx({ port: firstPort + 2, instances: ports });
    const base = nginx.url;

    let loading = true;
    let sent = 0;
    const failures = [];
    const answers = { signUp: 0, health: 0, page: 0 };
    const client = async (c) => {
      for (let i = 0; loading; i++) {
        const kind = ['signUp', 'health', 'page'][i % 3];
        sent++;
        try {
          if (kind === 'signUp') {
            const form = new FormData();
            form.append('_1_email', `rolling-${c}-${i}@example.com`);
            form.append('_1_locale', 'en');
            form.append('_1_website', '');
            form.append('0', '[{"status":"idle"},"$K1"]');
            const res = await fetch(`${base}/articles`, {
              method: 'POST',
              headers: { Origin: base, 'Next-Action': signUpId, Accept: 'text/x-component' },
              body: form,
            });
            const text = await res.text();
            if (res.status !== 200 || !text.includes('1:{"status":"success"'))
              throw new Error(`sign-up answered ${res.status}`);
          } else {
            const res = await fetch(`${base}${kind === 'health' ? '/api/health' : '/es/pricing'}`);
            await res.arrayBuffer();
            if (res.status !== 200) throw new Error(`${kind} answered ${res.status}`);
          }
          answers[kind]++;
        } catch (error) {
          failures.push({ kind, at: Date.now(), error: error.cause?.code ?? error.message });
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, c) => client(c));
    const pause = (ms) => new Promise((r) => setTimeout(r, ms));
    const steps = [];
    const began = Date.now();
    await pause(2000);
    for (const [n, port] of ports.entries()) {
      const stopping = Date.now();
      instances[n].kill(signal);
      await new Promise((resolve) => instances[n].child.on('exit', resolve));
      const stoppedMs = Date.now() - stopping;
      instances[n] = start(port, env);
      await instances[n].ready;
      // Counted once the old process is gone: the requests it finished while stopping are not
      // the new one's.
      const answeredBefore = nginx.answeredBy(port);
      steps.push({ port, stoppedAfterMs: stoppedMs, backAfterMs: Date.now() - stopping });
      // nginx leaves out an instance that refused a connection for 5 s (fail_timeout): the next
      // one is stopped only once this one answers through nginx again.
      while (nginx.answeredBy(port) <= answeredBefore) await pause(250);
      steps[steps.length - 1].inRotationAfterMs = Date.now() - stopping;
    }
    loading = false;
    await Promise.all(clients);
    const seconds = (Date.now() - began) / 1000;
    await nginx.stop();
    worker.kill('SIGTERM');
    for (const instance of instances) instance.kill();
    await pause(1000);
    const stored = await admin.query(`select count(*)::int n from ${schema}.newsletter_signups`);
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    await cio.down();
    const byError = {};
    for (const f of failures)
      byError[`${f.kind}: ${f.error}`] = (byError[`${f.kind}: ${f.error}`] ?? 0) + 1;
    return {
      label,
      signal,
      seconds,
      requests: sent,
      answered: answers,
      failedAnswers: failures.length,
      failures: byError,
      signUpsStored: stored.rows[0].n,
      restarts: steps,
    };
  };
  return {
    sigterm: await run('each instance stopped with SIGTERM (drains), as shipped', 'SIGTERM'),
    control: await run('each instance killed with SIGKILL (a crash), the control', 'SIGKILL'),
  };
}

/** The median and the 99th percentile of answer times (ms), under the names the report uses. */
function answerTimes(ms) {
  return { answerP50ms: percentile(ms, 50), answerP99ms: percentile(ms, 99) };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const v = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return Number(v.toFixed(1));
}

const results = { machine: machine() };
if (which === 'all' || which === 'crash') results.crash = await crash();
if (which === 'all' || which === 'outage') results.outage = await outage();
if (which === 'all' || which === 'scale-out') results.scaleOut = await scaleOut();
if (which === 'all' || which === 'shutdown') results.shutdown = await shutdown();
if (which === 'all' || which === 'burst') results.burst = await burst();
if (which === 'all' || which === 'slow') results.slow = await slowSubmissions();
if (which === 'all' || which === 'hostile-body') results.hostileBody = await hostileBody();
if (which === 'all' || which === 'rolling') results.rolling = await rolling();
console.log(JSON.stringify(results, null, 2));
record(
  `resilience-${which}`,
  results,
  `## Resilience: ${which} (\`npm run bench:resilience -- ${which}\`)

${results.machine.date}

\`\`\`json
${JSON.stringify(Object.fromEntries(Object.entries(results).filter(([k]) => k !== 'machine')), null, 2)}
\`\`\``,
);
process.exit(0);
