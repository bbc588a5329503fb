// `npm run bench:hostile`: hostile input at volume, over HTTP, against the production server.
// For each form, HOSTILE_REQUESTS (default 10,000) generated submissions — hostile and plausible
// field values, files where text is expected, missing and unknown fields, any locale — sent as a
// browser with JavaScript (server-action call) or without (form post) would, on SQLite and on
// PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL). Checks: no 5xx, every answer carries the
// form's state, the server stays up, every stored row is valid. Needs a build (`npm run build`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import pg from 'pg';
import { openDatabase } from '@/server/db';
import {
  actionIds,
  forms,
  postForm,
  type Envelope,
  type FormName,
} from '../tests/support/action-requests';
import {
  hostileForm,
  hostileLocale,
  invalidLeadRows,
  leadRowCounts,
} from '../tests/support/hostile-input';
import { machine, record, startServer } from './lib.mjs';

const PER_FORM = Number(process.env.HOSTILE_REQUESTS ?? 10_000);
const CONCURRENCY = 8;
const SEED = Number(process.env.HOSTILE_SEED ?? 20261122);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const request = fc.record({
  fields: hostileForm,
  locale: hostileLocale,
  envelope: fc.constantFrom<Envelope>('js', 'js', 'no-js'),
  pageLocale: fc.constantFrom<'en' | 'es'>('en', 'es'),
});

interface FormRun {
  database: string;
  form: FormName;
  requests: number;
  success: number;
  /** Successes of submissions with the honeypot filled in: answered as success, dropped on purpose. */
  honeypot: number;
  error: number;
  noState: number;
  serverErrors: number;
  networkFailures: number;
  statuses: Record<string, number>;
  examples: string[];
  seconds: number;
}

async function runForm(
  baseUrl: string,
  ids: Record<string, string>,
  database: string,
  form: FormName,
) {
  const samples = fc.sample(request, { numRuns: PER_FORM, seed: SEED });
  const run: FormRun = {
    database,
    form,
    requests: samples.length,
    success: 0,
    honeypot: 0,
    error: 0,
    noState: 0,
    serverErrors: 0,
    networkFailures: 0,
    statuses: {},
    examples: [],
    seconds: 0,
  };
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < samples.length) {
        const { fields, locale, envelope, pageLocale } = samples[next++]!;
        try {
          const answer = await postForm(
            baseUrl,
            ids,
            form,
            { ...fields, locale },
            { envelope, pageLocale },
          );
          run.statuses[answer.status] = (run.statuses[answer.status] ?? 0) + 1;
          if (answer.status >= 500) run.serverErrors++;
          if (answer.state) run[answer.state]++;
          else run.noState++;
          // The honeypot counts as filled in when it holds text or a file ("FILE").
          if (answer.state === 'success' && fields.website?.trim()) run.honeypot++;
          if ((answer.status >= 500 || !answer.state) && run.examples.length < 5)
            run.examples.push(
              `${envelope} ${answer.status}: ${JSON.stringify(fields).slice(0, 300)}`,
            );
        } catch (error) {
          run.networkFailures++;
          if (run.examples.length < 5) run.examples.push(`${envelope} network: ${String(error)}`);
        }
      }
    }),
  );
  run.seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  console.log(
    `${database} ${form}: ${run.requests} requests in ${run.seconds} s — ${run.success} answered success (${run.honeypot} of them honeypot drops), ${run.error} refused with a message, ${run.noState} without a state, ${run.serverErrors} 5xx, ${run.networkFailures} network failures`,
  );
  return run;
}

const runs: FormRun[] = [];
const databases: {
  database: string;
  rowsStored: number;
  successesToStore: number;
  invalidRows: string[];
  healthyAfter: boolean;
}[] = [];
for (const database of ['sqlite', ...(pgUrl ? ['postgres'] : [])]) {
  let env: Record<string, string>;
  let schema: string | undefined;
  if (database === 'postgres') {
    schema = `hostile_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const scoped = new URL(pgUrl!);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    env = { DATABASE_URL: scoped.toString() };
  } else {
    env = { SQLITE_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'hostile-')), 'site.db') };
  }
  const server = await startServer({
    port: 3970,
    env: { ...env, RATE_LIMIT_MAX: '100000000', OUTBOX_DISPATCHER: 'off', LOG_LEVEL: 'fatal' },
  });
  try {
    const ids = actionIds();
    for (const form of Object.keys(forms) as FormName[])
      runs.push(await runForm(server.url, ids, database, form));
    const health = await fetch(`${server.url}/api/health`);
    const handle = openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { sqlitePath: env.SQLITE_PATH },
    );
    const rowsStored = Object.values(await leadRowCounts(handle.db)).reduce((a, b) => a + b, 0);
    const invalidRows = await invalidLeadRows(handle.db);
    await handle.db.destroy();
    const successesToStore = runs
      .filter((r) => r.database === database)
      .reduce((n, r) => n + r.success - r.honeypot, 0);
    databases.push({
      database,
      rowsStored,
      successesToStore,
      invalidRows,
      healthyAfter: health.ok,
    });
    console.log(
      `${database}: ${rowsStored} rows stored for ${successesToStore} successes answered, ${invalidRows.length} invalid, server healthy after: ${health.ok}`,
    );
  } finally {
    await server.stop();
    if (schema) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  }
}

const result = {
  machine: machine(),
  perForm: PER_FORM,
  seed: SEED,
  concurrency: CONCURRENCY,
  runs,
  databases,
};
record(
  'hostile',
  result,
  `## Hostile input at volume (\`npm run bench:hostile\`)

${result.machine.date} · ${PER_FORM.toLocaleString('en-US')} generated requests per form and database (fast-check, seed ${SEED}), ${CONCURRENCY} at a time, two thirds as a server-action call (JavaScript), one third as a plain form post (no JavaScript), pages in both languages.

| database | form | requests | answered success | of which honeypot drops | refused with a message | no form state in the answer | 5xx | network failures | statuses | seconds |
|---|---|---|---|---|---|---|---|---|---|---|
${runs
  .map(
    (r) =>
      `| ${r.database} | ${r.form} | ${r.requests} | ${r.success} | ${r.honeypot} | ${r.error} | ${r.noState} | ${r.serverErrors} | ${r.networkFailures} | ${Object.entries(
        r.statuses,
      )
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')} | ${r.seconds} |`,
  )
  .join('\n')}

${databases.map((d) => `- ${d.database}: ${d.rowsStored} rows stored for ${d.successesToStore} successes answered (honeypot drops excluded), ${d.invalidRows.length} invalid; \`/api/health\` afterwards: ${d.healthyAfter ? 'ok' : '**failing**'}`).join('\n')}`,
);
const failed =
  runs.some((r) => r.serverErrors || r.networkFailures || r.noState) ||
  databases.some(
    (d) => d.invalidRows.length || !d.healthyAfter || d.rowsStored !== d.successesToStore,
  );
process.exit(failed ? 1 : 0);
