import { expect as baseExpect, test, type Page } from '@playwright/test';
import { generatorLanguages } from './generator-languages';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * The generator's first taps: a preset, "Add a line" and "Download PDF" clicked as early as
 * Playwright can, with Chromium's CPU slowed six times (a low-end phone), do their job: in place
 * once the page is interactive, or through the reload their form makes before.
 */

/** A page six times slower: an action clicked before hydration reloads it, then waits for it. */
const expect = baseExpect.configure({ timeout: 30_000 });
const languages = generatorLanguages;

/**
 * A tap on the button itself: dispatched to it, not at its position, because on a page this slow
 * the layout still moves while the fonts load, and a pointer click at the position measured a frame
 * earlier was seen landing on <main> instead of the button.
 */
const tap = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).dispatchEvent('click');

async function openSlowly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(path, { waitUntil: 'commit' });
}

test.describe('invoice generator: a first tap always works', () => {
  test.slow();
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: a preset clicked while the page loads is applied`, async ({ page }) => {
      await openSlowly(page, `${prefix}/invoice-generator`);
      await tap(page, m.ui.presetMxToUsClient);
      await expect(page.locator('#documentLanguage')).toHaveValue('both');
      await expect(page.locator('#currency')).toHaveValue('USD');
      await expect(page.locator('#iva')).toHaveValue('export');
    });

    test(`${tag}: "Add a line" clicked while the page loads adds a line`, async ({ page }) => {
      await openSlowly(page, `${prefix}/invoice-generator`);
      await tap(page, m.ui.addLine);
      await expect(page.locator('[id$="-description"]')).toHaveCount(2);
    });

    test(`${tag}: "Download PDF" clicked while the page loads downloads (after the empty-document question)`, async ({
      page,
    }) => {
      await openSlowly(page, `${prefix}/invoice-generator`);
      await tap(page, m.ui.downloadPdf);
      // An empty document asks first: the click was not lost, it reached that question.
      await expect(page.getByRole('alert').filter({ hasText: m.ui.emptyWarning })).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m.ui.downloadAnyway, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      await expect(page).not.toHaveURL(/early=/);
    });
  }
});
