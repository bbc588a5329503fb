import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { generatorLanguages } from './generator-languages';
import { pdfPages } from '../support/pdf-text';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/** More of a real invoice: the client's purchase-order number, and terms printed apart from notes. */

const languages = generatorLanguages;

test.describe('invoice generator: PO number and terms', () => {
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: the PO number prints beside the number, the terms under their own heading`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      await page.locator('#billTo-name').fill('Compras Norte');
      await page.getByLabel(m.ui.poNumber).fill('OC-4471');
      await page.locator('#notes').fill('Gracias por su preferencia');
      await page.getByLabel(m.ui.termsNote).fill('Pagos tardíos: 2 % mensual');
      const preview = page.getByRole('region', { name: m.ui.previewTitle });
      await expect(preview).toContainText(`${m.document.poNumber}: OC-4471`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click(),
      ]);
      const text = (await pdfPages(await readFile((await download.path())!))).join(' ');
      expect(text).toContain(`${m.document.poNumber}: OC-4471`);
      expect(text).toMatch(
        new RegExp(
          `${m.document.notes} Gracias por su preferencia.*${m.document.termsNote} Pagos tardíos: 2 % mensual`,
        ),
      );
    });
  }
});
