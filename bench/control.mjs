// The control of the page and load benchmarks: bench/control/, a bare Next.js App Router app on the
// repository's own next, react and react-dom (no dependencies of its own). Every benchmark run
// builds it when needed, serves it beside the site and measures both in interleaved rounds, so a
// figure is read as a ratio to the control measured under the same machine load.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './lib.mjs';

export const CONTROL_DIR = path.resolve('bench/control');
const STAMP = path.join(CONTROL_DIR, '.next', 'bench-source-hash');

/** The control's sources and the versions it runs on: a new build when one of them changes. */
function sourceHash() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === '.next' || name === 'node_modules') continue;
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(file).update(readFileSync(file));
    }
  };
  walk(CONTROL_DIR);
  hash.update(readFileSync('locales/en-US/invoicingGuide.json'));
  for (const pkg of ['next', 'react', 'react-dom'])
    hash.update(JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, 'utf8')).version);
  return hash.digest('hex');
}

/** Builds bench/control with the repository's `next build` unless its build is current. */
export function ensureControlBuild() {
  const hash = sourceHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return;
  console.log('building the control (bench/control) …');
  execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build', CONTROL_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(STAMP, hash);
}

/** Builds (if needed) and starts the control; resolves once its page answers. */
export async function startControl({ port }) {
  ensureControlBuild();
  return startServer({ port, dir: CONTROL_DIR, ready: '/' });
}

/** The control's pages: the minimal page and the article pages of every size. */
export const CONTROL_MINIMAL = '/';
export const CONTROL_ARTICLE = '/article/full';
// Every 4 KB, as the control's `generateStaticParams` (bench/control/app/article/[size]/page.jsx).
const ARTICLE_SIZES = Array.from({ length: 32 }, (_, i) => `/article/${4 * (i + 1)}`);

const htmlBytes = async (url) => (await (await fetch(url)).arrayBuffer()).byteLength;

/** The control article page whose raw HTML is closest in size to `bytes`. */
export async function sameSizeControlPage(controlUrl, bytes) {
  let best;
  for (const p of ARTICLE_SIZES) {
    const size = await htmlBytes(`${controlUrl}${p}`);
    if (!best || Math.abs(size - bytes) < Math.abs(best.bytes - bytes))
      best = { path: p, bytes: size };
  }
  return best;
}

export { htmlBytes };
