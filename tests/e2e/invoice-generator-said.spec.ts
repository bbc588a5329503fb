import { expect, test, type Page } from '@playwright/test';
import type InvoiceGeneratorMessages from '../../locales/en-US/invoice-generator.json';
import { readNamespace } from '../support/messages';
import { draftFile, draftOf, manyLines } from './invoice-draft-file';
import { generatorStarted } from './invoice-store';

/**
 * Issue 42 §6 and §7 in the browser, both languages: the IVA select shows the rate charged while
 * the export of services waits for its confirmation, and the confirmation is kept when the rate is
 * switched away and back; the messages say what happened (the limit passed, the field's section,
 * a logo read by its bytes, a file past the line limit).
 */

type Messages = typeof InvoiceGeneratorMessages;
const languages = [
  { prefix: '', tag: 'en-US' },
  { prefix: '/es', tag: 'es-MX' },
].map((l) => ({ ...l, m: readNamespace(l.tag, 'invoice-generator') as Messages }));

async function open(page: Page, prefix: string) {
  await page.goto(`${prefix}/invoice-generator`);
  await generatorStarted(page);
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('invoice generator: the rate charged and messages that say what happened', () => {
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: export at 0 % is shown as pending at 16 %, and its confirmation is kept`, async ({
      page,
    }) => {
      await open(page, prefix);
      await page.getByRole('button', { name: m.ui.presetMxToUsClient, exact: true }).click();
      await page.locator('[id$="-unitPrice"]').first().pressSequentially('1000', { delay: 20 });
      const chosen = page.locator('#iva option:checked');
      const confirm = page.locator('#ivaExportConfirm');
      const preview = page.getByRole('region', { name: m.ui.previewTitle });

      // Pending: the select says 16 % is charged, not 0 %; the box is beside it.
      await expect(confirm).not.toBeChecked();
      await expect(chosen).toContainText('16%');
      await expect(chosen).not.toContainText('0%)');
      await expect(preview).toContainText('IVA (16%)');

      // Confirmed: 0 %, in the select and the document.
      await confirm.check();
      await expect(chosen).toContainText('(0%)');
      await expect(preview).not.toContainText('IVA (16%)');

      // Away and back: the confirmation is kept, ticked, and the page says so.
      await page.locator('#iva').selectOption('general');
      await expect(confirm).toHaveCount(0);
      await expect(preview).toContainText('IVA (16%)');
      await page.locator('#iva').selectOption('export');
      await expect(confirm).toBeChecked();
      await expect(chosen).toContainText('(0%)');
      await expect(page.locator('#iva-export-kept')).toBeVisible();
      await expect(preview).not.toContainText('IVA (16%)');

      // Unticked by the visitor: pending again, and said in the select.
      await confirm.uncheck();
      await expect(chosen).toContainText('16%');
      await expect(preview).toContainText('IVA (16%)');
    });

    test(`${tag}: a value past its limit is told the limit`, async ({ page }) => {
      await open(page, prefix);
      await page.getByRole('button', { name: m.ui.presetUsFreelancer, exact: true }).click();
      await page.locator('#salesTax').pressSequentially('30', { delay: 30 });
      await expect(page.locator('#salesTax-error')).toHaveText(
        m.errors.salesTaxTooHigh.replace('{max}', '25'),
      );
      await page.locator('#discountKind').selectOption('percent');
      await page.locator('#discount').pressSequentially('150', { delay: 30 });
      await expect(page.locator('#discount-error')).toHaveText(
        m.errors.discountPercentTooHigh.replace('{max}', '100'),
      );
    });

    test(`${tag}: the RFC at fault is named with its section`, async ({ page }) => {
      await open(page, prefix);
      await page.getByRole('button', { name: m.ui.presetMxToMxCompany, exact: true }).click();
      await page.locator('#from-name').pressSequentially('Ana Pérez', { delay: 10 });
      await page.locator('#from-taxId').pressSequentially('PEGA850101AB1', { delay: 10 });
      await page.locator('#billTo-name').pressSequentially('Cliente SA', { delay: 10 });
      await page.locator('#billTo-taxId').pressSequentially('ABC', { delay: 10 });
      await page.locator('[id$="-unitPrice"]').first().pressSequentially('100', { delay: 20 });
      await page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click();
      await expect(page.locator('#pdf-error')).toHaveText(
        m.ui.fixFieldIn.replace('{name}', 'RFC').replace('{section}', m.ui.billToTitle),
      );
      await expect(page.locator('#billTo-taxId')).toBeFocused();
    });

    test(`${tag}: a PNG named .jpg is taken by its bytes; a text file named .png is not`, async ({
      page,
    }) => {
      await open(page, prefix);
      const logo = page.locator('#logo');
      await logo.setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: PNG });
      const img = page.getByRole('region', { name: m.ui.previewTitle }).locator('article img');
      await expect(img).toHaveAttribute('src', /^data:image\/png;base64,iVBORw0KGgo/);
      await expect(page.locator('#logo-error')).toHaveCount(0);
      await logo.setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not an image'),
      });
      await expect(page.locator('#logo-error')).toHaveText(m.errors.logoType);
    });

    test(`${tag}: a file of 500 lines is refused with the limit, not as damaged`, async ({
      page,
    }) => {
      await open(page, prefix);
      await page
        .locator('#import')
        .setInputFiles(draftFile(draftOf({ lines: manyLines(500, 'Line') })));
      await expect(page.locator('#import-error')).toHaveText(
        m.errors.importTooManyLines.replace('{max}', '200'),
      );
    });

    test(`${tag}: the CFDI toggle keeps its name and says whether it is open`, async ({ page }) => {
      await open(page, prefix);
      await page.getByRole('button', { name: m.ui.presetMxToMxCompany, exact: true }).click();
      const toggle = page.getByRole('button', { name: m.ui.cfdiToggle, exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  }
});
