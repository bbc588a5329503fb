#!/usr/bin/env node
// Summarizes a V8 CPU profile (`node --cpu-prof`): the functions with the most self time, and self
// time by package. Used to see where the server's time goes under load:
//
//   node --cpu-prof --cpu-prof-dir=/tmp/prof node_modules/next/dist/bin/next start -p 3309
//   (autocannon against it, then SIGINT)
//   node bench/cpu-profile-summary.mjs /tmp/prof/*.cpuprofile [top]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = [...self].filter(([id]) => byId.get(id).callFrame.functionName === '(idle)');
const idleUs = idle.reduce((a, [, t]) => a + t, 0);
const busy = total - idleUs;

const short = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/\.next\//, '.next/');
const pkg = (url) => {
  if (!url) return '(native/V8)';
  if (url.startsWith('node:')) return 'node core';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)(\/dist\/(?:compiled\/)?([^/]+))?/.exec(url);
  if (m) return m[3] && m[1] === 'next' ? `next/${m[3]}` : m[1];
  if (url.includes('/.next/')) return 'build output (.next)';
  return short(url);
};
const fns = new Map();
const pkgs = new Map();
for (const [id, t] of self) {
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  if (functionName === '(idle)') continue;
  const key = `${functionName || '(anonymous)'} ${short(url)}:${lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + t);
  pkgs.set(pkg(url), (pkgs.get(pkg(url)) ?? 0) + t);
}
const pct = (t) => `${((100 * t) / busy).toFixed(1)}%`;
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (not idle)`,
);
console.log('\nself time by package (share of busy time):');
for (const [k, t] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${pct(t).padStart(6)}  ${k}`);
console.log(`\ntop ${top} functions by self time:`);
for (const [k, t] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(t).padStart(6)}  ${k}`);
