import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { a11yPagesAt, a11yViewports } from './helpers';

for (const [index, viewport] of a11yViewports.entries()) {
  test.describe(`axe-core at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const page of a11yPagesAt(index)) {
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
