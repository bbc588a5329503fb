#!/usr/bin/env node
// `npm run bench:pages`: Lighthouse 12, mobile with simulated throttling (its defaults), against the
// production build in Debian's Chromium. Every page of both languages once, plus the key pages five
// times each (median). Needs a build (`npm run build`).
//
// BENCH_PAGES_RUNS (default 5) sets the repeat count of the key pages; BENCH_PAGES_ONLY=/pricing,/es
// limits the run to those paths (the results are then not recorded).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machine, record, sitePaths, startServer } from './lib.mjs';

const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 5);
const ONLY = process.env.BENCH_PAGES_ONLY?.split(',').filter(Boolean);
const KEY_PAGES = [
  '/',
  '/articles',
  '/articles/cash-flow-management-in-business-101',
  '/contact',
  '/pricing',
];
const NOT_FOUND = ['/no-such-page', '/es/no-existe'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const server = await startServer({ port: 3960, env: { OUTBOX_DISPATCHER: 'off' } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});

/** Requests every responsive image variant a page references, so none is encoded during a run. */
async function warm(path) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const urls = new Set();
  for (const m of html.matchAll(/(?:imageSrcSet|srcSet)="([^"]+)"/gi))
    for (const candidate of m[1].split(','))
      urls.add(candidate.trim().split(/\s+/)[0].replace(/&amp;/g, '&'));
  await Promise.all(
    [...urls].map(async (u) => {
      const res = await fetch(new URL(u, server.url), {
        headers: { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
      });
      await res.arrayBuffer();
    }),
  );
}

/** One Lighthouse run: the four category scores (0–100) and the lab metrics. */
async function audit(path) {
  const { lhr } = await lighthouse(`${server.url}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    // Lighthouse refuses to audit a document answered with an error status; the 404 page's
    // status is the point, so it is audited anyway.
    ignoreStatusCode: NOT_FOUND.includes(path),
  });
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  // What kept a category below 100: the audits that count and did not pass.
  const failing = CATEGORIES.flatMap((c) =>
    lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${c}:${ref.id}`),
  );
  return {
    ...scores,
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(metric('speed-index')),
    failing,
    lighthouse: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : Number(((s[mid - 1] + s[mid]) / 2).toFixed(3));
};

const rows = [];
let sample;
try {
  const all = [...(await sitePaths(server.url)), ...NOT_FOUND];
  const paths = ONLY ?? all;
  for (const path of paths) await warm(path);
  const keys = new Set(KEY_PAGES.flatMap((p) => [p, p === '/' ? '/es' : `/es${p}`]));
  for (const path of paths) {
    const runs = [];
    const count = keys.has(path) ? RUNS : 1;
    for (let i = 0; i < count; i++) runs.push(await audit(path));
    sample ??= runs[0];
    const pick = (k) => median(runs.map((r) => r[k]));
    const row = {
      path,
      runs: count,
      ...Object.fromEntries(
        [...CATEGORIES, 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'].map((k) => [k, pick(k)]),
      ),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
      performanceRuns: runs.map((r) => r.performance),
    };
    rows.push(row);
    console.log(
      `${path} ×${count}: perf ${row.performance} (${row.performanceRuns.join(' ')}) a11y ${row.accessibility} bp ${row['best-practices']} seo ${row.seo} LCP ${row.lcpMs} TBT ${row.tbtMs} CLS ${row.cls}`,
    );
  }
  if (!ONLY) writeResults(sample);
} finally {
  chrome.kill();
  await server.stop();
}

function writeResults(sample) {
  const result = {
    machine: machine(),
    lighthouse: sample.lighthouse,
    browser: sample.userAgent,
    settings: 'mobile form factor, simulated throttling (Lighthouse defaults)',
    keyPageRuns: RUNS,
    pages: rows,
  };
  const count100 = (c) => rows.filter((r) => r[c] === 100).length;
  const keyRows = rows.filter((r) => r.runs > 1);
  record(
    'pages',
    result,
    `## Lighthouse (\`npm run bench:pages\`)

${result.machine.date} · Lighthouse ${result.lighthouse}, ${result.settings}, ${result.browser} · the server and the browser share the machine's ${result.machine.cpus} cores. Key pages: median of ${RUNS} runs; every other page: one run. The 404 pages are audited with \`ignoreStatusCode\` (they answer 404 on purpose).

Pages at 100: performance ${count100('performance')}/${rows.length}, accessibility ${count100('accessibility')}/${rows.length}, best practices ${count100('best-practices')}/${rows.length}, SEO ${count100('seo')}/${rows.length}. Median performance of the key pages: ${median(keyRows.map((r) => r.performance))}; lowest of all pages: ${Math.min(...rows.map((r) => r.performance))}.

| page | runs | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | perf of each run | audits below 1 |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.path} | ${r.runs} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.performanceRuns.join(' ')} | ${r.failing.join(', ')} |`).join('\n')}`,
  );
}
process.exit(0);
