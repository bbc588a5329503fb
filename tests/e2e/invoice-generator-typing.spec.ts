import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { generatorLanguages } from './generator-languages';
import { lateChunks } from './late-chunks';
import { generatorStarted, slowWrites, storedText } from './invoice-store';

/**
 * Nothing typed is lost while a part of the generator loads (issue 38, point 1). The parts loaded
 * on demand (charges, receipt, address book, CFDI fields, preview, the draft format's check) come
 * 2 s late, as on a slow phone, and the visitor types letter by letter at a person's pace while
 * they arrive: every letter must be kept, on the page and in what is saved. A part that suspended
 * the page without a boundary of its own put each field back to its last shown value.
 */

const languages = generatorLanguages;

/** The text of every draft saved in the browser (tests/e2e/invoice-store.ts). */
const stored = storedText;

/** Opens the generator with its on-demand parts late; returns what was held back. */
async function openWithLateParts(page: Page, prefix: string) {
  const path = `${prefix}/invoice-generator`;
  const late = await lateChunks(page, path);
  await page.goto(path);
  await generatorStarted(page);
  return late;
}

const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);

/** Types into a field one key at a time, `delay` ms apart (a person on a phone). */
const typeSlowly = (field: Locator, text: string, delay: number) =>
  field.pressSequentially(text, { delay });

/** Every late part has arrived and the page has shown it: what is on the page now stays. */
async function allArrived(page: Page, late: { requested: string[]; pending: number }) {
  await expect.poll(() => late.pending, { timeout: 15_000 }).toBe(0);
  // The test ran against late parts: at least the preview's came after the page.
  expect(late.requested.length).toBeGreaterThan(0);
  await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0);
}

test.describe('invoice generator: every letter typed while a part loads is kept', () => {
  // A flake here is a lost letter to explain, never to retry (CI retries other specs once).
  test.describe.configure({ retries: 0 });
  // Parts 2 s late and typing at a person's pace: several seconds per test.
  test.slow();
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: the first charge`, async ({ page }) => {
      const late = await openWithLateParts(page, prefix);
      await page.getByRole('button', { name: m.ui.addCharge, exact: true }).click();
      const description = page.locator('[id^="charge-"][id$="-description"]').first();
      await expect(description).toBeFocused({ timeout: 15_000 });
      await typeSlowly(description, 'Shipping', 250);
      await allArrived(page, late);
      await expect(description).toHaveValue('Shipping');
      await expect.poll(() => stored(page)).toContain('"description":"Shipping"');
    });

    test(`${tag}: the client's name while the CFDI section opens`, async ({ page }) => {
      const late = await openWithLateParts(page, prefix);
      await page.getByRole('button', { name: m.ui.presetMxToMxCompany, exact: true }).click();
      await page.getByRole('button', { name: m.ui.cfdiToggle, exact: true }).click();
      const name = page.locator('#billTo-name');
      await name.click();
      await typeSlowly(name, 'Cliente XYZ', 200);
      await expect(page.locator('#cfdi-missing')).toBeVisible({ timeout: 15_000 });
      await allArrived(page, late);
      await expect(name).toHaveValue('Cliente XYZ');
      await expect.poll(() => stored(page)).toContain('"name":"Cliente XYZ"');
    });

    test(`${tag}: six letters right after the first save (the address book comes)`, async ({
      page,
    }) => {
      const late = await openWithLateParts(page, prefix);
      const name = page.locator('#billTo-name');
      await name.click();
      await page.keyboard.type('Ana ');
      // The first save: the address book is made from the saved documents, so it comes now.
      await expect.poll(() => stored(page)).toContain('"name":"Ana "');
      await typeSlowly(name, 'Torres', 600);
      await expect(page.locator('#client-book')).toBeAttached({ timeout: 15_000 });
      await allArrived(page, late);
      await expect(name).toHaveValue('Ana Torres');
      await expect.poll(() => stored(page)).toContain('"name":"Ana Torres"');
    });

    test(`${tag}: a new line`, async ({ page }) => {
      const late = await openWithLateParts(page, prefix);
      await page.getByRole('button', { name: m.ui.addLine, exact: true }).click();
      const second = page.locator('[id$="-description"]').nth(1);
      await expect(second).toBeFocused();
      await typeSlowly(second, 'Second line', 400);
      await allArrived(page, late);
      await expect(second).toHaveValue('Second line');
      await expect.poll(() => stored(page)).toContain('"description":"Second line"');
    });

    test(`${tag}: the client's name while a payment receipt opens`, async ({ page }) => {
      // The receipt's save takes a moment (a slow disk), so the visitor is typing in the name
      // before it ends: the receipt's amount, once its part has come, does not take their focus.
      await slowWrites(page, 500);
      const late = await openWithLateParts(page, prefix);
      const name = page.locator('#billTo-name');
      await name.click();
      await page.keyboard.type('Receipt Client');
      await expect.poll(() => stored(page)).toContain('"name":"Receipt Client"');
      await page.getByRole('button', { name: m.ui.toReceipt, exact: true }).click();
      await name.click();
      await page.keyboard.press('End');
      await typeSlowly(name, ' SA de CV', 200);
      await expect(page.locator('#paid-amount')).toBeVisible({ timeout: 15_000 });
      await allArrived(page, late);
      await expect(name).toHaveValue('Receipt Client SA de CV');
      await expect.poll(() => stored(page)).toContain('"name":"Receipt Client SA de CV"');
    });

    test(`${tag}: a part whose code never comes says so in its place, and the rest keeps working`, async ({
      page,
    }) => {
      const path = `${prefix}/invoice-generator`;
      const failed = await lateChunks(page, path, { fail: true });
      await page.goto(path);
      await generatorStarted(page);
      await page.getByRole('button', { name: m.ui.presetMxToMxCompany, exact: true }).click();
      await page.getByRole('button', { name: m.ui.cfdiToggle, exact: true }).click();
      const inPlace = page.locator('#cfdi-body').getByRole('alert');
      await expect(inPlace).toHaveText(m.ui.partFailed, { timeout: 15_000 });
      // The preview's place says the same; the form goes on.
      await expect(
        page.getByRole('region', { name: m.ui.previewTitle }).getByRole('alert'),
      ).toHaveText(m.ui.partFailed);
      const name = page.locator('#billTo-name');
      await typeSlowly(name, 'Cliente XYZ', 50);
      await expect(name).toHaveValue('Cliente XYZ');
      await page.getByRole('button', { name: m.ui.addLine, exact: true }).click();
      await expect(page.locator('[id$="-description"]')).toHaveCount(2);
      expect(failed.requested.length).toBeGreaterThan(0);
      // The sentences in place of the parts: no accessibility violation.
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const width of [1280, 390]) {
    test(`at ${width} px: a part's loading box holds its place, so nothing after it moves`, async ({
      page,
    }) => {
      // axe-core over the whole page: several seconds beside other workers.
      test.setTimeout(60_000);
      const m = languages[0]!.m;
      await page.setViewportSize({ width, height: 900 });
      const late = await lateChunks(page, '/invoice-generator', { hold: true });
      await page.goto('/invoice-generator', { waitUntil: 'domcontentloaded' });
      await generatorStarted(page);
      await page.evaluate(() => document.fonts.ready);
      const after = page.locator('#discountKind');
      const boxes = page
        .getByRole('form')
        .getByRole('status')
        .filter({ hasText: m.ui.partLoading });
      // The logo's and the profile's boxes (below the taxes) are there from the start; then the
      // charges' comes, above the taxes.
      await expect(boxes).toHaveCount(2);
      await page.getByRole('button', { name: m.ui.addCharge, exact: true }).click();
      await expect(boxes).toHaveCount(3);
      const box = boxes.first();
      await expect(box).toHaveAttribute('aria-busy', 'true');
      // The loading boxes (charges, preview, logo, profile, saved list): no accessibility violation.
      expect(await axeViolations(page)).toEqual([]);
      const before = (await after.boundingBox())!.y;
      late.release();
      await expect(page.locator('[id^="charge-"][id$="-description"]')).toBeVisible();
      await expect(boxes).toHaveCount(0);
      expect(Math.abs((await after.boundingBox())!.y - before)).toBeLessThanOrEqual(2);
    });
  }
});
