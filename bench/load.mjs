#!/usr/bin/env node
// `npm run bench:load`: autocannon against a static page (English, served through the unprefixed
// rewrite, and Spanish), the 404 page and each form's submission, on SQLite and on PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL); in the same run, the same page's HTML from a plain
// Node static file handler as the reference. Median of BENCH_REPEAT (3) runs of BENCH_SECONDS (10)
// with BENCH_CONNECTIONS (50; 10 for submissions). Needs a build (`npm run build`).
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { machine, record, startServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** Server-action ids of the build, by exported name. */
const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8'));
const actionId = Object.fromEntries(
  Object.entries(manifest.node).map(([id, v]) => [v.exportedName, id]),
);

/** Valid fields of each form; `n` makes the email unique per request. */
const FORMS = {
  newsletter: {
    action: 'subscribeToNewsletter',
    page: '/articles',
    fields: (n) => ({ email: `load-${n}@example.com` }),
  },
  'contact-form': {
    action: 'sendContactMessage',
    page: '/contact',
    fields: (n) => ({
      name: 'Load Test',
      email: `load-${n}@example.com`,
      subject: 'general',
      message: 'Throughput measurement of the contact form.',
    }),
  },
  'live-chat': {
    action: 'sendChatMessage',
    page: '/contact',
    fields: (n) => ({
      name: 'Load Test',
      email: `load-${n}@example.com`,
      message: 'Is there a free plan?',
    }),
  },
  'sales-contact': {
    action: 'requestSalesContact',
    page: '/contact',
    fields: (n) => ({
      name: 'Load Test',
      email: `load-${n}@example.com`,
      confirmEmail: `load-${n}@example.com`,
      preferPhone: 'false',
    }),
  },
  'data-deletion': {
    action: 'requestDataDeletion',
    page: '/data-deletion',
    fields: (n) => ({
      email: `load-${n}@example.com`,
      confirmEmail: `load-${n}@example.com`,
      confirm: 'on',
    }),
  },
};

const BOUNDARY = '----invoxa-load';
/** A server-action call as the browser sends it: the form's entries under "_1_", the root last. */
function actionBody(fields) {
  const parts = Object.entries({ ...fields, locale: 'en' }).map(
    ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_1_${k}"\r\n\r\n${v}\r\n`,
  );
  parts.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n[{"status":"idle"},"$K1"]\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

const actionHeaders = (origin, form) => ({
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  origin,
  accept: 'text/x-component',
  'next-action': actionId[form.action],
});

let unique = 0;
async function cannon(url, { connections = CONNECTIONS, form } = {}) {
  const runs = [];
  for (let i = 0; i < REPEAT; i++) {
    const options = { url, connections, duration: SECONDS };
    if (form) {
      const { origin, pathname } = new URL(url);
      options.requests = [
        {
          method: 'POST',
          path: pathname,
          headers: actionHeaders(origin, form),
          setupRequest: (req) => ({
            ...req,
            body: actionBody(form.fields(`${Date.now()}-${unique++}`)),
          }),
        },
      ];
    }
    const r = await autocannon(options);
    runs.push({
      requestsPerSecond: r.requests.average,
      p50ms: r.latency.p50,
      p99ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      total: r.requests.total,
    });
  }
  const byRps = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return { ...byRps[Math.floor(byRps.length / 2)], runs: runs.map((r) => r.requestsPerSecond) };
}

// The reference: the same prerendered HTML, from a plain Node handler.
const html = readFileSync('.next/server/app/en/pricing.html');
const plain = createServer((_req, res) =>
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html),
);
await new Promise((r) => plain.listen(3950, '127.0.0.1', r));
const reference = await cannon('http://127.0.0.1:3950/pricing');
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
      for (const [target, p] of [
        ['next start: /pricing (static, English via rewrite)', '/pricing'],
        ['next start: /es/pricing (static, Spanish)', '/es/pricing'],
        ['next start: unknown path (404 page)', '/no-such-page'],
      ])
        rows.push({ target, ...(await cannon(`${server.url}${p}`)) });
    }
    for (const [name, form] of Object.entries(FORMS)) {
      // The body must be a valid submission: one request first, its answer checked.
      const url = `${server.url}${form.page}`;
      const check = await fetch(url, {
        method: 'POST',
        headers: actionHeaders(server.url, form),
        body: actionBody(form.fields(`check-${name}`)),
      });
      const answer = await check.text();
      if (!answer.includes('"status":"success"'))
        throw new Error(`${name}: the benchmark's submission is refused: ${answer.slice(0, 300)}`);
      rows.push({
        target: `${name} submission (${database})`,
        ...(await cannon(url, { connections: 10, form })),
      });
    }
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
const result = {
  machine: machine(),
  connections: CONNECTIONS,
  seconds: SECONDS,
  repeat: REPEAT,
  rows,
};
record(
  'load',
  result,
  `## Throughput (\`npm run bench:load\`)

${result.machine.date} · ${result.machine.cpus} cores · autocannon on the same machine, ${CONNECTIONS} connections (10 for submissions) × ${SECONDS} s, median of ${REPEAT} runs; no \`Accept-Encoding\` (as a CDN or nginx in front would fetch). Submissions are server-action calls as a browser with JavaScript sends them, each with a new email address.

| target | requests/s | p50 ms | p99 ms | ratio to plain Node | non-2xx | errors | each run |
|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.target} | ${r.requestsPerSecond} | ${r.p50ms} | ${r.p99ms} | ${r.ratioToReference} | ${r.non2xx} | ${r.errors} | ${r.runs.join(' / ')} |`).join('\n')}`,
);
console.table(rows.map(({ runs: _runs, ...r }) => r));
process.exit(0);
