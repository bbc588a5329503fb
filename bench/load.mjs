#!/usr/bin/env node
// `npm run bench:load`: autocannon against a static page (English, served through the unprefixed
// rewrite, and Spanish), the 404 page and each form's submission, on SQLite and on PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL). In the same run, interleaved round by round, the
// control (bench/control, a bare Next.js app on the same versions): for each site page, the control
// page whose HTML is closest in size; every figure is reported beside its ratio to the control.
// BENCH_REPEAT (3) rounds of BENCH_SECONDS (10) with BENCH_CONNECTIONS (50; 10 for submissions);
// BENCH_LOAD_PAGES_ONLY=1 skips the submissions. Needs a build (`npm run build`).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { CONTROL_MINIMAL, htmlBytes, sameSizeControlPage, startControl } from './control.mjs';
import { cpuMs, machine, record, startServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const PAGES_ONLY = process.env.BENCH_LOAD_PAGES_ONLY === '1';
const PORT = Number(process.env.BENCH_PORT ?? 3951);
const CONTROL_PORT = Number(process.env.BENCH_CONTROL_PORT ?? 3952);
const pgUrl = PAGES_ONLY
  ? undefined
  : (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);

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
/** One autocannon run of SECONDS. */
async function cannonOnce(url, pid, { connections = CONNECTIONS, form } = {}) {
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
  const cpuBefore = cpuMs(pid);
  const r = await autocannon(options);
  const cpuAfter = cpuMs(pid);
  return {
    requestsPerSecond: r.requests.average,
    cpuMsPerRequest:
      cpuBefore === null || !r.requests.total ? null : (cpuAfter - cpuBefore) / r.requests.total,
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    total: r.requests.total,
  };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** The run of median throughput, with every run's figure. */
function summarize(runs) {
  const byRps = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return { ...byRps[Math.floor(byRps.length / 2)], runs: runs.map((r) => r.requestsPerSecond) };
}

/**
 * Measures `targets` (each `{ target, url, control, options }`) in REPEAT interleaved rounds: in
 * each round every target runs once, directly followed or preceded (alternating) by its control.
 * The ratio is the median of the rounds' own ratios (site ÷ control of the same round).
 */
async function interleaved(targets) {
  const runs = targets.map(() => ({ site: [], control: [] }));
  for (let round = 0; round < REPEAT; round++) {
    for (const [i, t] of targets.entries()) {
      const order = round % 2 ? ['control', 'site'] : ['site', 'control'];
      for (const which of order) {
        const url = which === 'site' ? t.url : t.control.url;
        const pid = which === 'site' ? t.pid : control.pid;
        runs[i][which].push(await cannonOnce(url, pid, which === 'site' ? t.options : {}));
      }
      const last = runs[i];
      console.log(
        `round ${round + 1} ${t.target}: ${last.site.at(-1).requestsPerSecond} req/s, control ${t.control.label} ${last.control.at(-1).requestsPerSecond} req/s`,
      );
    }
  }
  return targets.map((t, i) => {
    const site = summarize(runs[i].site);
    const control = summarize(runs[i].control);
    const ratios = runs[i].site.map(
      (r, k) => r.requestsPerSecond / runs[i].control[k].requestsPerSecond,
    );
    // The control's CPU time per request ÷ the site's: the throughput ratio on a core of its own.
    const cpuRatios = runs[i].site.map(
      (r, k) => runs[i].control[k].cpuMsPerRequest / r.cpuMsPerRequest,
    );
    const cpu = (list) => Number(median(list.map((r) => r.cpuMsPerRequest)).toFixed(2));
    return {
      target: t.target,
      bytes: t.bytes,
      ...site,
      control: { page: t.control.label, bytes: t.control.bytes, ...control },
      ratioToControl: Number(median(ratios).toFixed(2)),
      roundRatios: ratios.map((r) => Number(r.toFixed(2))),
      cpuMsPerRequest: cpu(runs[i].site),
      controlCpuMsPerRequest: cpu(runs[i].control),
      cpuRatioToControl: Number(median(cpuRatios).toFixed(2)),
    };
  });
}

const control = await startControl({ port: CONTROL_PORT });
const rows = [];
const schemas = [];
try {
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
      port: PORT,
      env: { ...env, RATE_LIMIT_MAX: '100000000', OUTBOX_DISPATCHER: 'off' },
    });
    try {
      const minimal = {
        label: CONTROL_MINIMAL,
        url: `${control.url}${CONTROL_MINIMAL}`,
        bytes: await htmlBytes(`${control.url}${CONTROL_MINIMAL}`),
      };
      const targets = [];
      if (database === 'sqlite') {
        for (const [target, p] of [
          ['static page: /pricing (English, via the rewrite)', '/pricing'],
          ['static page: /es/pricing (Spanish)', '/es/pricing'],
          ['404 page: /no-such-page (fallback rewrite)', '/no-such-page'],
        ]) {
          const bytes = await htmlBytes(`${server.url}${p}`);
          const same = await sameSizeControlPage(control.url, bytes);
          targets.push({
            target,
            url: `${server.url}${p}`,
            pid: server.pid,
            bytes,
            control: { label: same.path, url: `${control.url}${same.path}`, bytes: same.bytes },
          });
        }
      }
      if (!PAGES_ONLY) {
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
            throw new Error(
              `${name}: the benchmark's submission is refused: ${answer.slice(0, 300)}`,
            );
          targets.push({
            target: `${name} submission (${database})`,
            url,
            pid: server.pid,
            control: minimal,
            options: { connections: 10, form },
          });
        }
      }
      rows.push(...(await interleaved(targets)));
    } finally {
      await server.stop();
    }
  }
} finally {
  await control.stop();
}
if (schemas.length) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  for (const s of schemas) await c.query(`drop schema ${s} cascade`);
  await c.end();
}

const result = {
  machine: machine(),
  connections: CONNECTIONS,
  seconds: SECONDS,
  repeat: REPEAT,
  rows,
};
const kb = (n) => (n ? `${(n / 1024).toFixed(1)} KB` : '–');
record(
  'load',
  result,
  `## Throughput (\`npm run bench:load\`)

${result.machine.date} · ${result.machine.cpus} cores · autocannon on the same machine, ${CONNECTIONS} connections (10 for submissions) × ${SECONDS} s, ${REPEAT} rounds; no \`Accept-Encoding\` (as a CDN or nginx in front would fetch). **Control**: \`bench/control\`, a bare Next.js App Router app on the same Next and React, served beside the site and measured in the same rounds, interleaved (site then control, control then site, …): each static page and the 404 against the control page whose HTML is closest in size (the featured guide's text as plain server HTML), each submission against the control's minimal page. The ratio is the median of the rounds' ratios (site ÷ control in the same round); on a shared machine only the ratios mean something. **CPU ratio**: the control's CPU time per request ÷ the site's (server process, user + system, from /proc), median of the rounds: the throughput ratio each would reach on a core of its own, and much steadier than requests/s when other work shares the machine. Submissions are server-action calls as a browser with JavaScript sends them, each with a new email address.

| target | HTML | requests/s | p50 ms | p99 ms | control page (HTML) | control requests/s | **ratio to control** | each round's ratio | CPU ms/request | control CPU ms/request | **CPU ratio** | non-2xx | errors |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.target} | ${kb(r.bytes)} | ${r.requestsPerSecond} | ${r.p50ms} | ${r.p99ms} | ${r.control.page} (${kb(r.control.bytes)}) | ${r.control.requestsPerSecond} | **${r.ratioToControl}** | ${r.roundRatios.join(' / ')} | ${r.cpuMsPerRequest} | ${r.controlCpuMsPerRequest} | **${r.cpuRatioToControl}** | ${r.non2xx} | ${r.errors} |`).join('\n')}`,
);
console.table(
  rows.map((r) => ({
    target: r.target,
    rps: r.requestsPerSecond,
    control: r.control.requestsPerSecond,
    ratio: r.ratioToControl,
    rounds: r.roundRatios.join(' '),
    cpuRatio: r.cpuRatioToControl,
    non2xx: r.non2xx,
  })),
);
process.exit(0);
