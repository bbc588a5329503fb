import { expect, test, type Page } from '@playwright/test';
import { factValues } from '../../src/content/facts';

/** The paths of the documents the page loads: a landing replacement is a second one. */
function documentPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** What each document showed: its level-1 headings and whether they were rendered visible,
 * recorded from the start of parsing, and its paint timings (first-contentful-paint…). */
async function recordRendering(page: Page) {
  const seen: {
    path: string;
    started?: boolean;
    heading?: string;
    shown?: boolean;
    paint?: string;
  }[] = [];
  await page.exposeFunction('reportRendering', (entry: (typeof seen)[number]) => seen.push(entry));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportRendering: (e: object) => void }).reportRendering;
    const path = location.pathname;
    report({ path, started: true });
    const reported = new Set<string>();
    const look = () => {
      for (const h1 of document.querySelectorAll('h1')) {
        const entry = {
          path,
          heading: h1.textContent ?? '',
          shown: h1.checkVisibility({ visibilityProperty: true }),
        };
        const key = JSON.stringify(entry);
        if (!reported.has(key)) report(entry);
        reported.add(key);
      }
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    addEventListener('DOMContentLoaded', look);
    addEventListener('load', look);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) report({ path, paint: entry.name });
    }).observe({ type: 'paint', buffered: true });
  });
  return seen;
}

/** Holds back the answer for `path`, so the page that asked for it stays on screen meanwhile. */
async function delayDocument(page: Page, path: string, ms = 1_500) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

test.describe('header and footer', () => {
  test('skip link is the first focusable element and moves focus to the main area', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

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

test.describe('mobile menu @mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile layout only');

  test('opens, closes, closes on Escape and on link click', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Articles' })).toBeVisible();
    await close.click();
    await expect(menu.getByRole('link', { name: 'Articles' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
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
});

test.describe('language on landing', () => {
  test('a saved preference wins over the path, before the page is painted', async ({ page }) => {
    const rendering = await recordRendering(page);
    await delayDocument(page, '/es/articles');
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await page.goto('/articles', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/es\/articles$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const english = rendering.filter((r) => r.path === '/articles');
    expect(english).toContainEqual({ path: '/articles', started: true }); // recorded there too
    expect(english.filter((r) => r.shown || r.paint === 'first-contentful-paint')).toEqual([]);
  });

  test('a saved preference other than en or es is ignored', async ({ page }) => {
    const documents = documentPaths(page);
    await page.addInitScript(() => localStorage.setItem('language', 'es-MX'));
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/articles$/);
    expect(documents).toEqual(['/articles']);
  });

  test('the /es path is kept without a saved preference', async ({ page }) => {
    const documents = documentPaths(page);
    await page.goto('/es/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    expect(documents).toEqual(['/es/pricing']);
  });
});

test.describe('language on landing with a Spanish browser', () => {
  test.use({ locale: 'es-MX' });

  test('an English URL is replaced by the Spanish page before anything English is painted', async ({
    page,
  }) => {
    const rendering = await recordRendering(page);
    // The Spanish page is held back 1.5 s, while the English one is on screen: nothing of it may
    // be painted meanwhile (Chromium stops parsing it at the replacement; the script hides it in
    // case a browser goes on).
    await delayDocument(page, '/es/pricing');
    await page.goto('/es');
    const before = await page.evaluate(() => history.length);
    await page.goto('/pricing?plan=pro#faq', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/es\/pricing\?plan=pro#faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Precios claros que crecen contigo',
    );
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    const english = rendering.filter((r) => r.path === '/pricing');
    expect(english).toContainEqual({ path: '/pricing', started: true }); // recorded there too
    expect(english.filter((r) => r.shown || r.paint === 'first-contentful-paint')).toEqual([]);
    // …while the Spanish page is painted as usual.
    expect(rendering).toContainEqual({
      path: '/es/pricing',
      heading: 'Precios claros que crecen contigo',
      shown: true,
    });
  });

  test('a saved English preference wins over the browser language', async ({ page }) => {
    const documents = documentPaths(page);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/contact$/);
    expect(documents).toEqual(['/contact']);
  });

  test('the language selector still switches, and the choice is kept', async ({ page }) => {
    await page.goto('/es/pricing');
    await page.getByRole('button', { name: 'Idioma: Español' }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/localhost:\d+\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    const documents = documentPaths(page);
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual(['/articles']);
  });
});

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
});

test.describe('hero picture', () => {
  // The drawn preview is the hero's one picture at every width: no raster screenshot, whose
  // baked-in reminder schedule could drift from the facts registry.
  for (const [path, locale, name, texts] of [
    ['/', 'en', /^An invoice in Invoxa awaiting payment/, ['Payment status', 'Add reminder']],
    ['/es', 'es', /^Una factura en Invoxa pendiente de pago/, ['Estado del pago', 'Tarjeta']],
  ] as const) {
    for (const width of [1280, 390]) {
      test(`${path} at ${width} px: the drawn preview, with the registry's reminder schedule, no image downloaded`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const images: string[] = [];
        page.on('request', (r) => {
          if (r.resourceType() === 'image' && !r.url().endsWith('.svg')) images.push(r.url());
        });
        await page.goto(path);
        const preview = page.getByRole('img', { name });
        await expect(preview).toHaveCount(1);
        await expect(preview).toBeVisible();
        for (const text of texts)
          await expect(preview.getByText(text, { exact: true })).toBeVisible();
        const f = factValues(locale);
        const [before, after] =
          locale === 'en'
            ? [
                `${f.reminderDaysBefore} days before the due date`,
                `${f.reminderFirstOverdue} days after the due date`,
              ]
            : [
                `${f.reminderDaysBefore} días antes del vencimiento`,
                `${f.reminderFirstOverdue} días después del vencimiento`,
              ];
        await expect(preview.getByText(before, { exact: true })).toBeVisible();
        await expect(preview.getByText(after, { exact: true })).toBeVisible();
        // Readable: the titles at least 14 px, the preview inside the page's width.
        const title = preview.getByText(texts[0]);
        expect(
          await title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
        ).toBeGreaterThanOrEqual(14);
        const box = (await preview.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await page.waitForLoadState('networkidle');
        expect(images).toEqual([]);
      });
    }
  }
});

test.describe('product statements', () => {
  for (const t of [
    {
      prefix: '',
      plan: 'Enterprise',
      cta: 'Contact us',
      sales: 'Contact sales',
      cfdi: /^In Mexico, Invoxa issues CFDI 4\.0/,
    },
    {
      prefix: '/es',
      plan: 'Empresarial',
      cta: 'Contáctanos',
      sales: 'Hablar con ventas',
      cfdi: /^En México, Invoxa emite facturas electrónicas CFDI 4\.0/,
    },
  ]) {
    test(`${t.prefix || '/'}: Enterprise's "${t.cta}" reaches the sales contact by keyboard`, async ({
      page,
    }) => {
      await page.goto(`${t.prefix}/pricing`);
      const cta = page.getByRole('listitem', { name: t.plan }).getByRole('link', { name: t.cta });
      await expect(cta).toHaveAttribute('href', `${t.prefix}/contact#sales`);
      await cta.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/contact#sales$`));
      const open = page.getByRole('link', { name: t.sales });
      await expect(open).toBeInViewport();
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    test(`${t.prefix || '/'}: the home page states the CFDI fact and publishes no placeholder phone`, async ({
      page,
    }) => {
      await page.goto(t.prefix || '/');
      await expect(page.getByText(t.cfdi)).toBeVisible();
      const ld = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).join();
      expect(ld).toContain('"Organization"');
      expect(ld).not.toContain('telephone');
      expect(ld).not.toContain('555-0142');
    });
  }
});
