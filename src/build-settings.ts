import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from './env';

/**
 * The settings baked into the pages at build time (canonical links and feeds, the app and
 * booking links, the translations fetched from the translation service and how often pages using
 * them regenerate). Everything else, secrets included, is read at run time and never needs a
 * rebuild. `npm start` (scripts/start.mjs) compares them with the build's record.
 */
export const BUILD_SETTINGS = [
  'SITE_URL',
  'APP_LOGIN_URL',
  'APP_SIGNUP_URL',
  'SCHEDULING_URL',
  'TMS_PROJECT_ID',
  'TMS_VERSION',
  'TMS_URL_TEMPLATE',
  'TMS_REFRESH_SECONDS',
] as const;

/** Secrets present while building, recorded only as a digest (the end-to-end secret scan checks it). */
export const SECRET_SETTINGS = [
  'CUSTOMERIO_SITE_ID',
  'CUSTOMERIO_API_KEY',
  'SMTP_URL',
  'SALES_WEBHOOK_URL',
  'TMS_API_KEY',
] as const;

/** The same digest as scripts/build-state.mjs `secretsDigest` (tests/unit/build-settings.test.ts). */
export function secretsDigest(source: Record<string, string | undefined>): string {
  const pairs = SECRET_SETTINGS.map((k) => [k, (source[k] ?? '').trim()]);
  return createHash('sha256').update(JSON.stringify(pairs)).digest('hex');
}

/** What a build is made with: the build settings' values (defaults applied) and the secrets' digest. */
export function buildRecord(source: Record<string, string | undefined>) {
  const parsed = parseEnv(Object.fromEntries(BUILD_SETTINGS.map((k) => [k, source[k]])));
  const settings = Object.fromEntries(BUILD_SETTINGS.map((k) => [k, String(parsed[k] ?? '')]));
  return { settings, secretsDigest: secretsDigest(source) };
}

/** Writes `<distDir>/build-settings.json` (next.config.ts, while `next build` runs). */
export function writeBuildRecord(distDir: string, source: Record<string, string | undefined>) {
  mkdirSync(distDir, { recursive: true });
  writeFileSync(
    path.join(distDir, 'build-settings.json'),
    `${JSON.stringify(buildRecord(source), null, 2)}\n`,
  );
}
