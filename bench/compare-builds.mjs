#!/usr/bin/env node
// Two or more builds of a page side by side, with Lighthouse as `npm run bench:pages` runs it
// (mobile, simulated throttling, Debian's Chromium), in interleaved rounds so that the machine's
// load falls on every build alike. Start each build yourself (for example a clone of another
// commit: `npm run build && PORT=3963 npm start`) and the control (`bench/control`, started by
// `npm run bench:pages` or `startControl` of bench/control.mjs), then give their URLs:
//
//   BENCH_ROUNDS=4 node bench/compare-builds.mjs http://127.0.0.1:3961/ \
//     http://127.0.0.1:3963/invoice-generator http://127.0.0.1:3964/invoice-generator
//
// Prints each audit as it ends, then per URL the medians of performance, TBT and main-thread work,
// the main thread split as Lighthouse groups it, and the main thread as a ratio to the first URL's
// (the control). Nothing is recorded: the figures belong in the decision record that uses them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const urls = process.argv.slice(2);
if (urls.length < 2) {
  console.error('usage: node bench/compare-builds.mjs <control URL> <URL> [<URL>…]');
  process.exit(2);
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
const runs = new Map(urls.map((u) => [u, []]));
try {
  for (let round = 1; round <= ROUNDS; round++)
    for (const url of urls) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}`);
      const work = lhr.audits['mainthread-work-breakdown'];
      const run = {
        performance: Math.round(lhr.categories.performance.score * 100),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        mainThreadMs: Math.round(work.numericValue),
        groups: Object.fromEntries(work.details.items.map((i) => [i.group, i.duration])),
      };
      runs.get(url).push(run);
      console.log(
        `round ${round} ${url}: perf ${run.performance} TBT ${run.tbtMs} main thread ${run.mainThreadMs}`,
      );
    }
} finally {
  chrome.kill();
}

const control = median(runs.get(urls[0]).map((r) => r.mainThreadMs));
const rows = urls.map((url) => {
  const r = runs.get(url);
  const groups = [...new Set(r.flatMap((x) => Object.keys(x.groups)))];
  const mainThreadMs = median(r.map((x) => x.mainThreadMs));
  return {
    url,
    perf: median(r.map((x) => x.performance)),
    tbtMs: median(r.map((x) => x.tbtMs)),
    mainThreadMs,
    'main ×': Number((mainThreadMs / control).toFixed(2)),
    ...Object.fromEntries(
      groups.map((g) => [g, Math.round(median(r.map((x) => x.groups[g] ?? 0)))]),
    ),
  };
});
console.log(`\nmedians of ${ROUNDS} interleaved rounds; main × is the ratio to ${urls[0]}`);
console.table(rows);
