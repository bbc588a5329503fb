import { expect, test } from '@playwright/test';
import { factOn, facts } from '../../src/content/facts';
import { HERO_INVOICE_TERMS_DAYS } from '../../src/content/hero-invoice';

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

test.describe('the calendar turns by itself', () => {
  // The drawn preview is the hero's picture at every width; a phone's viewport is checked here.
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, tag] of [
    ['/', 'en-US'],
    ['/es', 'es-MX'],
  ] as const) {
    test(`${path}: the hero's invoice is dated this season, reminders on the schedule`, async ({
      page,
    }) => {
      await page.goto(path);
      const preview = page.locator('main [role="img"]').first();
      await expect(preview).toBeVisible();
      const times = preview.locator('time');
      await expect(times).toHaveCount(5);
      const [sent, , before, due, overdue] = await times.evaluateAll((els) =>
        els.map((el) => el.getAttribute('datetime')!),
      );
      // Rendered at most a day before (daily regeneration), sent two days before that.
      const age = (Date.now() - at(sent!)) / DAY;
      expect(age).toBeGreaterThan(1);
      expect(age).toBeLessThan(4);
      expect((at(due!) - at(sent!)) / DAY).toBe(HERO_INVOICE_TERMS_DAYS);
      const { before: daysBefore, after } = facts.reminderSchedule.value;
      expect((at(due!) - at(before!)) / DAY).toBe(daysBefore);
      expect((at(overdue!) - at(due!)) / DAY).toBe(after[0]);
      const dueText = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(at(due!)),
      );
      await expect(preview).toContainText(dueText);
      await expect(preview).toContainText(due!.slice(0, 4));
      await expect(preview).not.toContainText('2025');
      const dayMonth = new Intl.DateTimeFormat(tag, {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
      await expect(times.nth(2)).toHaveText(dayMonth.format(new Date(at(before!))));
      await expect(preview).toContainText(
        tag === 'en-US' ? `${daysBefore} days before the due date` : `${daysBefore} días antes`,
      );
    });
  }

  test('articles name the year of each dated figure and compute their worked examples', async ({
    page,
  }) => {
    await page.goto('/articles/tax-deductions-for-independent-professionals');
    // The SEP limit's sentence names the year of the period in force (a qualifier may follow).
    const today = new Date().toISOString().slice(0, 10);
    const year = factOn('sepMaxContribution', today).entry.validFrom.slice(0, 4);
    await expect(page.locator('main')).toContainText(
      new RegExp(`\\(\\$[\\d,]+( \\([^)]*\\))? for ${year};`),
    );
    await expect(page.locator('main')).toContainText(
      "paying 100% of last year's total tax, or 110% if your adjusted gross income was over $150,000",
    );
    await expect(page.locator('main')).not.toContainText('{');
    await page.goto('/es/articles/tax-deductions-for-independent-professionals');
    await expect(page.locator('main')).toContainText(
      'Ingresos mensuales de hasta 25,000 pesos: 1.00',
    );
    await expect(page.locator('main')).toContainText(
      'dos terceras partes del IVA, es decir, 10.6667',
    );
    await page.goto(
      '/es/articles/the-complete-guide-to-professional-invoicing-and-payment-automation',
    );
    await expect(page.locator('main')).toContainText('en tu cuenta recibirás $19,066.67');
  });
});
