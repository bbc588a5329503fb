import { expect, test, type Page } from '@playwright/test';
import { generatorLanguages } from './generator-languages';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/** The checks a Mexican freelancer expects, and a download that says what stops it. */

const languages = generatorLanguages;

async function open(page: Page, prefix: string) {
  await page.goto(`${prefix}/invoice-generator`);
  await generatorStarted(page);
}

const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`);

test.describe('invoice generator: the checks of a Mexican document', () => {
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: RFC and CLABE formats, régimen from the SAT catalogue, RESICO against 10 % ISR`, async ({
      page,
    }) => {
      await open(page, prefix);
      await page.getByRole('button', { name: m.ui.presetMxToMxCompany, exact: true }).click();

      const senderRfc = page.locator('#from-taxId');
      for (const bad of ['ABC123', 'GODE561331GR8', 'GODE561231GR']) {
        await senderRfc.fill(bad);
        await expect(errorOf(page, 'from-taxId')).toHaveText(m.errors.rfcFormat);
      }
      for (const good of ['GODE561231GR8', 'ABC010101AB1', 'XAXX010101000', 'xexx010101000']) {
        await senderRfc.fill(good);
        await expect(senderRfc).not.toHaveAttribute('aria-invalid');
      }
      await page.locator('#billTo-taxId').fill('NOPE');
      await expect(errorOf(page, 'billTo-taxId')).toHaveText(m.errors.rfcFormat);
      await page.locator('#billTo-taxId').fill('CNA010101AAA');
      await expect(page.locator('#billTo-taxId')).not.toHaveAttribute('aria-invalid');

      const clabe = page.locator('#payment-clabe');
      await clabe.fill('03218000011835971');
      await expect(errorOf(page, 'payment-clabe')).toHaveText(m.errors.clabeDigits);
      await clabe.fill('032180000118359710');
      await expect(errorOf(page, 'payment-clabe')).toHaveText(m.errors.clabeCheckDigit);
      await clabe.fill('032 180 000118359719');
      await expect(clabe).not.toHaveAttribute('aria-invalid');

      // The régimen comes from the SAT's catalogue, code and name.
      const regime = page.locator('#from-regime');
      await expect(regime.locator('option[value="626"]')).toHaveText(
        '626 - Régimen Simplificado de Confianza',
      );
      await regime.selectOption('626');
      const warning = page.locator('#withholding-warning');
      await expect(warning).toHaveText(/626/);
      await page.locator('#withholding').selectOption('resico');
      await expect(warning).toHaveCount(0);
      await expect(page.getByRole('region', { name: m.ui.previewTitle })).toContainText(
        '626 - Régimen Simplificado de Confianza',
      );
    });

    test(`${tag}: a failed download moves focus to the first field at fault and names it`, async ({
      page,
    }) => {
      await open(page, prefix);
      await page.getByRole('button', { name: m.ui.presetMxToMxCompany, exact: true }).click();
      await page.locator('#billTo-name').fill('Cliente');
      await page.locator('[id$="-description"]').first().fill('Servicio');
      await page.locator('[id$="-unitPrice"]').first().fill('100');
      await page.locator('#from-taxId').fill('ABC123');
      await page.locator('#payment-clabe').fill('032180000118359710');
      await page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click();
      await expect(page.locator('#from-taxId')).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: m.ui.taxIdMx })).toBeVisible();
    });

    test(`${tag}: an empty document warns before it downloads; a bad line is marked in the preview`, async ({
      page,
    }) => {
      await open(page, prefix);
      const downloads: string[] = [];
      page.on('download', (d) => downloads.push(d.suggestedFilename()));
      await page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: m.ui.emptyWarning })).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m.ui.downloadAnyway, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(downloads).toHaveLength(1);

      await page.locator('[id$="-description"]').first().fill('Línea dudosa');
      await page.locator('[id$="-unitPrice"]').first().fill('12,3x');
      const row = page
        .getByRole('region', { name: m.ui.previewTitle })
        .getByRole('row')
        .filter({ hasText: 'Línea dudosa' });
      await expect(row).toContainText('12,3x');
      await expect(row).toContainText(m.ui.lineInvalid);
      await expect(row).not.toContainText('0.00');
    });
  }

  test('at 390 px the total stays in view while editing, and the bilingual preview is not cut off', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const m = languages[1]!.m;
    await open(page, '/es');
    await page.getByRole('button', { name: m.ui.presetMxToUsClient, exact: true }).click();
    // The export of services confirmed: IVA at 0 %, so the total is the line's amount.
    await page.locator('#ivaExportConfirm').check();
    await page.locator('[id$="-unitPrice"]').first().fill('98,765,432.10');
    await page.locator('#notes').focus();
    const total = page.locator('#running-total');
    await expect(total).toBeInViewport();
    await expect(total).toContainText('98,765,432.10');
    const preview = page.getByRole('region', { name: m.ui.previewTitle }).locator('article');
    await preview.scrollIntoViewIfNeeded();
    const box = (await preview.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await preview.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
