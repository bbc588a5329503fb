import { expect, test } from '@playwright/test';
import type InvoiceGeneratorMessages from '../../locales/en-US/invoice-generator.json';
import { readNamespace } from '../support/messages';
import { carried, recordRequests } from './typed-requests';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * Clients remembered: the address book is made from saved documents; choosing a client fills its
 * name, address, tax id and contact, and the currency and taxes last used with it.
 */

type Messages = typeof InvoiceGeneratorMessages;
const languages = [
  // On the English page a new invoice is in dollars without sales tax; this client had pesos and 8.25 %.
  { prefix: '', tag: 'en-US', currency: 'MXN', tax: { id: '#salesTax', value: '8.25', empty: '' } },
  // On the Spanish page a new one is in pesos without withholding; this client had dollars and ISR.
  {
    prefix: '/es',
    tag: 'es-MX',
    currency: 'USD',
    tax: { id: '#withholding', value: 'honorarios', empty: 'none' },
  },
].map((l) => ({ ...l, m: readNamespace(l.tag, 'invoice-generator') as Messages }));

test.describe('invoice generator: clients remembered', () => {
  for (const { prefix, tag, currency, tax, m } of languages) {
    test(`${tag}: choosing a saved client fills its details, currency and taxes last used`, async ({
      page,
    }) => {
      const requests = recordRequests(page);
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      await expect(page.getByLabel(m.ui.clientBook)).toHaveCount(0);

      await page.locator('#billTo-name').fill('Cliente Recordado SA');
      await page.locator('#billTo-address').fill('Av. Reforma 100\nCDMX');
      await page.locator('#billTo-email').fill('pagos@recordado.example');
      await page.locator('#currency').selectOption(currency);
      if (tax.id === '#salesTax') await page.locator(tax.id).fill(tax.value);
      else await page.locator(tax.id).selectOption(tax.value);

      await page.getByRole('button', { name: m.ui.newInvoice, exact: true }).click();
      await expect(page.locator('#billTo-name')).toHaveValue('');
      await expect(page.locator('#currency')).not.toHaveValue(currency);
      await expect(page.locator(tax.id)).toHaveValue(tax.empty);

      const book = page.getByLabel(m.ui.clientBook);
      await book.selectOption({ label: 'Cliente Recordado SA' });
      // Choosing in the list changes nothing until the button is pressed (keyboard users browse it).
      await expect(page.locator('#billTo-name')).toHaveValue('');
      await page.getByRole('button', { name: m.ui.clientBookUse, exact: true }).click();
      await expect(page.locator('#billTo-name')).toHaveValue('Cliente Recordado SA');
      await expect(page.locator('#billTo-address')).toHaveValue('Av. Reforma 100\nCDMX');
      await expect(page.locator('#billTo-email')).toHaveValue('pagos@recordado.example');
      await expect(page.locator('#currency')).toHaveValue(currency);
      await expect(page.locator(tax.id)).toHaveValue(tax.value);
      await expect(
        page.getByRole('status').filter({ hasText: 'Cliente Recordado SA' }),
      ).toBeAttached();
      await expect(page.getByRole('region', { name: m.ui.previewTitle })).toContainText(
        'Av. Reforma 100',
      );
      expect(await carried(requests, ['Cliente Recordado SA', 'pagos@recordado.example'])).toEqual(
        [],
      );
    });
  }
});
