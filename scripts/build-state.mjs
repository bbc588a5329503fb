import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Source inputs of `next build`: when their hash changes, the build is out of date. The settings
 * baked into the pages are recorded by the build itself in `.next/build-settings.json`
 * (src/build-settings.ts) and compared by `settingsConflicts`; runtime settings and secrets are
 * not build inputs.
 */
const INPUTS = [
  'app',
  'src',
  'locales',
  'public',
  'next.config.ts',
  'proxy.ts',
  'instrumentation.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];
const BUILD_ID = path.join('.next', 'BUILD_ID');
const COMPLETE = path.join('.next', 'build-complete');
const SETTINGS = path.join('.next', 'build-settings.json');

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

export function sourceHash(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * A complete build exists and was made from the current sources. `next build` names its build by
 * the hash of the sources as it starts (`generateBuildId` in next.config.ts) and writes that id
 * to .next/BUILD_ID before it prerenders the pages; `npm run build` then marks the build complete
 * (`markBuildComplete`), so a build that failed midway is never taken for a current one.
 */
export function buildIsCurrent(root = process.cwd()) {
  const id = path.join(root, BUILD_ID);
  const complete = path.join(root, COMPLETE);
  if (!existsSync(id) || !existsSync(complete)) return false;
  const buildId = readFileSync(id, 'utf8').trim();
  return readFileSync(complete, 'utf8').trim() === buildId && buildId === sourceHash(root);
}

/** The last step of `npm run build` (scripts/build-complete.mjs), once `next build` has succeeded. */
export function markBuildComplete(root = process.cwd()) {
  writeFileSync(path.join(root, COMPLETE), readFileSync(path.join(root, BUILD_ID), 'utf8'));
}

/**
 * What the existing build was made with (`{ settings, secretsDigest }`), or undefined when there
 * is no build or it was made before builds recorded it.
 */
export function buildRecord(root = process.cwd()) {
  const file = path.join(root, SETTINGS);
  if (!existsSync(path.join(root, BUILD_ID)) || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8'));
}

const normalize = (value) =>
  String(value ?? '')
    .trim()
    .replace(/\/+$/, '');

/** The build settings set in `env` with another value than the build's: `[{ key, built, given }]`. */
export function settingsConflicts(record, env = process.env) {
  return Object.entries(record.settings)
    .filter(([key]) => normalize(env[key]) !== '')
    .filter(([key, built]) => normalize(env[key]) !== normalize(built))
    .map(([key, built]) => ({ key, built, given: env[key] }));
}

/** Gives the build settings not set in `env` the build's values (the server reads them too). */
export function adoptBuildSettings(record, env = process.env) {
  for (const [key, built] of Object.entries(record.settings)) {
    if (normalize(env[key]) === '' && built !== '') env[key] = built;
  }
}

/** The same digest as src/build-settings.ts `secretsDigest`. */
export const SECRET_SETTINGS = [
  'CUSTOMERIO_SITE_ID',
  'CUSTOMERIO_API_KEY',
  'SMTP_URL',
  'SALES_WEBHOOK_URL',
  'TMS_API_KEY',
];
export function secretsDigest(env = process.env) {
  const pairs = SECRET_SETTINGS.map((k) => [k, (env[k] ?? '').trim()]);
  return createHash('sha256').update(JSON.stringify(pairs)).digest('hex');
}

/** Where each server running from this build leaves its process id while it runs. */
const SERVERS = path.join('.next', 'servers');

/** Marks the build as in use by this process until it exits. */
export function markBuildInUse(root = process.cwd()) {
  const dir = path.join(root, SERVERS);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, String(process.pid));
  writeFileSync(file, new Date().toISOString());
  process.once('exit', () => rmSync(file, { force: true }));
}

/** Process ids of the servers still running from the build in `.next` (stale marks are removed). */
export function serversUsingBuild(root = process.cwd()) {
  const dir = path.join(root, SERVERS);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid !== process.pid)
    .filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch (error) {
        if (error.code === 'EPERM') return true; // alive, another user's
        rmSync(path.join(dir, String(pid)), { force: true });
        return false;
      }
    });
}
