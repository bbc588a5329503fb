import { expect, test, type Page } from '@playwright/test';
import { axeViolations, codeSnifferErrors, generatorSettled, ibmViolations } from './a11y-engines';
import { a11yPagesAt, a11yViewports } from './helpers';

/**
 * Every template at both widths, in both languages (`a11yPagesAt`; every page with
 * `npm run test:a11y`), checked by three engines on one load of the page (a11y-engines.ts): the
 * page is shown once and each engine reads it as it stands, so each load costs the browser once,
 * not three times. The findings of all three are compared at once, so a failure lists them all.
 */
async function findings(page: Page) {
  return {
    'axe-core': await axeViolations(page),
    'IBM Equal Access': await ibmViolations(page),
    HTML_CodeSniffer: await codeSnifferErrors(page),
  };
}
const none = { 'axe-core': [], 'IBM Equal Access': [], HTML_CodeSniffer: [] };

// Three engines over a whole page are CPU-bound: 15–30 s a page in CI on a loaded two-core
// machine (load average about 20 with four workers), where 30 s, the default, ended some at the
// limit. The time allowed is three times that; a page that hangs still fails.
test.slow();

for (const [index, viewport] of a11yViewports.entries()) {
  test.describe(`three engines at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const page of a11yPagesAt(index)) {
      test(`${page.url} has no violations`, async ({ page: browserPage }) => {
        await browserPage.goto(page.url);
        await expect(browserPage.locator('html')).toHaveAttribute('lang', page.tag);
        if (page.url.endsWith('invoice-generator')) await generatorSettled(browserPage);
        expect(await findings(browserPage)).toEqual(none);
      });
    }
  });
}

test.describe('three engines on the widgets', () => {
  test('the open sales-contact dialog has no violations', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Contact sales' }).click();
    await expect(page.getByRole('dialog', { name: 'Talk to our sales team' })).toBeVisible();
    expect(await findings(page)).toEqual(none);
  });

  test('the open live-chat panel has no violations', async ({ page }) => {
    await page.goto('/es/contact');
    await page.getByText('Abrir el chat').click();
    await expect(page.getByRole('region', { name: 'Chatea con Invoxa' })).toBeVisible();
    expect(await findings(page)).toEqual(none);
  });
});
