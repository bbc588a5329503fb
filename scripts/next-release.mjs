// Another release of the site, for the test of a release behind nginx (tests/e2e/nginx.spec.ts): a
// copy of the project's sources with one change that reaches the browser (a comment in the text of
// the inline script every page carries first in <head>, src/components/layout/first-tap.tsx, so
// the HTML and the scripts of the pages differ), built as a host's build step builds it, with the
// previous release's hashed files copied in as the README's release step says.
//
// `npm test` builds it beside the unit tests, once the production build is made
// (scripts/test.mjs), rather than in the middle of the end-to-end tests, where a build of the
// whole site took the CPU the other tests' browsers needed (docs/decisions/test-suite.md). The
// test uses that build when it was made from the current sources, and builds it otherwise.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIsCurrent, sourceHash } from './build-state.mjs';
import { e2eEnv } from './e2e-env.mjs';

/** What a build reads (scripts/build-state.mjs `INPUTS`) and what `npm start` runs. */
const COPIED = [
  'app',
  'src',
  'locales',
  'public',
  'scripts',
  'next.config.ts',
  'proxy.ts',
  'instrumentation.ts',
  'package.json',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];

const CHANGED = 'src/components/layout/first-tap.tsx';
const SCRIPT_START = "'(function(){var t=window.__firstTaps=";

/** The release's folder: one per state of the sources it is made from. */
const releaseDir = () => path.join(tmpdir(), `invoxa-release-${sourceHash().slice(0, 16)}`);

/**
 * The next release of the current sources: `{ dir, id, mark }` (its folder, its build id, a text
 * every page of it carries and no page of the current build). Built when there is none current;
 * throws when the build fails. Needs the current build (`npm run build`), whose hashed files it
 * takes in.
 */
export function nextRelease() {
  const dir = releaseDir();
  const mark = `/*release ${path.basename(dir)}*/`;
  if (!buildIsCurrent(dir)) build(dir, mark);
  return { dir, id: readFileSync(path.join(dir, '.next/BUILD_ID'), 'utf8').trim(), mark };
}

function build(dir, mark) {
  // Releases of earlier sources (a run that stopped before the nginx test removed its own).
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith('invoxa-release-'))
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  for (const entry of COPIED) cpSync(entry, path.join(dir, entry), { recursive: true });
  // Linked file by file (no space, two seconds): a symbolic link to the folder would lead the
  // bundler out of the project's root.
  const linked = spawnSync('cp', ['-al', 'node_modules', path.join(dir, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`node_modules not linked: ${linked.stderr}`);
  const file = path.join(dir, CHANGED);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(SCRIPT_START)) throw new Error(`${CHANGED} no longer starts its script so`);
  writeFileSync(
    file,
    source.replace(SCRIPT_START, `'${mark}(function(){var t=window.__firstTaps=`),
  );
  // Turbopack's cache of the current build: only what the change touches is compiled again
  // (48 → 32 s on an idle machine). The cache names files relative to the project's root.
  const cache = '.next/cache/turbopack';
  if (existsSync(cache)) {
    mkdirSync(path.join(dir, '.next/cache'), { recursive: true });
    cpSync(cache, path.join(dir, cache), { recursive: true });
  }
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    env: { ...process.env, ...e2eEnv },
    encoding: 'utf8',
  });
  if (built.status !== 0)
    throw new Error(`the next release did not build:\n${built.stdout}${built.stderr}`);
  // The README's release step: the previous release's hashed files, none overwritten.
  cpSync('.next/static', path.join(dir, '.next/static'), {
    recursive: true,
    force: false,
    errorOnExist: false,
  });
}
