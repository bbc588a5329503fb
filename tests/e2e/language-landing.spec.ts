import { expect, test, type Page } from '@playwright/test';

// The language a visitor lands in: the saved preference, the path and the browser's languages
// (the landing script of src/i18n/language-preference.ts), before anything is painted.

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
