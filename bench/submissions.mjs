#!/usr/bin/env node
// `npm run bench:submissions`: contact-form submissions per second through the production server
// (a browser's no-JavaScript form POST: validate, store with its outbox item, render the answer),
// on SQLite and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL). Needs a build (`npm run build`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { contactPoster, load, machine, record, startServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const schemas = [];
async function freshPostgres(url) {
  const schema = `bench_${Date.now()}`;
  schemas.push(schema);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`create schema ${schema}`);
  await c.end();
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

async function run(name, env) {
  const server = await startServer({
    port: 3900,
    env: {
      RATE_LIMIT_MAX: '100000000',
      OUTBOX_DISPATCHER: 'off',
      CUSTOMERIO_SITE_ID: 'bench',
      CUSTOMERIO_API_KEY: 'bench',
      ...env,
    },
  });
  try {
    const post = await contactPoster(server.url);
    const request = async (worker, i) =>
      (
        await post({
          name: `Bench ${worker}`,
          email: `bench-${worker}-${i}@example.com`,
          textOptIn: 'on',
        })
      ).stored;
    if (!(await request(0, -1))) throw new Error('a test submission was not accepted');
    return {
      database: name,
      connections: CONNECTIONS,
      seconds: SECONDS,
      ...(await load({ connections: CONNECTIONS, seconds: SECONDS, request })),
    };
  } finally {
    await server.stop();
  }
}

const results = [
  await run('sqlite', {
    SQLITE_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'bench.db'),
  }),
];
if (pgUrl) results.push(await run('postgres', { DATABASE_URL: await freshPostgres(pgUrl) }));
else console.warn('No BENCH_DATABASE_URL/TEST_DATABASE_URL: PostgreSQL skipped.');

if (pgUrl && schemas.length) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  for (const s of schemas) await c.query(`drop schema ${s} cascade`);
  await c.end();
}

const result = { machine: machine(), results };
const rows = results
  .map(
    (r) =>
      `| ${r.database} | ${r.requestsPerSecond} | ${r.p50ms} | ${r.p99ms} | ${r.ok} | ${r.errors} |`,
  )
  .join('\n');
record(
  'submissions',
  result,
  `## Form submissions (\`npm run bench:submissions\`)

${result.machine.date} · Node ${result.machine.node} · ${result.machine.cpus} cores · ${CONNECTIONS} connections × ${SECONDS} s, contact form posted without JavaScript (validate, store row + outbox item in one transaction, render the answer page)

| database | submissions/s | p50 ms | p99 ms | stored | errors |
|---|---|---|---|---|---|
${rows}`,
);
console.table(results);
