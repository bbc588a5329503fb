#!/usr/bin/env node
// `npm run bench:load`: requests per second and latency of a static page, the 404 page and a form
// submission, on SQLite and on PostgreSQL, with the same page served by a plain Node static file
// handler in the same run as the reference. Needs a build (`npx next build`).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { contactPoster, load, machine, record, startServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const get = (url) => async () => {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.status === 200 || res.status === 404;
};

// The reference: the same prerendered HTML, from a plain Node handler.
const html = readFileSync('.next/server/app/en/pricing.html');
const plain = createServer((_req, res) =>
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html),
);
await new Promise((r) => plain.listen(3950, '127.0.0.1', r));
const reference = await load({
  connections: CONNECTIONS,
  seconds: SECONDS,
  request: get('http://127.0.0.1:3950/pricing'),
});
plain.close();

const rows = [{ target: 'plain Node static handler: /pricing HTML', ...reference }];
const schemas = [];
for (const database of ['sqlite', ...(pgUrl ? ['postgres'] : [])]) {
  let env = { SQLITE_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'load-')), 'site.db') };
  if (database === 'postgres') {
    const schema = `load_${Date.now()}`;
    schemas.push(schema);
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    const u = new URL(pgUrl);
    u.searchParams.set('options', `-c search_path=${schema}`);
    env = { DATABASE_URL: u.toString() };
  }
  const server = await startServer({
    port: 3951,
    env: { ...env, RATE_LIMIT_MAX: '100000000', OUTBOX_DISPATCHER: 'off' },
  });
  try {
    if (database === 'sqlite') {
      rows.push({
        target: 'next start: /pricing (static)',
        ...(await load({
          connections: CONNECTIONS,
          seconds: SECONDS,
          request: get(`${server.url}/pricing`),
        })),
      });
      rows.push({
        target: 'next start: /es/pricing (static)',
        ...(await load({
          connections: CONNECTIONS,
          seconds: SECONDS,
          request: get(`${server.url}/es/pricing`),
        })),
      });
      rows.push({
        target: 'next start: unknown path (404)',
        ...(await load({
          connections: CONNECTIONS,
          seconds: SECONDS,
          request: get(`${server.url}/no-such-page`),
        })),
      });
    }
    const post = await contactPoster(server.url);
    rows.push({
      target: `contact form submission (${database})`,
      ...(await load({
        connections: 10,
        seconds: SECONDS,
        request: async (w, i) =>
          (await post({ name: 'Load', email: `load-${w}-${i}@example.com` })).stored,
      })),
    });
  } finally {
    await server.stop();
  }
}
if (schemas.length) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  for (const s of schemas) await c.query(`drop schema ${s} cascade`);
  await c.end();
}

for (const r of rows)
  r.ratioToReference = Number((r.requestsPerSecond / reference.requestsPerSecond).toFixed(2));
const result = { machine: machine(), connections: CONNECTIONS, seconds: SECONDS, rows };
record(
  'load',
  result,
  `## Throughput (\`npm run bench:load\`)

${result.machine.date} · ${result.machine.cpus} cores · Node fetch client on the same machine, ${CONNECTIONS} connections (10 for submissions) × ${SECONDS} s

| target | requests/s | p50 ms | p99 ms | ratio to plain Node | errors |
|---|---|---|---|---|---|
${rows.map((r) => `| ${r.target} | ${r.requestsPerSecond} | ${r.p50ms} | ${r.p99ms} | ${r.ratioToReference} | ${r.errors} |`).join('\n')}`,
);
console.table(rows);
process.exit(0);
