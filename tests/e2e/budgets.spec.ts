import { expect, test } from '@playwright/test';
import { budgetFor, pageBytes } from '../../bench/page-bytes.mjs';
import { allPages } from './helpers';

// The byte budgets (docs/decisions/performance.md): they do not depend on the machine's speed, so they are a test.
test('every page stays within its JavaScript, CSS and HTML budgets (gzip)', async ({ baseURL }) => {
  const cache = new Map();
  const over: string[] = [];
  for (const page of [...allPages.map((p) => p.url), '/no-such-page']) {
    const bytes = await pageBytes(baseURL!, page, cache);
    const budget = budgetFor(page);
    for (const kind of ['js', 'css', 'html'] as const) {
      if (bytes[kind] > budget[kind])
        over.push(`${page}: ${kind} ${bytes[kind]} B > ${budget[kind]} B`);
    }
  }
  expect(over).toEqual([]);
});
