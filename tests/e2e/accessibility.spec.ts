import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allPages } from './helpers';

const pages = [
  ...allPages,
  { url: '/no-such-page', tag: 'en-US' },
  { url: '/es/no-existe', tag: 'es-MX' },
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`axe-core at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const page of pages) {
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
