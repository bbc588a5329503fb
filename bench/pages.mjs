#!/usr/bin/env node
// `npm run bench:pages`: Lighthouse 12, mobile with simulated throttling (its defaults), against the
// production build in Debian's Chromium, side by side with the control (bench/control, a bare
// Next.js app on the same versions) in the same run. The key pages (both languages) are audited in
// BENCH_PAGES_RUNS (5) interleaved rounds, each round also auditing the control's minimal page and
// its article page; every figure is reported beside the control's (median of the same rounds):
// LCP as the difference in ms, main-thread work as a ratio. Every other page is then audited once
// (BENCH_PAGES_ALL=0 skips them). Needs a build (`npm run build`).
//
// BENCH_PAGES_ONLY=/pricing,/es limits the run to those paths (the results are then not recorded).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { CONTROL_ARTICLE, CONTROL_MINIMAL, startControl } from './control.mjs';
import { machine, record, sitePaths, startServer } from './lib.mjs';

const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 5);
const ONLY = process.env.BENCH_PAGES_ONLY?.split(',').filter(Boolean);
const ALL = process.env.BENCH_PAGES_ALL !== '0';
const PORT = Number(process.env.BENCH_PORT ?? 3960);
const CONTROL_PORT = Number(process.env.BENCH_CONTROL_PORT ?? 3961);
const KEY_PAGES = [
  '/',
  '/articles',
  '/articles/cash-flow-management-in-business-101',
  '/contact',
  '/pricing',
];
const NOT_FOUND = ['/no-such-page', '/es/no-existe'];
const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'mainThreadMs',
  'ttfbMs',
  'renderDelayMs',
  'renderBlockingMs',
];

const control = await startControl({ port: CONTROL_PORT });
const server = await startServer({ port: PORT, env: { OUTBOX_DISPATCHER: 'off' } });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: CHROME_FLAGS,
});
// Interrupted: stop the browser and both servers (they run in their own process groups).
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    chrome.kill();
    await Promise.all([server.stop(), control.stop()]);
    process.exit(130);
  });

/** Requests every responsive image variant a page references, so none is encoded during a run. */
async function warm(url) {
  const html = await (await fetch(url)).text();
  const urls = new Set();
  for (const m of html.matchAll(/(?:imageSrcSet|srcSet)="([^"]+)"/gi))
    for (const candidate of m[1].split(','))
      urls.add(candidate.trim().split(/\s+/)[0].replace(/&amp;/g, '&'));
  await Promise.all(
    [...urls].map(async (u) => {
      const res = await fetch(new URL(u, url), {
        headers: { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
      });
      await res.arrayBuffer();
    }),
  );
}

/** One Lighthouse run: the four category scores (0–100), the lab metrics and the LCP's phases. */
async function audit(url, { notFound = false } = {}) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    // Lighthouse refuses to audit a document answered with an error status; the 404 page's
    // status is the point, so it is audited anyway.
    ignoreStatusCode: notFound,
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}`);
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
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const rows = lcpItems.flatMap((item) => (item.type === 'table' ? item.items : []));
  const phase = (name) => Math.round(rows.find((r) => r.phase === name)?.timing ?? 0);
  const element = rows.find((r) => r.node)?.node;
  return {
    ...scores,
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(metric('speed-index')),
    mainThreadMs: Math.round(metric('mainthread-work-breakdown')),
    ttfbMs: phase('TTFB'),
    renderDelayMs: phase('Render Delay'),
    renderBlockingMs: Math.round(
      lhr.audits['render-blocking-insight']?.metricSavings?.FCP ??
        metric('render-blocking-resources') ??
        0,
    ),
    lcpElement: element ? element.selector : '',
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

/** The control that a site page is compared with: the article for long texts, else the minimal page. */
const controlFor = (path) =>
  /\/(articles\/|privacy-policy|terms-of-service)/.test(path) ? CONTROL_ARTICLE : CONTROL_MINIMAL;

function summarize(label, runs) {
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    path: label,
    runs: runs.length,
    ...Object.fromEntries([...CATEGORIES, ...METRICS].map((k) => [k, pick(k)])),
    lcpElement: runs[0].lcpElement,
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    performanceRuns: runs.map((r) => r.performance),
  };
}

const siteRuns = new Map();
const controlRuns = new Map([
  [CONTROL_MINIMAL, []],
  [CONTROL_ARTICLE, []],
]);
let sample;
const log = (label, r) =>
  console.log(
    `${label}: perf ${r.performance} LCP ${r.lcpMs} (TTFB ${r.ttfbMs}, render delay ${r.renderDelayMs}) FCP ${r.fcpMs} TBT ${r.tbtMs} main thread ${r.mainThreadMs} CLS ${r.cls} a11y ${r.accessibility} bp ${r['best-practices']} seo ${r.seo}`,
  );
try {
  const all = [...(await sitePaths(server.url)), ...NOT_FOUND];
  const keys = KEY_PAGES.flatMap((p) => [p, p === '/' ? '/es' : `/es${p}`]);
  const keyPaths = ONLY ? keys.filter((p) => ONLY.includes(p)) : keys;
  const otherPaths = ONLY
    ? ONLY.filter((p) => !keys.includes(p))
    : ALL
      ? all.filter((p) => !keys.includes(p))
      : [];
  for (const path of [...keyPaths, ...otherPaths]) await warm(`${server.url}${path}`);
  // Interleaved rounds: the control's two pages and the key pages, the site's order rotated.
  for (let round = 0; round < RUNS; round++) {
    const rotated = keyPaths.map((_, i) => keyPaths[(i + round * 3) % keyPaths.length]);
    const half = Math.ceil(rotated.length / 2);
    const order = [
      { control: CONTROL_MINIMAL },
      ...rotated.slice(0, half).map((path) => ({ path })),
      { control: CONTROL_ARTICLE },
      ...rotated.slice(half).map((path) => ({ path })),
    ];
    for (const step of order) {
      if (step.control) {
        const r = await audit(`${control.url}${step.control}`);
        controlRuns.get(step.control).push(r);
        log(`round ${round + 1} control ${step.control}`, r);
      } else {
        const r = await audit(`${server.url}${step.path}`);
        sample ??= r;
        if (!siteRuns.has(step.path)) siteRuns.set(step.path, []);
        siteRuns.get(step.path).push(r);
        log(`round ${round + 1} ${step.path}`, r);
      }
    }
  }
  for (const path of otherPaths) {
    const r = await audit(`${server.url}${path}`, { notFound: NOT_FOUND.includes(path) });
    sample ??= r;
    siteRuns.set(path, [r]);
    log(path, r);
  }
  const controls = Object.fromEntries(
    [...controlRuns].filter(([, runs]) => runs.length).map(([p, runs]) => [p, summarize(p, runs)]),
  );
  const rows = [...siteRuns].map(([path, runs]) => {
    const row = summarize(path, runs);
    const c = controls[controlFor(path)];
    return {
      ...row,
      control: c.path,
      lcpBehindControlMs: row.lcpMs - c.lcpMs,
      lcpRatio: Number((row.lcpMs / c.lcpMs).toFixed(2)),
      mainThreadRatio: Number((row.mainThreadMs / c.mainThreadMs).toFixed(2)),
      tbtBehindControlMs: row.tbtMs - c.tbtMs,
    };
  });
  console.table(
    rows.map((r) => ({
      page: r.path,
      perf: r.performance,
      lcp: r.lcpMs,
      'lcp Δ': r.lcpBehindControlMs,
      'main ×': r.mainThreadRatio,
      tbt: r.tbtMs,
      cls: r.cls,
    })),
  );
  if (!ONLY) writeResults(sample, controls, rows);
} finally {
  chrome.kill();
  await server.stop();
  await control.stop();
}

function writeResults(sample, controls, rows) {
  const result = {
    machine: machine(),
    lighthouse: sample.lighthouse,
    browser: sample.userAgent,
    settings: 'mobile form factor, simulated throttling (Lighthouse defaults)',
    keyPageRuns: RUNS,
    controls,
    pages: rows,
  };
  const count100 = (c) => rows.filter((r) => r[c] === 100).length;
  const keyRows = rows.filter((r) => r.runs > 1);
  const within = (r) => r.lcpBehindControlMs <= 200 && r.mainThreadRatio <= 1.2;
  record(
    'pages',
    result,
    `## Lighthouse (\`npm run bench:pages\`)

${result.machine.date} · Lighthouse ${result.lighthouse}, ${result.settings}, ${result.browser} · the servers and the browser share the machine's ${result.machine.cpus} cores. **Control**: \`bench/control\`, a bare Next.js App Router app on the same Next and React (\`${CONTROL_MINIMAL}\`: one paragraph and one small client component; \`${CONTROL_ARTICLE}\`: the featured guide's text as plain server HTML), audited in the same ${RUNS} interleaved rounds as the key pages (both languages); figures are medians of the rounds. Long texts (articles, legal pages) are compared with the control's article, every other page with its minimal page. Every other page: one run, compared with the same control medians. The 404 pages are audited with \`ignoreStatusCode\` (they answer 404 on purpose). On a shared machine absolute times are noise; read the differences and ratios.

Controls: ${Object.values(controls)
      .map(
        (c) =>
          `\`${c.path}\` perf ${c.performance} (${c.performanceRuns.join(' ')}), FCP ${c.fcpMs} ms, LCP ${c.lcpMs} ms (TTFB ${c.ttfbMs}, render delay ${c.renderDelayMs}), TBT ${c.tbtMs} ms, main-thread work ${c.mainThreadMs} ms`,
      )
      .join('; ')}.

Pages at 100: performance ${count100('performance')}/${rows.length}, accessibility ${count100('accessibility')}/${rows.length}, best practices ${count100('best-practices')}/${rows.length}, SEO ${count100('seo')}/${rows.length}. Median performance of the key pages: ${median(keyRows.map((r) => r.performance))}; lowest of all pages: ${Math.min(...rows.map((r) => r.performance))}. Key pages with LCP at most 200 ms behind the control and main-thread work at most 1.2× the control's: ${keyRows.filter(within).length}/${keyRows.length}.

| page | runs | perf | LCP ms | LCP − control ms | TTFB ms | render delay ms | FCP ms | render-blocking ms | TBT ms | main-thread ms | main-thread ÷ control | CLS | a11y | best pr. | SEO | perf of each run | LCP element | audits below 1 |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.path} | ${r.runs} | ${r.performance} | ${r.lcpMs} | ${r.lcpBehindControlMs} (${r.control}) | ${r.ttfbMs} | ${r.renderDelayMs} | ${r.fcpMs} | ${r.renderBlockingMs} | ${r.tbtMs} | ${r.mainThreadMs} | ${r.mainThreadRatio} | ${r.cls} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.performanceRuns.join(' ')} | \`${r.lcpElement}\` | ${r.failing.join(', ')} |`).join('\n')}`,
  );
}
process.exit(0);
