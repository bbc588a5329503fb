// `npm run bench:delivery`: how long a lead waits for its delivery on PostgreSQL (BENCH_DATABASE_URL
// or TEST_DATABASE_URL): the time from the visitor's answer (the submission stored and answered)
// to the integration's request (a webhook stand-in receiving the sales notification), with the
// outbox dispatcher running in process at its default poll interval (OUTBOX_POLL_MS, 2 s), as
// `npm start` runs it. DELIVERY_SUBMISSIONS (default 30) sales contacts, one after another.
import pg from 'pg';
import { ulid } from 'ulid';
import { noAttribution } from '@/server/attribution';
import { salesContactLead } from '@/features/sales-contact/lead';
import { database } from '@/server/db';
import { startDispatcher, stopDispatcher } from '@/server/outbox';
import { startHttpStandIn } from '../tests/support/stand-ins';
import { machine, record } from './lib.mjs';

const SUBMISSIONS = Number(process.env.DELIVERY_SUBMISSIONS ?? 30);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!pgUrl) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL).');

const schema = `bench_${ulid().toLowerCase()}`;
const admin = new pg.Client({ connectionString: pgUrl });
await admin.connect();
await admin.query(`create schema ${schema}`);
const scoped = new URL(pgUrl);
scoped.searchParams.set('options', `-c search_path=${schema}`);
const hook = await startHttpStandIn();
Object.assign(process.env, {
  DATABASE_URL: scoped.toString(),
  SALES_WEBHOOK_URL: `${hook.url}/sales`,
  LOG_LEVEL: 'silent',
});

const waits: number[] = [];
try {
  const handle = await database();
  startDispatcher();
  for (let i = 0; i < SUBMISSIONS; i++) {
    const delivered = hook.requests.length + 1;
    // What a sales-contact submission stores once validated (its row and outbox items, in one
    // transaction); the visitor is answered as soon as this returns.
    const stored = await salesContactLead.store(
      handle,
      { name: 'Bench', email: `bench-${i}@example.com`, phone: null, preferPhone: false },
      { locale: 'en', t: (key) => key, attribution: noAttribution },
    );
    const answered = performance.now();
    if (!stored.ok) throw new Error(`submission ${i} not stored`);
    while (hook.requests.length < delivered) await new Promise((r) => setTimeout(r, 1));
    waits.push(performance.now() - answered);
    // Submissions arrive at any moment of the dispatcher's poll cycle.
    await new Promise((r) => setTimeout(r, Math.random() * 500));
  }
  await stopDispatcher();
  await handle.db.destroy();
} finally {
  await hook.close();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}

const sorted = [...waits].sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!);
const result = {
  machine: machine(),
  submissions: SUBMISSIONS,
  medianMs: at(0.5),
  p90Ms: at(0.9),
  maxMs: Math.round(sorted.at(-1)!),
  minMs: Math.round(sorted[0]!),
};
console.log(JSON.stringify(result));
if (process.env.BENCH_RECORD !== '0')
  record(
    'delivery',
    result,
    `## Delivery after the answer (\`npm run bench:delivery\`)

PostgreSQL, ${SUBMISSIONS} sales contacts one after another (0–500 ms apart), the dispatcher in
process at its default 2 s poll; time from the visitor's answer to the webhook's request
(${result.machine.date.slice(0, 10)}, ${result.machine.cpus} cores):

| median | p90 | max | min |
|---|---|---|---|
| ${result.medianMs} ms | ${result.p90Ms} ms | ${result.maxMs} ms | ${result.minMs} ms |`,
  );
