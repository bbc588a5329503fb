import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type InvoiceGeneratorMessages from '../../locales/en-US/invoice-generator.json';
import { readNamespace } from '../support/messages';
import { pdfPages } from '../support/pdf-text';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * Your details, remembered: the sender's details, contact, payment details and logo kept in this
 * browser, and every new document starts from them (after a reload too), until forgotten.
 */

type Messages = typeof InvoiceGeneratorMessages;
const languages = [
  { prefix: '', tag: 'en-US', taxId: '12-3456789' },
  { prefix: '/es', tag: 'es-MX', taxId: 'GODE561231GR8' },
].map((l) => ({ ...l, m: readNamespace(l.tag, 'invoice-generator') as Messages }));

/** A 1×1 PNG, as a logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const sender = {
  'from-name': 'Estudio Ana Ruiz',
  'from-address': 'Calle Durango 12, Roma Norte',
  'from-email': 'ana@estudio-ruiz.example',
  'from-phone': '+52 55 1234 5678',
  'payment-bank': 'Banco Azteca',
  'payment-link': 'pay.example.com/ana',
};

async function expectSender(page: Page, taxId: string) {
  for (const [id, value] of Object.entries(sender))
    await expect(page.locator(`#${id}`)).toHaveValue(value);
  await expect(page.locator('#from-taxId')).toHaveValue(taxId);
}

test.describe('invoice generator: your details, remembered', () => {
  for (const { prefix, tag, taxId, m } of languages) {
    test(`${tag}: remembered details start every new document, after a reload too, and print with the client's contact`, async ({
      page,
    }) => {
      // One long flow, three PDFs made and read back: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      for (const [id, value] of Object.entries(sender)) await page.locator(`#${id}`).fill(value);
      await page.locator('#from-taxId').fill(taxId);
      await page.locator('#logo').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(page.getByRole('button', { name: m.ui.removeLogo })).toBeVisible();
      await page.locator('#billTo-name').fill('Cliente Primero');
      await page.locator('#billTo-email').fill('cuentas@primero.example');

      const remember = page.getByRole('button', { name: m.ui.profileRemember, exact: true });
      await remember.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: m.ui.profileSaved })).toBeAttached();
      await expect(page.getByText(m.ui.profileKept)).toBeVisible();

      // A new document starts from the profile; the client's part is empty.
      await page.getByRole('button', { name: m.ui.newInvoice, exact: true }).click();
      await expect(page.locator('#billTo-name')).toHaveValue('');
      await expect(page.locator('#billTo-email')).toHaveValue('');
      await expectSender(page, taxId);
      await expect(page.getByRole('button', { name: m.ui.removeLogo })).toBeVisible();

      // After a reload, too.
      await page.reload();
      await generatorStarted(page);
      await page.getByRole('button', { name: m.ui.newInvoice, exact: true }).click();
      await expectSender(page, taxId);

      // Printed: the sender's e-mail and phone, the client's e-mail.
      await page.locator('#billTo-name').fill('Cliente Segundo');
      await page.locator('#billTo-email').fill('pagos@segundo.example');
      await page.locator('#billTo-phone').fill('+1 212 555 0100');
      await page.locator('[id$="-description"]').first().fill('Diseño de marca');
      await page.locator('[id$="-unitPrice"]').first().fill('1000');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click(),
      ]);
      const text = (await pdfPages(await readFile((await download.path())!))).join(' ');
      for (const value of [
        sender['from-email'],
        sender['from-phone'],
        'pagos@segundo.example',
        '+1 212 555 0100',
        'Banco Azteca',
      ])
        expect(text).toContain(value);

      // Forgotten: the next new document starts empty.
      await page.getByRole('button', { name: m.ui.profileForget, exact: true }).click();
      await expect(
        page.getByRole('status').filter({ hasText: m.ui.profileForgotten }),
      ).toBeAttached();
      await page.getByRole('button', { name: m.ui.newInvoice, exact: true }).click();
      await expect(page.locator('#from-name')).toHaveValue('');
      await expect(page.locator('#from-email')).toHaveValue('');
      await expect(page.locator('#payment-bank')).toHaveValue('');
      await page.reload();
      await expect(page.getByRole('button', { name: m.ui.profileRemember })).toBeVisible();
    });
  }
});
