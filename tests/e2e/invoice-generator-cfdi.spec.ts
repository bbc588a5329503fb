import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type InvoiceGeneratorMessages from '../../locales/en-US/invoice-generator.json';
import { readNamespace } from '../support/messages';
import { pdfPages } from '../support/pdf-text';
import { carried, recordRequests } from './typed-requests';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

type Messages = typeof InvoiceGeneratorMessages;
const messages = (tag: string) => readNamespace(tag, 'invoice-generator') as Messages;
const languages = [
  { prefix: '', tag: 'en-US', m: messages('en-US') },
  { prefix: '/es', tag: 'es-MX', m: messages('es-MX') },
] as const;

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);

test.describe('the CFDI data of a Mexican sender', () => {
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: open the section, fill it, see a rule, copy and download the summary; nothing leaves the browser`, async ({
      page,
      context,
    }) => {
      // Several steps on a shared machine: a download, axe, a PDF and a reload.
      test.setTimeout(120_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const requests = recordRequests(page);
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      await page.getByRole('button', { name: m.ui.presetMxToMxCompany, exact: true }).click();
      const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const productKey = `8${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
      const typed = { sender: `Quintana Sender ${stamp}`, client: `Zephyr Client ${stamp}` };
      await page.locator('#from-name').fill(typed.sender);
      await page.locator('#from-taxId').fill('PEGA850101AB1');
      await page.locator('#from-regime').selectOption('612');
      await page.locator('#billTo-name').fill(typed.client);
      await page.locator('#billTo-taxId').fill('ABC010101AB1');
      await page.locator('[id$="-description"]').first().fill(`Ilustración ${stamp}`);
      await page.locator('[id$="-quantity"]').first().fill('3');
      await page.locator('[id$="-unitPrice"]').first().fill('1,250.50');

      // Collapsed until asked for.
      const toggle = page.getByRole('button', { name: m.ui.cfdiToggle, exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#cfdi-summary')).toHaveCount(0);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('link', { name: m.ui.cfdiPlanLink, exact: true }),
      ).toHaveAttribute('href', `${prefix}/pricing`);
      const missing = page.locator('#cfdi-missing');
      await expect(missing).toContainText('Uso del CFDI');
      await expect(missing).toContainText('Clave de producto o servicio (concepto 1)');

      // A rule: PPD goes with 99 - Por definir.
      await page.locator('#cfdi-paymentMethod').selectOption('PPD');
      await page.locator('#cfdi-paymentForm').selectOption('03');
      await expect(page.locator('#cfdi-paymentForm-error')).toHaveText(m.errors.cfdiPpdNeeds99);
      await expect(page.locator('#cfdi-paymentForm')).toHaveAttribute('aria-invalid', 'true');
      await page.locator('#cfdi-paymentForm').selectOption('99');
      await expect(page.locator('#cfdi-paymentForm-error')).toHaveCount(0);
      await page.locator('#cfdi-issuerPostalCode').fill('0660');
      await expect(page.locator('#cfdi-issuerPostalCode-error')).toHaveText(
        m.errors.cfdiPostalCode,
      );
      await page.locator('#cfdi-issuerPostalCode').fill('06600');
      await page.locator('#cfdi-recipientPostalCode').fill('01000');
      await page.locator('#cfdi-recipientRegime').selectOption('601');
      await page.locator('#cfdi-use').selectOption('D01');
      await expect(page.locator('#cfdi-use-error')).toHaveText(m.errors.cfdiUseRegime);
      await page.locator('#cfdi-use').selectOption('G03');
      await expect(page.locator('#cfdi-use-error')).toHaveCount(0);
      const product = page.locator('[id$="-cfdi-productKey"]').first();
      await product.fill('8214150');
      await expect(page.locator('[id$="-cfdi-productKey-error"]')).toHaveText(
        m.errors.cfdiProductKey,
      );
      await product.fill(productKey);
      await page.locator('[id$="-cfdi-unitKey"]').first().selectOption('E48');
      await expect(missing).toHaveText(m.ui.cfdiComplete);

      // The summary has the preview's figures: 3 × 1,250.50 = 3,751.50, IVA 600.24, ISR 375.15,
      // IVA withheld 400.16, total 3,576.43.
      const preview = page.getByRole('region', { name: m.ui.previewTitle });
      await expect(preview).toContainText('$3,576.43');
      const summary = page.locator('#cfdi-summary');
      for (const line of [
        `  RFC: PEGA850101AB1`,
        `  Nombre: ${typed.client}`,
        '  Forma de pago: 99 - Por definir',
        '  Método de pago: PPD - Pago en parcialidades o diferido',
        '  Uso del CFDI: G03 - Gastos en general',
        `     Clave de producto o servicio: ${productKey}`,
        '     Clave de unidad: E48 - Unidad de servicio',
        '     Importe: 3751.50',
        '     Traslado IVA: base 3751.50, tasa 0.160000, importe 600.24',
        '     Retención ISR: base 3751.50, tasa 0.100000, importe 375.15',
        '     Retención IVA: base 3751.50, tasa 0.106667, importe 400.16',
        '  Total: 3576.43',
      ])
        await expect(summary).toHaveValue(new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const text = await summary.inputValue();

      // Copy: the clipboard holds it, and the copy is announced.
      await page.getByRole('button', { name: m.ui.cfdiCopy, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: m.ui.cfdiCopied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

      // Download: the .txt holds it.
      const txt = await downloaded(page, () =>
        page.getByRole('button', { name: m.ui.cfdiDownload, exact: true }).click(),
      );
      expect(txt.name).toMatch(/-CFDI\.txt$/);
      expect(txt.bytes.toString('utf8')).toBe(text);

      // axe finds nothing with the section open.
      expect(await axeViolations(page)).toEqual([]);

      // The document is not a CFDI: none of this is printed on the PDF.
      const pdf = await downloaded(page, () =>
        page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click(),
      );
      const printed = (await pdfPages(pdf.bytes)).join(' ');
      expect(printed).toContain(typed.client);
      for (const absent of [productKey, 'Uso del CFDI', 'Gastos en general', '06600', 'E48'])
        expect(printed).not.toContain(absent);

      // Kept with the draft.
      await page.reload();
      await page.getByRole('button', { name: m.ui.cfdiToggle, exact: true }).click();
      await expect(page.locator('[id$="-cfdi-productKey"]').first()).toHaveValue(productKey);
      await expect(page.locator('#cfdi-use')).toHaveValue('G03');

      expect(await carried(requests, [...Object.values(typed), productKey])).toEqual([]);
    });
  }

  test('a client abroad: the generic RFC, régimen 616, use S01 and the sender’s postal code', async ({
    page,
  }) => {
    const m = messages('es-MX');
    await page.goto('/es/invoice-generator');
    await generatorStarted(page);
    await page.getByRole('button', { name: m.ui.presetMxToUsClient, exact: true }).click();
    await page.getByRole('button', { name: m.ui.cfdiToggle, exact: true }).click();
    await expect(page.locator('#cfdi-foreign')).toContainText('XEXX010101000');
    await page.locator('#cfdi-issuerPostalCode').fill('06600');
    await page.locator('#cfdi-use').selectOption('G03');
    await expect(page.locator('#cfdi-use-error')).toHaveText(m.errors.cfdiForeignUse);
    await page.locator('#cfdi-use').selectOption('');
    const summary = page.locator('#cfdi-summary');
    await expect(summary).toHaveValue(/ {2}RFC: XEXX010101000\n/);
    await expect(summary).toHaveValue(/Domicilio fiscal \(código postal\): 06600\n/);
    await expect(summary).toHaveValue(/Uso del CFDI: S01 - Sin efectos fiscales\n/);
    await expect(summary).toHaveValue(/Régimen fiscal: 616 - Sin obligaciones fiscales\n/);
  });

  test('a US sender, a quote and a receipt have no CFDI section', async ({ page }) => {
    const m = messages('en-US');
    await page.goto('/invoice-generator');
    await generatorStarted(page);
    await page.getByRole('button', { name: m.ui.presetUsFreelancer, exact: true }).click();
    await expect(page.getByRole('button', { name: m.ui.cfdiToggle })).toHaveCount(0);
    await page.locator('#senderCountry').selectOption('mx');
    await expect(page.getByRole('button', { name: m.ui.cfdiToggle })).toBeVisible();
    // A quote is not income and a receipt of payment is not the invoice's CFDI: only an invoice
    // has the section.
    await page.getByRole('button', { name: m.ui.newQuote, exact: true }).click();
    await expect(page.locator('#number')).toHaveValue(/^QUO-/);
    await page.locator('#senderCountry').selectOption('mx');
    await expect(page.getByRole('button', { name: m.ui.cfdiToggle })).toHaveCount(0);
  });
});
