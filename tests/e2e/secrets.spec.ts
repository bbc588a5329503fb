import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { secretsDigest } from '../../scripts/build-state.mjs';
import { e2eSecrets } from '../../scripts/e2e-env.mjs';
import { allPages } from './helpers';

const secretValues = Object.entries(e2eSecrets)
  .filter(([k]) => k !== 'SALES_NOTIFY_EMAIL')
  .flatMap(([, v]) => [v, ...(v.match(/e2e-[\w-]+/g) ?? [])]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

// Secrets are read at run time and are no build input, so the scan below is only meaningful on a
// build made while they were set: the build records a digest of the secrets it saw (npm test
// builds with the e2e secrets; the e2e server also runs with them, for the pages scan).
test('the build scanned here was made with the e2e secrets set', () => {
  const record = JSON.parse(readFileSync('.next/build-settings.json', 'utf8')) as {
    secretsDigest: string;
  };
  expect(
    record.secretsDigest,
    'build with the e2e settings (npm test does) before running the secret scan',
  ).toBe(secretsDigest(e2eSecrets));
});

test('no integration credential is in any file sent to browsers', () => {
  const staticFiles = files('.next/static');
  expect(staticFiles.length).toBeGreaterThan(10);
  for (const file of staticFiles) {
    const content = readFileSync(file, 'latin1');
    for (const secret of secretValues)
      expect(content.includes(secret), `${secret} in ${file}`).toBe(false);
  }
});

test('no integration credential is in any page', async ({ request }) => {
  for (const page of allPages) {
    const html = await (await request.get(page.url)).text();
    for (const secret of secretValues)
      expect(html.includes(secret), `${secret} in ${page.url}`).toBe(false);
  }
});
