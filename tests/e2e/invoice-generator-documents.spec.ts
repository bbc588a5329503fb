import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type InvoiceGeneratorMessages from '../../locales/en-US/invoice-generator.json';
import { readNamespace } from '../support/messages';
import { axeViolations } from './axe';
import { carried, recordRequests } from './typed-requests';
import { pdfPages } from '../support/pdf-text';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * Three documents, one engine: a quote with its validity date turned into an invoice in one step,
 * naming the quote, a payment receipt made from the invoice in one step (amount paid, date,
 * method, balance due), each with its own title and numbering sequence, none called a factura;
 * read back from the PDF.
 */

type Messages = typeof InvoiceGeneratorMessages;
const year = new Date().getFullYear();
const languages = [
  {
    prefix: '',
    tag: 'en-US',
    numbers: { quote: 'QUO', invoice: 'INV', receipt: 'REC' },
    // 2 × 500.00, no sales tax: 1,000.00; 400.00 paid leaves 600.00.
    total: '1000.00',
    balance: '$600.00',
    validUntil: 'December 31, 2026',
    absent: /factura|CFDI/i,
  },
  {
    prefix: '/es',
    tag: 'es-MX',
    numbers: { quote: 'COT', invoice: 'COB', receipt: 'REC' },
    // 2 × 500.00 plus IVA 16 %: 1,160.00; 400.00 paid leaves 760.00.
    total: '1160.00',
    balance: '$760.00',
    validUntil: '31 de diciembre de 2026',
    absent: /factura|Invoice/i,
  },
].map((l) => ({ ...l, m: readNamespace(l.tag, 'invoice-generator') as Messages }));

async function pdfText(page: Page, m: Messages) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click(),
  ]);
  return (await pdfPages(await readFile((await download.path())!))).join(' ');
}

test.describe('invoice generator: quote, invoice and receipt', () => {
  for (const { prefix, tag, numbers, total, balance, validUntil, absent, m } of languages) {
    test(`${tag}: a quote becomes an invoice, the invoice a receipt, each with its own title and number`, async ({
      page,
    }) => {
      // One long flow, several files made and read back: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      const d = m.document;
      const requests = recordRequests(page);
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      const preview = page.getByRole('region', { name: m.ui.previewTitle });

      // A quote, with its validity date.
      await page.getByRole('button', { name: m.ui.newQuote, exact: true }).click();
      await expect(page.locator('#number')).toHaveValue(`${numbers.quote}-${year}-0001`);
      await expect(page.locator('#terms')).toHaveCount(0);
      await page.locator('#billTo-name').fill('Cliente Cotizado');
      await page.locator('[id$="-description"]').first().fill('Sitio web');
      await page.locator('[id$="-quantity"]').first().fill('2');
      await page.locator('[id$="-unitPrice"]').first().fill('500');
      await page.locator('#validUntil').fill('2026-12-31');
      await expect(preview).toContainText(d.quoteTitle);
      let text = await pdfText(page, m);
      expect(text).toContain(`${d.quoteTitle} `);
      expect(text).toContain(`${numbers.quote}-${year}-0001`);
      expect(text).toContain(`${d.validUntil}: ${validUntil}`);
      expect(text).not.toMatch(absent);

      // One step: the invoice, with the next invoice number and the quote's client and lines.
      await page.getByRole('button', { name: m.ui.toInvoice, exact: true }).click();
      await expect(page.locator('#number')).toHaveValue(`${numbers.invoice}-${year}-0001`);
      await expect(page.locator('#number')).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: m.ui.madeInvoice })).toBeAttached();
      await expect(page.locator('#billTo-name')).toHaveValue('Cliente Cotizado');
      await expect(page.locator('#validUntil')).toHaveCount(0);
      await expect(preview).toContainText(d.title);
      text = await pdfText(page, m);
      expect(text).toContain(`${d.title} `);
      expect(text).toContain('Sitio web');
      // It names the quote it was made from, and is not titled a quote.
      expect(text).toContain(`${d.fromQuote}: ${numbers.quote}-${year}-0001`);
      expect(text).not.toContain(`${d.quoteTitle} `);

      // One step: the receipt, paying part of it.
      await page.getByRole('button', { name: m.ui.toReceipt, exact: true }).click();
      await expect(page.locator('#number')).toHaveValue(`${numbers.receipt}-${year}-0001`);
      await expect(page.locator('#paid-amount')).toBeFocused();
      await expect(page.locator('#paid-amount')).toHaveValue(total);
      await expect(page.locator('#paid-invoice')).toHaveValue(`${numbers.invoice}-${year}-0001`);
      await page.locator('#paid-amount').fill('400');
      await page.locator('#paid-method').selectOption('cash');
      await expect(preview).toContainText(balance);
      // The receipt's fields, the document buttons and the saved list: no accessibility violation.
      expect(await axeViolations(page)).toEqual([]);
      text = await pdfText(page, m);
      for (const expected of [
        `${d.receiptTitle} `,
        `${d.forInvoice}: ${numbers.invoice}-${year}-0001`,
        `${d.paidBy}: ${d.methodCash}`,
        d.amountPaid,
        '$400.00',
        d.balanceDue,
        balance,
      ])
        expect(text).toContain(expected);
      expect(text).not.toMatch(absent);

      // An amount over the total is refused, named and focused.
      await page.locator('#paid-amount').fill('99999');
      await page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click();
      await expect(page.locator('#paid-amount')).toBeFocused();
      await expect(page.getByText(m.errors.paidOverTotal)).toBeVisible();

      // Each sequence goes on by itself.
      await page.getByRole('button', { name: m.ui.newQuote, exact: true }).click();
      await expect(page.locator('#number')).toHaveValue(`${numbers.quote}-${year}-0002`);
      await page.getByRole('button', { name: m.ui.newInvoice, exact: true }).click();
      await expect(page.locator('#number')).toHaveValue(`${numbers.invoice}-${year}-0002`);
      // Nothing typed into the quote, the invoice or the receipt left the browser.
      expect(await carried(requests, ['Cliente Cotizado', 'Sitio web', '99999'])).toEqual([]);
    });
  }
});
