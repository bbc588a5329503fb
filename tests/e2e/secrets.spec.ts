import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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
