import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eEnv } from '../../scripts/e2e-env.mjs';

// Another release of the site, for the test of a release behind nginx: a copy of the project's
// sources with one change that reaches the browser (a comment in the text of the inline script
// every page carries first in <head>, src/components/layout/first-tap.tsx, so the HTML and the
// scripts of the pages differ), built as a host's build step builds it, with the previous
// release's hashed files copied in as the README's release step says.

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

export interface Release {
  dir: string;
  /** The new build's id (its .next/BUILD_ID). */
  id: string;
  /** A text every page of the new release carries and no page of the previous one. */
  mark: string;
}

/** Copies the project into a temporary folder, changes it, builds it; throws when the build fails. */
export function buildNextRelease(): Release {
  const dir = mkdtempSync(path.join(tmpdir(), 'invoxa-release-'));
  for (const entry of COPIED) cpSync(entry, path.join(dir, entry), { recursive: true });
  // Linked file by file (no space, two seconds): a symbolic link to the folder would lead the
  // bundler out of the project's root.
  const linked = spawnSync('cp', ['-al', 'node_modules', path.join(dir, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`node_modules not linked: ${linked.stderr}`);
  const mark = `/*release ${path.basename(dir)}*/`;
  const file = path.join(dir, CHANGED);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(SCRIPT_START)) throw new Error(`${CHANGED} no longer starts its script so`);
  writeFileSync(
    file,
    source.replace(SCRIPT_START, `'${mark}(function(){var t=window.__firstTaps=`),
  );
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    env: { ...process.env, ...e2eEnv },
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`the next release did not build:\n${build.stdout}${build.stderr}`);
  // The README's release step: the previous release's hashed files, none overwritten.
  cpSync('.next/static', path.join(dir, '.next/static'), {
    recursive: true,
    force: false,
    errorOnExist: false,
  });
  return { dir, id: readFileSync(path.join(dir, '.next/BUILD_ID'), 'utf8').trim(), mark };
}
