import { expect, test } from '@playwright/test';
import { generatorLanguages } from './generator-languages';
import { emptyDraft } from '../../src/features/invoice-generator/model/draft';
import { workBack } from '../../src/features/invoice-generator/model/work-back';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * "The client will pay me X": a Mexican freelancer billing a company that withholds ISR and two
 * thirds of the IVA types what they want to receive; the line's unit price is filled in so the
 * document's total is that, as the engine computes it (model/work-back.ts).
 */
const languages = generatorLanguages;

for (const { prefix, tag, m } of languages)
  test(`${tag}: the unit price is worked back from what the client will pay, typed letter by letter`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/invoice-generator`);
    await generatorStarted(page);
    await page.getByRole('button', { name: m.ui.presetMxToMxCompany, exact: true }).click();
    const description = page.locator('[id$="-description"]').first();
    await description.pressSequentially('Desarrollo web');
    const quantity = page.locator('[id$="-quantity"]').first();
    await quantity.fill('');
    await quantity.pressSequentially('1');

    await page.getByRole('button', { name: m.ui.workBack, exact: true }).click();
    const amount = page.getByLabel(m.ui.workBackAmount);
    await expect(amount).toBeFocused();
    await amount.pressSequentially('10000');
    await page.getByRole('button', { name: m.ui.workBackApply, exact: true }).click();

    const draft = {
      ...emptyDraft('2026-11-27', 'COB-2026-0001'),
      senderCountry: 'mx' as const,
      currency: 'MXN' as const,
      iva: 'general' as const,
      withholding: 'honorarios' as const,
      lines: [{ id: 'a', description: 'Desarrollo web', quantity: '1', unitPrice: '' }],
    };
    const expected = workBack(draft, 'a', 1_000_000)!;
    await expect(page.locator('[id$="-unitPrice"]').first()).toHaveValue(expected.unitPrice);
    const said = expected.exact ? m.ui.workBackExact : m.ui.workBackNearest;
    const start = said.slice(0, said.indexOf('{'));
    await expect(page.getByText(start).first()).toBeVisible();
  });
