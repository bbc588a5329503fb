#!/usr/bin/env node
// Why is a page's LCP where it is? One Lighthouse run (mobile, simulated throttling) of each URL
// given, printing the LCP element and phases, the observed (unthrottled) paint timings, every
// largest-contentful-paint candidate of the trace with its time, the requests that ended before
// the observed LCP (which Lantern's simulated LCP waits for), the render-blocking requests and the
// main-thread breakdown. BENCH_BLOCK (comma-separated URL patterns) blocks requests. With BENCH_TRACE_DIR set, the trace and devtools log are written there.
//
//   node bench/lcp-trace.mjs http://127.0.0.1:3305/ http://127.0.0.1:3306/
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: CHROME_FLAGS,
});
try {
  for (const url of process.argv.slice(2)) {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // BENCH_BLOCK=*.woff2,… : what the page would do without those requests.
      blockedUrlPatterns: process.env.BENCH_BLOCK?.split(',').filter(Boolean),
    });
    const a = lhr.audits;
    const m = a.metrics.details.items[0];
    const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
    const events = trace.traceEvents;
    const navStart = events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame,
    )?.ts;
    const rel = (ts) => Math.round((ts - navStart) / 1000);
    console.log(`\n=== ${url}`);
    console.log(
      `simulated: FCP ${Math.round(m.firstContentfulPaint)} LCP ${Math.round(m.largestContentfulPaint)} TBT ${Math.round(m.totalBlockingTime)} SI ${Math.round(m.speedIndex)} · main-thread ${Math.round(a['mainthread-work-breakdown'].numericValue)} ms · bootup ${Math.round(a['bootup-time'].numericValue)} ms · score ${Math.round(lhr.categories.performance.score * 100)}`,
    );
    console.log(
      `observed: first paint ${Math.round(m.observedFirstPaint)} FCP ${Math.round(m.observedFirstContentfulPaint)} LCP ${Math.round(m.observedLargestContentfulPaint)} DCL ${Math.round(m.observedDomContentLoaded)} load ${Math.round(m.observedLoad)}`,
    );
    const lcpEl = a['largest-contentful-paint-element'].details?.items ?? [];
    for (const item of lcpEl) {
      if (item.type === 'table')
        for (const row of item.items)
          console.log(
            `  ${row.node ? `element: ${row.node.nodeLabel} (${row.node.selector})` : `${row.phase}: ${Math.round(row.timing)} ms`}`,
          );
    }
    const lcpBreakdown = a['lcp-breakdown-insight']?.details?.items ?? [];
    for (const item of lcpBreakdown)
      if (item.type === 'table')
        for (const row of item.items)
          if (row.subpart || row.label)
            console.log(`  insight ${row.label ?? row.subpart}: ${Math.round(row.duration)} ms`);
    for (const e of events.filter((ev) => ev.name === 'largestContentfulPaint::Candidate'))
      console.log(
        `  candidate at ${rel(e.ts)} ms (observed): type ${e.args.data.type} size ${e.args.data.size} node ${e.args.data.nodeId} frame ${e.args.frame === trace.traceEvents.find((x) => x.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.frame ? 'main' : e.args.frame}`,
      );
    for (const e of events.filter((ev) => ev.name === 'firstContentfulPaint'))
      console.log(`  firstContentfulPaint at ${rel(e.ts)} ms (observed)`);
    // Lantern's LCP graph keeps every request (but low-priority images) that ended before the
    // observed LCP: these are what the simulated LCP waits for.
    // (network-requests times count from the first request, the metrics from navigation start:
    // the few ms between them are ignored here.)
    for (const r of a['network-requests'].details?.items ?? [])
      if (r.networkEndTime <= m.observedLargestContentfulPaint)
        console.log(
          `  before LCP: ${r.resourceType} ${r.priority} ${Math.round(r.transferSize / 1024)} KB ${r.url.replace(/^https?:\/\/[^/]+/, '')} (ended ${Math.round(r.networkEndTime)} ms)`,
        );
    const blocking = a['render-blocking-resources']?.details?.items ?? [];
    const blockingInsight = a['render-blocking-insight']?.details?.items ?? [];
    for (const r of [...blocking, ...blockingInsight])
      console.log(`  render-blocking: ${r.url} ${Math.round(r.wastedMs ?? r.totalBytes ?? 0)}`);
    console.log(
      `  main thread: ${(a['mainthread-work-breakdown'].details?.items ?? []).map((r) => `${r.groupLabel} ${Math.round(r.duration)}`).join(', ')}`,
    );
    console.log(
      `  bootup: ${(a['bootup-time'].details?.items ?? [])
        .slice(0, 5)
        .map((r) => `${r.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(r.total)}`)
        .join(', ')}`,
    );
    if (process.env.BENCH_TRACE_DIR) {
      mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
      const base = path.join(process.env.BENCH_TRACE_DIR, `${new URL(url).port}${name}`);
      writeFileSync(`${base}.trace.json`, JSON.stringify(trace));
      writeFileSync(`${base}.lhr.json`, JSON.stringify(lhr));
    }
  }
} finally {
  chrome.kill();
}
process.exit(0);
