#!/usr/bin/env node
// `npm run bench:resilience [-- crash|outage|scale-out|shutdown]`: fault tests against the production server,
// each printing its figures and recording them in bench/RESULTS.md. Needs a build (`npm run build`)
// and, for scale-out, PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { customerIoStandIn } from './customerio-stand-in.mjs';
import { contactPoster, machine, record, waitForDrain } from './lib.mjs';

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
});

function start(port, env) {
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    {
      env: { ...process.env, ...env },
      stdio: 'ignore',
      detached: true,
    },
  );
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

const results = { machine: machine() };
if (which === 'all' || which === 'crash') results.crash = await crash();
if (which === 'all' || which === 'outage') results.outage = await outage();
if (which === 'all' || which === 'scale-out') results.scaleOut = await scaleOut();
if (which === 'all' || which === 'shutdown') results.shutdown = await shutdown();
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
