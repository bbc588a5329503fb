import { expect, test } from '@playwright/test';
import { box, lineCount, overlaps } from './geometry';
import { locales, localized } from './helpers';

// The header of every page: skip link, navigation, app links, the mobile menu and the language
// selector, in both languages.

const text = {
  en: {
    skip: 'Skip to main content',
    logo: 'Invoxa home',
    pricing: 'Pricing',
    nav: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  es: {
    skip: 'Saltar al contenido principal',
    logo: 'Inicio de Invoxa',
    pricing: 'Precios',
    nav: 'Principal',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
  },
} as const;

test.describe('skip link', () => {
  for (const l of locales) {
    const t = text[l.locale];
    test(`${l.locale}: the first focusable element, with room around its text, off the logo, moving focus to the main area`, async ({
      page,
    }) => {
      await page.goto(localized(l.prefix, '/pricing'));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t.skip });
      await expect(skip).toBeFocused();
      const padding = await skip.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
      expect(padding).toBeGreaterThanOrEqual(8);
      const logo = page.getByRole('link', { name: t.logo });
      expect(overlaps(await box(skip), await box(logo))).toBe(false);
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main-content')).toBeFocused();
    });
  }
});

test.describe('navigation', () => {
  test('marks the active section with aria-current', async ({ page }) => {
    await page.goto('/articles/cash-flow-management-in-business-101');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Articles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/es/contact');
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('login and get started go to the app', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      'https://app.invoxa.com/login',
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Get started' }),
    ).toHaveAttribute('href', 'https://app.invoxa.com/signup');
  });

  for (const l of locales) {
    const t = text[l.locale];
    test(`${l.locale}: header and footer link to pricing; the header marks it active there`, async ({
      page,
    }) => {
      await page.goto(localized(l.prefix, '/'));
      const nav = page.getByRole('banner').getByRole('navigation', { name: t.nav });
      const footer = page.getByRole('contentinfo');
      const href = localized(l.prefix, '/pricing');
      await expect(nav.getByRole('link', { name: t.pricing })).toHaveAttribute('href', href);
      await expect(footer.getByRole('link', { name: t.pricing })).toHaveAttribute('href', href);
      await expect(nav.getByRole('link', { name: t.pricing })).not.toHaveAttribute(
        'aria-current',
        'page',
      );

      await nav.getByRole('link', { name: t.pricing }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(nav.getByRole('link', { name: t.pricing })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test('the mobile menu lists pricing, marked active on /pricing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('header layout', () => {
  for (const width of [768, 1024, 1280]) {
    for (const l of locales) {
      test(`${l.locale} at ${width} px: every header control is on one line and the bar fits`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(localized(l.prefix, '/'));
        const controls = page.getByRole('banner').locator('a:visible, button:visible');
        expect(await controls.count()).toBeGreaterThanOrEqual(3);
        for (const control of await controls.all()) {
          if (!(await control.innerText()).trim()) continue;
          expect(await lineCount(control), await control.innerText()).toBe(1);
        }
        const bar = await box(page.getByRole('banner'));
        expect(bar.height).toBeLessThanOrEqual(65);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      });
    }
  }

  test("the language button's name starts with the code it shows", async ({ page }) => {
    for (const l of locales) {
      await page.goto(localized(l.prefix, '/'));
      const button = page.getByRole('banner').getByRole('button', { name: /Language|Idioma/ });
      const visible = (await button.innerText()).trim();
      expect(visible).toBe(l.locale.toUpperCase());
      await expect(button).toHaveAccessibleName(new RegExp(`^${visible}\\b`));
    }
  });
});

test.describe('header while the page is still arriving', () => {
  // A browser may paint before it has parsed the whole HTML. The header's controls must already
  // be where they stay: the page cut just before the menu button (the header's last control)
  // shows the language button at the same place as the whole page, in both languages.
  for (const [path, menu] of [
    ['/pricing', 'Open menu'],
    ['/es/pricing', 'Abrir menú'],
  ] as const)
    test(`${path} at 390 px: the language button does not move when the menu button arrives`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const languageButton = page.getByRole('banner').getByRole('button', { name: /^(EN|ES) – / });
      await page.goto(path);
      await expect(page.getByRole('button', { name: menu })).toBeVisible();
      const whole = (await languageButton.boundingBox())!;

      await page.route(`**${path}`, async (route) => {
        const html = await (await route.fetch()).text();
        const cut = html.lastIndexOf('<button', html.indexOf(`aria-label="${menu}"`));
        expect(cut).toBeGreaterThan(0);
        await route.fulfill({ body: html.slice(0, cut), contentType: 'text/html' });
      });
      await page.goto(path);
      await expect(page.getByRole('button', { name: menu })).toHaveCount(0);
      expect(await languageButton.boundingBox()).toEqual(whole);
    });
});

test.describe('mobile menu @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const l of locales) {
    const t = text[l.locale];
    test(`${l.locale}: opens with focus on its button, closes on the button, on Escape, on an outside tap and on a link`, async ({
      page,
    }) => {
      await page.goto(localized(l.prefix, '/'));
      const toggle = page.getByRole('button', { name: t.openMenu });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const menuLink = page.getByRole('navigation', { name: t.nav }).getByRole('link', {
        name: t.pricing,
      });

      await toggle.click();
      const close = page.getByRole('button', { name: t.closeMenu });
      await expect(close).toBeFocused();
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(menuLink).toBeVisible();
      await close.click();
      await expect(menuLink).toBeHidden();

      await toggle.click();
      await expect(menuLink).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menuLink).toBeHidden();

      await toggle.click();
      await expect(menuLink).toBeVisible();
      // A tap on the page below the menu panel.
      await page.mouse.click(200, 800);
      await expect(menuLink).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await toggle.click();
      await menuLink.click();
      await expect(page).toHaveURL(new RegExp(`${localized(l.prefix, '/pricing')}$`));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test.describe('language selector', () => {
  test('switches to Spanish in place, without a new history entry, and saves the choice', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/pricing');
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Español', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Precios claros que crecen contigo',
    );
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // Back leads to the previous page (home), which the saved preference now shows in Spanish.
    await page.goBack();
    await expect(page).toHaveURL(/\/es$/);
  });

  test('switches back to English (root becomes /)', async ({ page }) => {
    await page.goto('/es');
    await page.getByRole('button', { name: 'Idioma: Español' }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });

  test('is operable by keyboard and closes on Escape and outside click', async ({ page }) => {
    await page.goto('/contact');
    const button = page.getByRole('button', { name: 'Language: English' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'English', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Español', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await button.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await page.getByRole('button', { name: 'Español', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/es\/contact$/);
  });
  test('the language list closes when focus leaves it', async ({ page }) => {
    await page.goto('/pricing');
    const button = page.getByRole('button', { name: /Language: English/ });
    await button.click();
    const list = page.getByRole('button', { name: 'Español' });
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
