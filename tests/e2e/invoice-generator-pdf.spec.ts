import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generatorLanguages } from './generator-languages';
import { overlappingRuns, pdfLayout, pdfPages } from '../support/pdf-text';
import { draftFile, draftOf, manyLines } from './invoice-draft-file';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/** The downloaded PDF read back with pdf.js: every character, no overlapping text, real links. */

const languages = generatorLanguages;
const en = languages[0]!.m;

async function downloadPdf(page: Page, label: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label, exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test.describe('invoice generator: the PDF a professional would send', () => {
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: every character typed is printed, nothing overlaps, the link is a link, the discount shows its percentage`, async ({
      page,
    }) => {
      const fontRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.ttf')) fontRequests.push(new URL(r.url()).pathname);
      });
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      await page.getByRole('button', { name: m.ui.presetMxToUsClient, exact: true }).click();
      await page.locator('#from-name').fill('Estudio Łódź № 7');
      await page.locator('#billTo-name').fill('Ørsted & Søn, Kraków');
      await page.locator('#number').fill('Nº-2026-0007');
      await page.locator('[id$="-description"]').first().fill('Diseño editorial “Ñandú” 🦄');
      await page.locator('[id$="-quantity"]').first().fill('3');
      await page.locator('[id$="-unitPrice"]').first().fill('12,345,678.90');
      await page.locator('#discountKind').selectOption('percent');
      await page.locator('#discount').fill('10');
      await page.locator('#payment-link').fill('https://pay.example.com/n-7');

      // The preview: the payment link is a link, the discount shows its percentage.
      const preview = page.getByRole('region', { name: m.ui.previewTitle });
      await expect(preview.getByRole('link', { name: /pay\.example\.com\/n-7/ })).toHaveAttribute(
        'href',
        'https://pay.example.com/n-7',
      );
      await expect(preview).toContainText('Discount (10%) / Descuento (10%)');
      expect(fontRequests).toEqual([]);

      const pdf = await downloadPdf(page, m.ui.downloadPdf);
      // The font came with the PDF, from this site, not with the page.
      expect(fontRequests.sort()).toEqual([
        '/invoice-generator/font-bold.ttf',
        '/invoice-generator/font-regular.ttf',
      ]);
      expect(pdf.name).toBe('Nº-2026-0007_Ørsted-Søn-Kraków.pdf');
      const text = (await pdfPages(pdf.bytes)).join(' ');
      for (const typed of ['Estudio Łódź № 7', 'Ørsted & Søn, Kraków', 'Nº-2026-0007'])
        expect(text).toContain(typed);
      expect(text).toContain('Diseño editorial “Ñandú” □');
      expect(text).toContain('Characters shown as □ cannot be printed');
      expect(text).not.toContain('?');
      expect(text).toContain('Discount (10%) / Descuento (10%)');
      expect(text).toContain('$37,037,036.70'); // 3 × 12,345,678.90

      const { runs, links } = await pdfLayout(pdf.bytes);
      expect(overlappingRuns(runs)).toEqual([]);
      expect(links.map((l) => l.url)).toEqual(['https://pay.example.com/n-7']);
    });
  }

  test('continuation pages repeat the document number and the client', async ({ page }) => {
    await page.goto('/invoice-generator');
    await expect(page.locator('#number')).toHaveValue(/^INV-/);
    const draft = draftOf({
      number: 'LONG-2026-0009',
      billTo: { name: 'Many Lines LLC', address: '', taxId: '' },
      lines: manyLines(45, 'Consulting session'),
    });
    await page.locator('#import').setInputFiles(draftFile(draft));
    await expect(page.locator('[id$="-description"]')).toHaveCount(45);
    const pdf = await downloadPdf(page, en.ui.downloadPdf);
    const pages = await pdfPages(pdf.bytes);
    expect(pages.length).toBeGreaterThan(1);
    for (const p of pages.slice(1)) expect(p).toContain('Invoice LONG-2026-0009 · Many Lines LLC');
    const { runs } = await pdfLayout(pdf.bytes);
    expect(overlappingRuns(runs)).toEqual([]);
  });
});
