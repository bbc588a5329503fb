import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type InvoiceGeneratorMessages from '../../locales/en-US/invoice-generator.json';
import { readNamespace } from '../support/messages';
import { pdfPages } from '../support/pdf-text';

/**
 * Receipts that add up (issue 42 §1): an invoice of $1,000.00 paid by two receipts, $400.00 then
 * the $600.00 the second one proposes; the second receipt's balance due is $0.00 in its preview
 * and its PDF, the invoice's status follows (partly paid, paid), the saved list shows each receipt
 * at the amount paid, and deleting a receipt (and undoing it) moves the status back and forth.
 */

type Messages = typeof InvoiceGeneratorMessages;
const year = new Date().getFullYear();
const languages = [
  // No sales tax: 1,000.00.
  { prefix: '', tag: 'en-US', invoice: 'INV', price: '1000', client: 'Agency North' },
  // 862.07 plus IVA 16 % (137.93): 1,000.00.
  { prefix: '/es', tag: 'es-MX', invoice: 'COB', price: '862.07', client: 'Agencia Norte' },
].map((l) => ({ ...l, m: readNamespace(l.tag, 'invoice-generator') as Messages }));

async function pdfText(page: Page, m: Messages) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click(),
  ]);
  return (await pdfPages(await readFile((await download.path())!))).join(' ');
}

/** An ICU message with its one-branch plural and its arguments filled, as the page shows it. */
const one = (message: string, values: Record<string, string>) =>
  Object.entries(values)
    .reduce((s, [k, v]) => s.replaceAll(`{${k}}`, v), message)
    .replace(/\{count, plural, one \{([^{}]*)\} other \{[^{}]*\}\}/, '$1')
    .replace('#', '1');

/** Clears a field and types the amount key by key, as a visitor does. */
async function typeAmount(page: Page, selector: string, value: string) {
  const field = page.locator(selector);
  await field.fill('');
  await field.pressSequentially(value);
}

test.describe('invoice generator: receipts that add up', () => {
  for (const { prefix, tag, invoice, price, client, m } of languages) {
    test(`${tag}: $1,000 invoice, $400 then $600: balance $0.00, the invoice paid`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const d = m.document;
      await page.goto(`${prefix}/invoice-generator`);
      await expect(page.locator('#number')).toHaveValue(`${invoice}-${year}-0001`);
      const preview = page.getByRole('region', { name: m.ui.previewTitle });
      const items = page.getByRole('region', { name: m.ui.savedTitle }).getByRole('listitem');
      const invoiceName = `${invoice}-${year}-0001 · ${client}`;
      const status = page.getByRole('combobox', {
        name: m.ui.statusLabel.replace('{name}', invoiceName),
        exact: true,
      });

      // The invoice: 1,000.00.
      await page.locator('#billTo-name').pressSequentially(client);
      await page.locator('[id$="-description"]').first().pressSequentially('Design');
      await typeAmount(page, '[id$="-unitPrice"]', price);
      await expect(preview).toContainText('$1,000.00');

      // First receipt: proposes the whole total; $400.00 paid leaves $600.00.
      await page.getByRole('button', { name: m.ui.toReceipt, exact: true }).click();
      await expect(page.locator('#number')).toHaveValue(`REC-${year}-0001`);
      await expect(page.locator('#paid-amount')).toHaveValue('1000.00');
      await typeAmount(page, '#paid-amount', '400');
      await expect(preview).toContainText('$600.00');
      let text = await pdfText(page, m);
      expect(text).toContain(d.balanceDue);
      expect(text).toContain('$600.00');
      // The receipt is listed at what it paid; the invoice is partly paid.
      await expect(items.filter({ hasText: `REC-${year}-0001` })).toContainText('$400.00');
      await expect(items.filter({ hasText: `REC-${year}-0001` })).not.toContainText('$1,000.00');
      await expect(status).toHaveValue('partlyPaid');

      // Second receipt, from the invoice: it proposes the $600.00 still due.
      await page
        .getByRole('button', { name: m.ui.openLabel.replace('{name}', invoiceName) })
        .click();
      await expect(page.locator('#number')).toHaveValue(`${invoice}-${year}-0001`);
      await page.getByRole('button', { name: m.ui.toReceipt, exact: true }).click();
      await expect(page.locator('#number')).toHaveValue(`REC-${year}-0002`);
      await expect(page.locator('#paid-amount')).toHaveValue('600.00');
      await expect(
        page.getByRole('status').filter({
          hasText: m.ui.madeReceipt.replace('{amount}', '$600.00'),
        }),
      ).toBeAttached();

      // More than what remains is refused, and says what remains.
      await typeAmount(page, '#paid-amount', '600.01');
      await page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click();
      await expect(page.locator('#paid-amount')).toBeFocused();
      await expect(
        page.getByText(one(m.errors.paidOverBalance, { remaining: '$600.00' })),
      ).toBeVisible();

      // Paying the rest: balance due $0.00, on the preview and in the PDF.
      await typeAmount(page, '#paid-amount', '600');
      await expect(preview).toContainText(one(d.paidEarlier, {}));
      await expect(preview).toContainText('−$400.00');
      await expect(preview).toContainText('$0.00');
      text = await pdfText(page, m);
      for (const expected of [
        `${d.forInvoice}: ${invoice}-${year}-0001`,
        d.invoiceTotal,
        '$1,000.00',
        one(d.paidEarlier, {}),
        '−$400.00',
        d.amountPaid,
        '$600.00',
        d.balanceDue,
        '$0.00',
      ])
        expect(text).toContain(expected);
      expect(text.indexOf('$0.00')).toBeGreaterThan(text.indexOf(d.balanceDue));
      await expect(items.filter({ hasText: `REC-${year}-0002` })).toContainText('$600.00');
      await expect(status).toHaveValue('paid');

      // Deleting the second receipt: partly paid again; undone: paid.
      await page
        .getByRole('button', {
          name: m.ui.deleteLabel.replace('{name}', `REC-${year}-0002 · ${client}`),
        })
        .click();
      await expect(status).toHaveValue('partlyPaid');
      await page.locator('#undo-delete').click();
      await expect(status).toHaveValue('paid');
      // Kept after a reload.
      await page.reload();
      await expect(status).toHaveValue('paid');
    });
  }
});
