import { expect, test } from '@playwright/test';

// The footer of every page: contact lines, links and the year.

test.describe('footer', () => {
  test('footer has phone, e-mail, links and the current year', async ({ page }) => {
    await page.goto('/es');
    const footer = page.getByRole('contentinfo');
    // Spanish pages give the Mexican number; one support address for both languages.
    await expect(footer.locator('a[href^="tel:+52"]')).toBeVisible();
    await expect(footer.locator('a[href="mailto:support@invoxa.com"]')).toBeVisible();
    for (const name of [
      'Centro de ayuda',
      'Documentación',
      'Aviso de privacidad',
      'Términos del servicio',
      'Eliminación de datos',
      'Notas de cobro gratis (no son CFDI)',
    ]) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Invoxa`);
  });

  test('a page opened from the footer starts at its top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help center' }).click();
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
