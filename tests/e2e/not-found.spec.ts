import { expect, test } from '@playwright/test';
import { locales, localized } from './helpers';

// The localized 404 page: its countdown home, which can be paused, and the ways out it offers.

const text = {
  en: { pause: 'Stay on this page', resume: 'Resume the countdown', paused: 'Countdown paused.' },
  es: {
    pause: 'Quedarme en esta página',
    resume: 'Reanudar la cuenta regresiva',
    paused: 'Cuenta regresiva en pausa.',
  },
} as const;

test.describe('404 page', () => {
  test('counts down from 10 each second, then goes to the localized home', async ({ page }) => {
    // Paused: the page's timers only run when the test advances the clock (a free-running clock
    // let a slow machine pass several seconds between two checks).
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-22T10:00:01Z'));
    await page.goto('/es/no-existe');
    const countdown = page.getByTestId('countdown');
    await expect(countdown).toHaveText('Te llevamos a la página de inicio en 10 segundos.');
    await expect(countdown).toHaveAttribute('aria-hidden', 'true');
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText('Te llevamos a la página de inicio en 9 segundos.');
    await page.clock.runFor(8000);
    await expect(countdown).toHaveText('Te llevamos a la página de inicio en 1 segundo.');
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  });

  test('offers go back, go home, suggestions and support', async ({ page }) => {
    await page.goto('/pricing');
    await page.goto('/nope');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page).toHaveTitle('Page not found - Invoxa');
    for (const name of ['Home', 'Articles', 'Contact']) {
      await expect(
        page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name }),
      ).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Go to the home page' }),
    ).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
  for (const l of locales) {
    test(`${l.locale}: the countdown can be paused, and resumed`, async ({ page }) => {
      const t = text[l.locale];
      await page.clock.install();
      const url = l.locale === 'en' ? '/no-such-page' : '/es/no-existe';
      await page.goto(url);
      const countdown = page.getByTestId('countdown');
      await page.clock.runFor(1000);
      await expect(countdown).not.toContainText('10'); // ticking: the page is interactive
      await page.getByRole('button', { name: t.pause }).click();
      await expect(countdown).toContainText(t.paused);
      await page.clock.runFor(15_000);
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(countdown).toContainText(t.paused);

      await page.getByRole('button', { name: t.resume }).click();
      await expect(countdown).not.toContainText(t.paused);
      await expect(countdown).toContainText(/\d/);
      await page.clock.runFor(10_000);
      await expect(page).toHaveURL(new RegExp(`${localized(l.prefix, '/')}$`));
    });
  }
});
