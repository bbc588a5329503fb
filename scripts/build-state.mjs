import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Inputs of `next build`: when their hash changes, the build is out of date. */
const INPUTS = [
  'app',
  'src',
  'locales',
  'public',
  'next.config.ts',
  'proxy.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];
const STAMP = path.join('.next', 'source-hash');

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
  // Build-time configuration baked into the pages, and the secrets the build must never embed
  // (a build made with other values is rebuilt, so the secret scan always checks the right one).
  for (const key of [
    'SITE_URL',
    'APP_LOGIN_URL',
    'APP_SIGNUP_URL',
    'SCHEDULING_URL',
    'TMS_PROJECT_ID',
    'CUSTOMERIO_SITE_ID',
    'CUSTOMERIO_API_KEY',
    'SMTP_URL',
    'SALES_WEBHOOK_URL',
  ]) {
    hash.update(`${key}=${process.env[key] ?? ''}`);
  }
  return hash.digest('hex');
}

export function buildIsCurrent(root = process.cwd()) {
  const stamp = path.join(root, STAMP);
  return (
    existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === sourceHash(root)
  );
}

export const STAMP_FILE = STAMP;
