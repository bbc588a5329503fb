import { expect, test } from '@playwright/test';
import { facts, homeStatSources } from '../../src/content/facts';
import { allPeriods, periodValue } from '../../src/server/personal-data';

test.describe('prices with their taxes', () => {
  test('US visitors see $29 and that sales tax may apply; no credit card only under Free', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const free = page.getByRole('listitem').filter({ has: page.locator('#plan-free') });
    const pro = page.getByRole('listitem').filter({ has: page.locator('#plan-professional') });
    await expect(pro).toContainText('$29');
    await expect(pro).toContainText('Sales tax may be added at checkout');
    // A customer in Mexico reading English learns that IVA is added.
    await expect(pro).toContainText('Customers in Mexico pay Mexican IVA (16%) on top: $33.64');
    await expect(free).toContainText('No credit card required.');
    await expect(pro).not.toContainText(/credit card required/i);
    await expect(page.getByText(/No credit card required/)).toHaveCount(1);
  });

  test('Mexican visitors see the total with IVA, in the currency they are charged in', async ({
    page,
  }) => {
    await page.goto('/es/pricing');
    const free = page.getByRole('listitem').filter({ has: page.locator('#plan-free') });
    const pro = page.getByRole('listitem').filter({ has: page.locator('#plan-professional') });
    await expect(pro).toContainText('USD 33.64');
    await expect(pro).toContainText('IVA');
    await expect(pro).toContainText('USD 29 más USD 4.64 de IVA');
    await expect(pro).not.toContainText('USD 29 al mes');
    // Pesos a Mexican can read, at a dated exchange rate, beside the dollars charged.
    await expect(pro).toContainText('Se cobra en dólares estadounidenses');
    await expect(pro).toContainText(
      'unos 603 pesos al tipo de cambio FIX que el Banco de México determinó el 26 de diciembre de 2025',
    );
    await expect(free).toContainText('Sin tarjeta de crédito.');
    await expect(page.getByText(/Sin tarjeta de crédito/)).toHaveCount(1);
  });
});

test.describe('home page figures', () => {
  for (const path of ['/', '/es']) {
    test(`each figure links its published source (${path})`, async ({ page }) => {
      await page.goto(path);
      const band = page.locator('section[aria-labelledby="stats-title"]');
      const links = band.getByRole('link');
      await expect(links).toHaveCount(homeStatSources.length);
      for (const [i, key] of homeStatSources.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', facts[key].source);
        await expect(links.nth(i)).toHaveAttribute('target', '_blank');
      }
      await expect(band).not.toContainText(/not measured|no resultados medidos|up to|hasta/i);
    });
  }
});

test.describe('retention periods', () => {
  const months = facts.leadRetentionMonths.value;
  const days = facts.unsubscribedSignupDeletionDays.value;
  for (const [path, leads, newsletter] of [
    [
      '/privacy-policy',
      `kept for ${months} months after your last contact with us`,
      `deleted from our database within ${days} ${days === 1 ? 'day' : 'days'} after you unsubscribe`,
    ],
    [
      '/es/privacy-policy',
      `se conservan durante ${months} meses después de tu último contacto con nosotros`,
      `a más tardar ${days} ${days === 1 ? 'día' : 'días'} después de que te des de baja`,
    ],
  ] as const)
    test(`the privacy policy states the periods housekeeping applies (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      const retention = page.locator('section[aria-labelledby="data-retention"]');
      await expect(retention).toContainText(leads);
      await expect(retention).toContainText(newsletter);
    });

  /** A period as the page writes it ("24 months", "1 día"). */
  const written = (n: number, unit: 'months' | 'days', es: boolean) =>
    es
      ? `${n} ${unit === 'days' ? (n === 1 ? 'día' : 'días') : n === 1 ? 'mes' : 'meses'}`
      : `${n} ${n === 1 ? unit.slice(0, -1) : unit}`;
  for (const path of ['/privacy-policy', '/es/privacy-policy'])
    test(`the privacy policy's retention section states every period of the personal-data registry (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      const retention = page.locator('section[aria-labelledby="data-retention"]');
      for (const { period } of allPeriods())
        await expect(retention).toContainText(
          written(periodValue(period), period.unit, path.startsWith('/es')),
        );
    });
});
