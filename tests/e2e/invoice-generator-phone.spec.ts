import { expect, test, type Page } from '@playwright/test';
import type InvoiceGeneratorMessages from '../../locales/en-US/invoice-generator.json';
import { readNamespace } from '../support/messages';
import { axeViolations } from './axe';
import { generatorStarted } from './invoice-store';

/**
 * Issue 42 §8: on a phone the preview is below the whole form, its text about 5 px high. The
 * running total opens the document at its printed size in a modal dialog: focus moves in, Escape
 * or Close shuts it, focus comes back to the button, and the document's text is at least 10 px.
 */

type Messages = typeof InvoiceGeneratorMessages;
const languages = [
  { prefix: '', tag: 'en-US' },
  { prefix: '/es', tag: 'es-MX' },
].map((l) => ({ ...l, m: readNamespace(l.tag, 'invoice-generator') as Messages }));

async function open(page: Page, prefix: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${prefix}/invoice-generator`);
  await generatorStarted(page);
}

/** The rendered height of a text: its computed font size times the scale it is drawn at. */
function shownSize(el: Element): number {
  const box = el.getBoundingClientRect();
  const html = el as HTMLElement;
  const scale = html.offsetWidth ? box.width / html.offsetWidth : 1;
  return parseFloat(getComputedStyle(el).fontSize) * scale;
}

test.describe('invoice generator: the document full size on a phone @mobile', () => {
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: the running total opens a readable preview, by keyboard too`, async ({
      page,
    }) => {
      await open(page, prefix);
      const stamp = `Ilustración ${Date.now()}`;
      await page.locator('[id$="-description"]').first().pressSequentially(stamp, { delay: 10 });
      await page.locator('[id$="-unitPrice"]').first().pressSequentially('1250.50', { delay: 20 });

      // The preview below the form is too small to read at 390 px: that is why the dialog exists.
      const inline = page.getByRole('region', { name: m.ui.previewTitle }).locator('article');
      await expect(inline).toContainText(stamp);
      expect(await inline.locator('td span').first().evaluate(shownSize)).toBeLessThan(10);

      const button = page.getByRole('button', { name: m.ui.previewOpen, exact: true });
      await expect(button).toBeInViewport();
      await expect(page.locator('#running-total')).toBeInViewport();
      await button.focus();
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: m.ui.previewDialogTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: m.ui.previewDialogTitle })).toBeVisible();
      // Focus is in the dialog, on its Close button.
      const close = dialog.getByRole('button', { name: m.ui.previewClose, exact: true });
      await expect(close).toBeFocused();
      const article = dialog.locator('article');
      await expect(article).toContainText(stamp);
      await expect(article).toContainText('1,250.50');
      const cell = article.locator('td span', { hasText: stamp });
      expect(await cell.evaluate(shownSize)).toBeGreaterThanOrEqual(10);
      // The dialog fills the screen and scrolls to the rest of the page.
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(390);
      const region = dialog.getByRole('region', { name: m.ui.previewDialogTitle });
      expect(await region.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      // axe-core finds nothing with the dialog open (the page behind is inert).
      expect(await axeViolations(page)).toEqual([]);

      // The keyboard reaches the scrolling region (Tab from Close) and scrolls it.
      await page.keyboard.press('Tab');
      await expect(region).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);

      // Escape closes it, and focus is back on the button that opened it.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      // The Close button does the same.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});
