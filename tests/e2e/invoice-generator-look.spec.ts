import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generatorLanguages } from './generator-languages';
import { overlappingRuns, pdfLayout, pdfPaint } from '../support/pdf-text';
import { axeViolations } from './axe';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * A look of one's own: a layout and an accent colour chosen beside the preview, shown in the
 * preview at once, drawn in the PDF, kept with the remembered details; axe finds nothing in any.
 */

const languages = generatorLanguages;

const TEAL = { css: 'rgb(15, 118, 110)', hex: '#0f766e' };
const WINE = { css: 'rgb(159, 18, 57)', hex: '#9f1239' };
const WHITE = { css: 'rgb(255, 255, 255)', hex: '#ffffff' };

async function downloadPdf(page: Page, label: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label, exact: true }).click(),
  ]);
  return readFile((await download.path())!);
}

test.describe('invoice generator: a look of one’s own', () => {
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: layout and colour chosen beside the preview, shown at once, drawn in the PDF, remembered`, async ({
      page,
    }) => {
      // Three PDFs made and read back, axe four times: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      // The look changes the preview only: axe checks the preview with each look (the whole page
      // is checked by the generator's main spec), which takes a fraction of the whole page's time.
      const previewOnly = 'section[aria-labelledby="preview-title"]';
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      await page.locator('#from-name').fill('Estudio Ruiz');
      await page.locator('#billTo-name').fill('Cliente Azul');
      await page.locator('[id$="-description"]').first().fill('Diseño de marca');
      await page.locator('[id$="-unitPrice"]').first().fill('1000');
      await page.locator('#notes').fill('Gracias.');

      const preview = page.getByRole('region', { name: m.ui.previewTitle });
      const looks = preview.getByRole('group', { name: m.ui.lookTitle });
      const radio = (name: string) => looks.getByRole('radio', { name, exact: true });
      const article = preview.locator('article');
      const header = article.locator('header');
      const title = header.locator('p').first();

      // Nothing chosen: the classic layout in ink, as before.
      await expect(radio(m.ui.layoutClassic)).toBeChecked();
      await expect(radio(m.ui.accentInk)).toBeChecked();
      await expect(title).toHaveCSS('color', 'rgb(15, 23, 42)');
      expect(await axeViolations(page, previewOnly)).toEqual([]);

      // The band layout, by click; the colour with the arrow keys, as native radios.
      await radio(m.ui.layoutBand).check();
      await radio(m.ui.accentNavy).check();
      await page.keyboard.press('ArrowRight');
      await expect(radio(m.ui.accentTeal)).toBeChecked();
      await expect(radio(m.ui.accentTeal)).toBeFocused();
      await expect(article).toHaveAttribute('data-look', 'band');
      await expect(header).toHaveCSS('background-color', TEAL.css);
      await expect(title).toHaveCSS('color', WHITE.css);
      await expect(title).toHaveText(m.document.title);
      await expect(preview.getByText(m.document.billTo, { exact: true }).first()).toHaveCSS(
        'color',
        TEAL.css,
      );
      expect(await axeViolations(page, previewOnly)).toEqual([]);

      let bytes = await downloadPdf(page, m.ui.downloadPdf);
      let paint = await pdfPaint(bytes);
      expect(paint.fills[0]).toBe(TEAL.hex); // the band, drawn first
      const color = (text: string) => paint.texts.find((t) => t.text.startsWith(text))?.color;
      expect(color(m.document.title)).toBe(WHITE.hex);
      expect(color(m.document.billTo)).toBe(TEAL.hex);
      expect(overlappingRuns((await pdfLayout(bytes)).runs)).toEqual([]);

      // The ruled table: its header row filled with the accent, its words white.
      await radio(m.ui.layoutLined).check();
      const headRow = preview.locator('thead tr');
      await expect(headRow).toHaveCSS('background-color', TEAL.css);
      await expect(headRow.locator('th').first()).toHaveCSS('color', WHITE.css);
      await expect(title).toHaveCSS('color', TEAL.css);
      expect(await axeViolations(page, previewOnly)).toEqual([]);

      // Classic in burgundy: the title and the total in the accent, in the preview and the PDF.
      await radio(m.ui.layoutClassic).check();
      await radio(m.ui.accentWine).check();
      await expect(title).toHaveCSS('color', WINE.css);
      await expect(headRow).toHaveCSS('border-bottom-color', WINE.css);
      expect(await axeViolations(page, previewOnly)).toEqual([]);
      bytes = await downloadPdf(page, m.ui.downloadPdf);
      paint = await pdfPaint(bytes);
      expect(paint.fills).toEqual([]);
      expect(color(m.document.title)).toBe(WINE.hex);
      expect(color(m.document.total)).toBe(WINE.hex);
      expect(paint.strokes).toContain(WINE.hex);
      expect(overlappingRuns((await pdfLayout(bytes)).runs)).toEqual([]);

      // Remembered with the details: every new document, after a reload too, keeps the look.
      await radio(m.ui.layoutLined).check();
      await page.getByRole('button', { name: m.ui.profileRemember, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: m.ui.profileSaved })).toBeAttached();
      for (const reload of [false, true]) {
        if (reload) {
          await page.reload();
          await generatorStarted(page);
        }
        await page.getByRole('button', { name: m.ui.newInvoice, exact: true }).click();
        await expect(page.locator('#billTo-name')).toHaveValue('');
        await expect(radio(m.ui.layoutLined)).toBeChecked();
        await expect(radio(m.ui.accentWine)).toBeChecked();
        await expect(headRow).toHaveCSS('background-color', WINE.css);
      }
      await page.locator('#billTo-name').fill('Cliente Nuevo');
      await page.locator('[id$="-description"]').first().fill('Soporte');
      await page.locator('[id$="-unitPrice"]').first().fill('500');
      bytes = await downloadPdf(page, m.ui.downloadPdf);
      paint = await pdfPaint(bytes);
      expect(paint.fills).toEqual([WINE.hex]);
      expect(color(m.document.description)).toBe(WHITE.hex);
      expect(overlappingRuns((await pdfLayout(bytes)).runs)).toEqual([]);
    });
  }
});
