import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type InvoiceGeneratorMessages from '../../locales/en-US/invoice-generator.json';
import { readNamespace } from '../support/messages';
import { pdfPages } from '../support/pdf-text';
import { axeViolations } from './axe';
import { carried, recordRequests } from './typed-requests';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * More of a real invoice: a line that bears no tax beside a taxed one, and shipping added after
 * the discount, in the preview and read back from the PDF, in both languages.
 *
 * Both documents: a taxed line of 1,000.00, an untaxed one of 500.00, 10 % off the lines, and
 * shipping of 200.00, taxed. US, sales tax 8.25 %: 8.25 % of (900.00 + 200.00) = 90.75, total
 * 1,640.75. Mexico, fees withheld: IVA 16 % of 900.00 and of 200.00 = 144.00 + 32.00; ISR 10 % of
 * every concept, 155.00; IVA withheld two thirds of each IVA, 96.00 + 21.33; total 1,453.67.
 */

type Messages = typeof InvoiceGeneratorMessages;
const languages = [
  {
    prefix: '',
    tag: 'en-US',
    lines: ['Website design', 'Hosting paid on your behalf'],
    charge: 'Shipping',
    setTaxes: async (page: import('@playwright/test').Page) =>
      page.locator('#salesTax').fill('8.25'),
    totals: ['$1,500.00', '−$150.00', 'Shipping $200.00', '$90.75', '$1,640.75'],
    without: '$1,677.88',
  },
  {
    prefix: '/es',
    tag: 'es-MX',
    lines: ['Diseño del sitio', 'Consulta médica'],
    charge: 'Envío',
    setTaxes: async (page: import('@playwright/test').Page) =>
      page.locator('#withholding').selectOption('honorarios'),
    totals: [
      '$1,500.00',
      '−$150.00',
      'Envío $200.00',
      '$176.00',
      '−$155.00',
      '−$117.33',
      '$1,453.67',
    ],
    without: '$1,477.67',
  },
].map((l) => ({ ...l, m: readNamespace(l.tag, 'invoice-generator') as Messages }));

test.describe('invoice generator: tax per line and charges', () => {
  for (const { prefix, tag, lines, charge, setTaxes, totals, without, m } of languages) {
    test(`${tag}: an untaxed line and shipping after the discount, in the preview and the PDF`, async ({
      page,
    }) => {
      // A whole-page axe audit and a PDF read back: 18–25 s alone, more beside three other workers.
      test.setTimeout(60_000);
      const requests = recordRequests(page);
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      const preview = page.getByRole('region', { name: m.ui.previewTitle });
      const mexican = prefix === '/es';
      const exemptLabel = mexican ? m.ui.exemptIva : m.ui.noSalesTax;

      await page.locator('#billTo-name').fill('Cliente Cargos');
      await page.locator('[id^="line-"][id$="-description"]').first().fill(lines[0]!);
      await page.locator('[id$="-unitPrice"]').first().fill('1000');
      await page.getByRole('button', { name: m.ui.addLine, exact: true }).click();
      await page.locator('[id^="line-"][id$="-description"]').nth(1).fill(lines[1]!);
      await page.locator('[id$="-unitPrice"]').nth(1).fill('500');
      await page.locator('#discountKind').selectOption('percent');
      await page.locator('#discount').fill('10');
      await setTaxes(page);
      await page.getByRole('button', { name: m.ui.addCharge, exact: true }).click();
      await expect(page.locator('[id^="charge-"][id$="-description"]')).toBeFocused();
      await page.locator('[id^="charge-"][id$="-description"]').fill(charge);
      await page.locator('[id^="charge-"][id$="-amount"]').fill('200');

      // Before the second line is marked, everything is taxed.
      await expect(preview).toContainText(without);
      // The checkbox of line 2, found by its group's name and its own label.
      const second = page.getByRole('group', { name: m.ui.lineLabel.replace('{number}', '2') });
      await second.getByRole('checkbox', { name: exemptLabel }).check();
      // The preview's totals are label and value side by side (a description list).
      for (const figure of totals) await expect(preview).toContainText(figure.replace(/^.* /, ''));
      await expect(preview.locator('dt', { hasText: charge })).toBeVisible();
      await expect(preview).toContainText(mexican ? m.document.exemptIva : m.document.noSalesTax);
      expect(await axeViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click(),
      ]);
      const text = (await pdfPages(await readFile((await download.path())!))).join(' ');
      for (const figure of totals) expect(text).toContain(figure);
      expect(text).toContain(
        `${lines[1]} ${mexican ? m.document.exemptIva : m.document.noSalesTax}`,
      );

      // A charge is removed by its button, and focus goes back to "Add a charge".
      await page.getByRole('button', { name: m.ui.removeCharge.replace('{number}', '1') }).click();
      await expect(page.getByRole('button', { name: m.ui.addCharge, exact: true })).toBeFocused();
      await expect(preview).not.toContainText(`${charge} $200.00`);

      expect(await carried(requests, ['Cliente Cargos', ...lines, charge])).toEqual([]);
    });
  }
});
