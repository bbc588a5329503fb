import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generatorLanguages, type GeneratorMessages } from './generator-languages';
import { draftFile, draftOf, type DraftFields } from './invoice-draft-file';
import { pdfPages } from '../support/pdf-text';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * PUE followed and the payment complement prepared (docs/decisions/invoice-generator.md, "The
 * payment complement and the MXN equivalent"), in both languages, with the page's clock moved:
 * a stamped PPD invoice paid by two receipts shows two complements' data with the saldo chained
 * and each one's due date; a PUE invoice unpaid at the end of its month of issue is flagged once
 * the clock is in the next month, not before; a USD invoice prints its total's MXN equivalent.
 */

const UUID = '1AA47E78-4F1D-47E3-8713-90A0A2C058E5';
const dates = {
  'en-US': { dec5: 'December 5, 2026', jan5: 'January 5, 2027', nov30: 'November 30, 2026' },
  'es-MX': {
    dec5: '5 de diciembre de 2026',
    jan5: '5 de enero de 2027',
    nov30: '30 de noviembre de 2026',
  },
} as const;

/** A Mexican sender's invoice of 1,000.00 + IVA 16 % = 1,160.00, with its CFDI data. */
const mexicanInvoice = (number: string, method: 'PUE' | 'PPD', fields: DraftFields = {}) =>
  draftOf({
    id: `invoice-${number}`,
    senderCountry: 'mx',
    currency: 'MXN',
    documentLanguage: 'es',
    number,
    issueDate: '2026-11-20',
    from: { name: 'Estudio Norte', address: '', taxId: '', regime: '' },
    billTo: { name: 'Cliente Sur', address: '', taxId: '' },
    lines: [{ id: 'a', description: 'Diseño', quantity: '1', unitPrice: '1000' }],
    cfdi: {
      use: 'G03',
      paymentForm: method === 'PPD' ? '99' : '03',
      paymentMethod: method,
      issuerPostalCode: '01000',
      recipientPostalCode: '01000',
      recipientRegime: '601',
      exportKey: '',
    },
    ...fields,
  });

/** The page on `day` (the page's clock: its "today"), ready to type. */
async function openOn(page: Page, prefix: string, day: string) {
  await page.clock.setFixedTime(new Date(`${day}T12:00:00`));
  await page.goto(`${prefix}/invoice-generator`);
  await generatorStarted(page);
}

const savedItem = (page: Page, m: GeneratorMessages, text: string) =>
  page
    .getByRole('region', { name: m.ui.savedTitle })
    .getByRole('listitem')
    .filter({ hasText: text });

/** Clears a field and types the amount key by key, as a visitor does. */
async function typeAmount(page: Page, value: string) {
  const field = page.locator('#paid-amount');
  await field.fill('');
  await field.pressSequentially(value);
}

test.describe('invoice generator: PUE and PPD followed', () => {
  for (const { prefix, tag, m } of generatorLanguages) {
    const day = dates[tag as keyof typeof dates];

    test(`${tag}: a stamped PPD invoice paid in two receipts shows two complements, the saldo chained`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openOn(page, prefix, '2026-11-27');
      const stamp = { uuid: UUID, certifiedAt: '2026-11-20T10:00:00', xml: '<cfdi:Comprobante/>' };
      await page
        .locator('#import')
        .setInputFiles(draftFile(mexicanInvoice('COB-2026-0100', 'PPD', { stamp })));
      await expect(page.locator('#number')).toHaveValue('COB-2026-0100');

      // First receipt, today (November 27): 500.00 of the 1,160.00.
      await page.getByRole('button', { name: m.ui.toReceipt, exact: true }).click();
      await expect(page.locator('#paid-amount')).toHaveValue('1160.00');
      await typeAmount(page, '500');
      const firstNumber = await page.locator('#number').inputValue();
      const invoiceRow = savedItem(page, m, 'COB-2026-0100');
      await expect(invoiceRow).toHaveCount(1);
      // The receipt written and the invoice's status following it before the next tap: the page's
      // clock is fixed, so every document has the same time and the one written last goes to the
      // top of the list; a tap while the two rows trade places opened the receipt again (a full CI
      // run, on a loaded machine).
      await expect(
        invoiceRow.getByRole('combobox', {
          name: m.ui.statusLabel.replace('{name}', 'COB-2026-0100 · Cliente Sur'),
        }),
      ).toHaveValue('partlyPaid');

      // Second receipt, from the invoice: the 660.00 still due, received on December 3.
      await page
        .getByRole('button', {
          name: m.ui.openLabel.replace('{name}', 'COB-2026-0100 · Cliente Sur'),
        })
        .click();
      await expect(page.locator('#number')).toHaveValue('COB-2026-0100');
      await page.getByRole('button', { name: m.ui.toReceipt, exact: true }).click();
      await expect(page.locator('#paid-amount')).toHaveValue('660.00');
      await page.locator('#paid-date').fill('2026-12-03');
      const secondNumber = await page.locator('#number').inputValue();

      // Under the invoice in the saved list: the complements' data, one per payment.
      const disclosure = invoiceRow.getByText(
        m.ui.repDue
          .replace(/\{count, plural, one \{[^{}]*\} other \{([^{}]*)\}\}/, '$1')
          .replace('#', '2'),
      );
      await expect(disclosure).toBeVisible();
      await disclosure.click();
      const payment = (n: number, name: string, due: string) =>
        invoiceRow.getByRole('region', {
          name: m.ui.repTitle
            .replace('{number}', String(n))
            .replace('{name}', name)
            .replace('{date}', due),
          exact: true,
        });
      const first = payment(1, firstNumber, day.dec5);
      const second = payment(2, secondNumber, day.jan5);
      const field = (where: ReturnType<typeof payment>, words: string) =>
        where.locator('dt', { hasText: words }).locator('xpath=following-sibling::dd[1]');
      await expect(field(first, m.ui.repIdDocumento)).toHaveText(UUID);
      await expect(field(first, m.ui.repImpSaldoAnt)).toHaveText('1160.00');
      await expect(field(first, m.ui.repImpPagado)).toHaveText('500.00');
      await expect(field(first, m.ui.repImpSaldoInsoluto)).toHaveText('660.00');
      await expect(field(second, m.ui.repNumParcialidad)).toHaveText('2');
      await expect(field(second, m.ui.repImpSaldoAnt)).toHaveText('660.00');
      await expect(field(second, m.ui.repImpSaldoInsoluto)).toHaveText('0.00');
      await expect(field(second, m.ui.repFechaPago)).toHaveText('2026-12-03T12:00:00');
      // IVA in proportion to 660.00 of 1,160.00: base 568.97, IVA 91.03.
      await expect(second.locator('dd', { hasText: 'BaseDR 568.97' })).toContainText(
        'ImporteDR 91.03',
      );

      // Copied as plain text, and said so.
      await second
        .getByRole('button', { name: m.ui.repCopyLabel.replace('{number}', '2') })
        .click();
      await expect(second.getByRole('status')).toHaveText(m.ui.repCopied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('ImpSaldoAnt: 660.00');
      expect(copied).toContain('ImpSaldoInsoluto: 0.00');
      expect(copied).toContain('Emitir a más tardar el: 2027-01-05');

      const violations = (
        await new AxeBuilder({ page })
          .include('[aria-labelledby="saved-title"]')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze()
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
      expect(violations).toEqual([]);
    });

    test(`${tag}: without a stamp, the folio fiscal is asked for, never made up`, async ({
      page,
    }) => {
      await openOn(page, prefix, '2026-11-27');
      await page
        .locator('#import')
        .setInputFiles(draftFile(mexicanInvoice('COB-2026-0101', 'PPD')));
      await expect(page.locator('#number')).toHaveValue('COB-2026-0101');
      await page.getByRole('button', { name: m.ui.toReceipt, exact: true }).click();
      await expect(page.locator('#paid-amount')).toHaveValue('1160.00');
      const row = savedItem(page, m, 'COB-2026-0101');
      await row.locator('summary').click();
      await expect(row.getByText(m.ui.repNeedsUuid)).toBeVisible();
      await expect(row).not.toContainText(UUID);
    });

    test(`${tag}: a PUE invoice unpaid is flagged once its month of issue is over, not before`, async ({
      page,
    }) => {
      const flag = m.ui.pueOverdue.replace('{date}', day.nov30);
      await openOn(page, prefix, '2026-11-30');
      await page
        .locator('#import')
        .setInputFiles(draftFile(mexicanInvoice('COB-2026-0102', 'PUE')));
      await expect(page.locator('#number')).toHaveValue('COB-2026-0102');
      const row = savedItem(page, m, 'COB-2026-0102');
      await expect(row).toHaveCount(1);
      // November 30, the month's last day: not flagged, and nothing is loading in its place.
      await expect(row.getByRole('status')).toHaveCount(0);
      await expect(row).not.toContainText(flag);

      // The clock moves into December: flagged, naming the day it had to be paid by.
      await page.clock.setFixedTime(new Date('2026-12-01T12:00:00'));
      await page.reload();
      await expect(savedItem(page, m, 'COB-2026-0102').getByText(flag)).toBeVisible();
    });

    test(`${tag}: a USD invoice prints its total's MXN equivalent, read back from the PDF`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await openOn(page, prefix, '2026-11-27');
      const language = prefix ? 'es' : 'en';
      const base = mexicanInvoice('COB-2026-0103', 'PUE');
      await page.locator('#import').setInputFiles(
        draftFile({
          ...base,
          currency: 'USD',
          documentLanguage: language,
          cfdi: { ...(base.cfdi as object), exchangeRate: '17.2346' },
        }),
      );
      await expect(page.locator('#number')).toHaveValue('COB-2026-0103');
      const line = m.document.mxnEquivalent
        .replace('{amount}', '19,992.14')
        .replace('{rate}', '17.2346')
        .replace('{currency}', 'USD')
        .replace('{date}', language === 'en' ? 'November 20, 2026' : '20 de noviembre de 2026');
      const preview = page.getByRole('region', { name: m.ui.previewTitle });
      await expect(preview).toContainText('1,160.00');
      // Off by default.
      await expect(preview).not.toContainText('MXN/USD');

      await page.getByRole('button', { name: m.ui.cfdiToggle, exact: true }).click();
      const option = page.locator('#mxnEquivalent');
      await expect(option).not.toBeChecked();
      await option.check();
      await expect(preview).toContainText(line);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click(),
      ]);
      const text = (await pdfPages(await readFile((await download.path())!))).join(' ');
      expect(text).toContain(line);
    });
  }
});
