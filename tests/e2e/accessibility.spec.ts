import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allPages, locales, localized } from './helpers';

const notFound = [
  { url: '/no-such-page', tag: 'en-US' },
  { url: '/es/no-existe', tag: 'es-MX' },
];

/** One page per template, in English and in Spanish. */
const templates = [
  ...[
    '/',
    '/articles',
    '/articles/cash-flow-management-in-business-101',
    '/contact',
    '/pricing',
    '/privacy-policy',
    '/data-deletion',
    '/documentation',
    '/help-center',
  ].map((path) => locales.map((l) => ({ url: localized(l.prefix, path), tag: l.tag }))),
  notFound,
];

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

/**
 * The pages checked at the n-th width: one per template, the languages alternating between
 * templates and between widths (each template is checked in both languages, at one width each);
 * with A11Y_FULL=1 (`npm run test:a11y`), every page in both languages.
 */
function pagesAt(n: number): { url: string; tag: string }[] {
  if (process.env.A11Y_FULL) return [...allPages, ...notFound];
  return templates.map((pair, i) => pair[(i + n) % 2]!);
}

for (const [index, viewport] of viewports.entries()) {
  test.describe(`axe-core at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const page of pagesAt(index)) {
      test(`${page.url} has no violations`, async ({ page: browserPage }) => {
        await browserPage.goto(page.url);
        await expect(browserPage.locator('html')).toHaveAttribute('lang', page.tag);
        const results = await new AxeBuilder({ page: browserPage })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
