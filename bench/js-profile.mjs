#!/usr/bin/env node
// How much of a page load is JavaScript? Loads each URL given (BENCH_RUNS times, default 3, each
// in a new browser context: nothing cached) in Debian's Chromium with the CPU slowed 4× as
// Lighthouse's mobile preset does, records V8's sampling profiler from navigation until 1.5 s
// after the load event, and prints the JavaScript self time (mean of the runs) in all, by script
// and by function. Lighthouse's main-thread figure also counts parsing, style, layout and paint;
// this one counts only the time spent running scripts, so it tells the two apart.
//
//   node bench/js-profile.mjs http://127.0.0.1:3960/pricing http://127.0.0.1:3961/
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const NOT_SCRIPT = /^\((idle|program)\)$/;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

/** Self time (ms) per node id of one profile. */
function selfTimes(profile) {
  const times = new Map();
  profile.samples.forEach((id, i) =>
    times.set(id, (times.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  );
  return times;
}

async function profileLoad(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    return (await cdp.send('Profiler.stop')).profile;
  } finally {
    await context.close();
  }
}

const top = (totals, n) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `  ${(ms / RUNS).toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n');

try {
  for (const url of process.argv.slice(2)) {
    const byScript = new Map();
    const byFunction = new Map();
    for (let run = 0; run < RUNS; run++) {
      const profile = await profileLoad(url);
      const times = selfTimes(profile);
      for (const node of profile.nodes) {
        const ms = times.get(node.id);
        const { url: scriptUrl, functionName, lineNumber } = node.callFrame;
        if (!ms || NOT_SCRIPT.test(functionName)) continue;
        const script = scriptUrl ? new URL(scriptUrl).pathname : `(${functionName})`;
        byScript.set(script, (byScript.get(script) ?? 0) + ms);
        const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber}`;
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
      }
    }
    const total = [...byScript.values()].reduce((a, b) => a + b, 0) / RUNS;
    console.log(
      `\n=== ${url}\nJavaScript self time ${total.toFixed(0)} ms (CPU ${CPU_SLOWDOWN}× slower, mean of ${RUNS} loads)`,
    );
    console.log(`by script:\n${top(byScript, 12)}\nby function:\n${top(byFunction, 15)}`);
  }
} finally {
  await browser.close();
}
