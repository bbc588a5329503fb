import { expect, test, type CDPSession, type Page, type Route } from '@playwright/test';
import { locales, localized } from './helpers';

// A visitor's first tap: every control a visitor can touch while the page is still arriving does
// its job when clicked at the earliest moments Playwright can, on a CPU slowed six times (a
// low-end phone), both languages. Each test clicks in three rounds, at three moments of the page's
// start: as soon as the control is there (the page's scripts not run yet), once the first script
// has arrived (scripts running), and once the page has loaded (React hydrating the page).

const ARTICLE = '/articles/cash-flow-management-in-business-101';

const text = {
  en: {
    sales: 'Contact sales',
    salesDialog: 'Talk to our sales team',
    salesName: 'Full name',
    chatOpen: 'Open live chat',
    chatClose: 'Close live chat',
    chatPanel: 'Chat with Invoxa',
    chatName: 'Your name',
    menuOpen: 'Open menu',
    menuClose: 'Close menu',
    menuLink: 'Articles',
    language: 'EN – Language: English',
    otherLanguage: 'Español',
    faq: 'How do I reset my password?',
    faqAnswer: 'Forgot Password',
    copy: 'Copy link',
    copied: 'Link copied',
    share: 'Share on LinkedIn',
    notFound: '/no-such-page',
    pause: 'Stay on this page',
    resume: 'Resume the countdown',
    goBack: 'Go back',
  },
  es: {
    sales: 'Hablar con ventas',
    salesDialog: 'Habla con nuestro equipo de ventas',
    salesName: 'Nombre completo',
    chatOpen: 'Abrir el chat',
    chatClose: 'Cerrar el chat',
    chatPanel: 'Chatea con Invoxa',
    chatName: 'Tu nombre',
    menuOpen: 'Abrir menú',
    menuClose: 'Cerrar menú',
    menuLink: 'Artículos',
    language: 'ES – Idioma: Español',
    otherLanguage: 'English',
    faq: '¿Cómo restablezco mi contraseña?',
    faqAnswer: '¿Olvidaste tu contraseña?',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
    share: 'Compartir en LinkedIn',
    notFound: '/es/no-existe',
    pause: 'Quedarme en esta página',
    resume: 'Reanudar la cuenta regresiva',
    goBack: 'Regresar',
  },
} as const;

const moments = ['before scripts', 'scripts arriving', 'loaded'] as const;
type Moment = (typeof moments)[number];

/** A script of the site's bundle (the inline scripts of the HTML are not held). */
const bundleScript = (url: URL) =>
  url.pathname.startsWith('/_next/') && url.pathname.endsWith('.js');

const sessions = new WeakMap<Page, CDPSession>();

/** One DevTools session per page: the CPU rate it sets holds until it sets another. */
async function devTools(page: Page) {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** The page's CPU at full speed again (a rate holds across navigations until another is set). */
const fullSpeed = async (page: Page) =>
  (await devTools(page)).send('Emulation.setCPUThrottlingRate', { rate: 1 });

/**
 * Opens `url` as on a first visit (nothing cached), with the page's CPU slowed six times from the
 * moment its response starts to arrive, and taps at `moment`: before any of the page's scripts
 * has run (they are held back until the tap is done: the page shows only its HTML and styles),
 * once the first of its scripts has arrived, or once it has loaded (React hydrating it). The slowed
 * CPU widens those moments so the tap can land in each; once it has, the CPU is at full speed.
 */
async function tapAt(page: Page, url: string, moment: Moment, tap: () => Promise<void>) {
  const held: Route[] = [];
  let holding = moment === 'before scripts';
  if (holding)
    await page.route(bundleScript, (route) => (holding ? held.push(route) : route.continue()));
  const cdp = await devTools(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Listened for before the page is asked for: waiting only once it has started could wait for
  // ever when every script had already arrived (a fast server, a page with few scripts).
  const firstScript =
    moment === 'scripts arriving'
      ? page.waitForResponse((r) => bundleScript(new URL(r.url())))
      : undefined;
  await page.goto(url, { waitUntil: 'commit' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await firstScript;
  if (moment === 'loaded') await page.waitForLoadState('load');
  await tap();
  if (holding) {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(bundleScript);
  }
  // The tap is made: the page finishes its start at full speed. The checks that follow are of
  // what the tap did, not of how long the page takes; slowed, the rounds took 35–57 s a test in
  // a full run, and the next round's page would start slowed too.
  await fullSpeed(page);
}

/**
 * How long a control may take to show it did its job: the rest of the page's start, on a machine
 * shared with other tests, hydration included (a ceiling; the check passes as soon as it holds).
 */
const SLOW = { timeout: 20_000 };

test.describe('first tap', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const l of locales) {
    const t = text[l.locale];

    test(`${l.locale}: "Contact sales" opens its dialog at the earliest click, which then behaves as a modal`, async ({
      page,
    }) => {
      for (const moment of moments) {
        await tapAt(page, localized(l.prefix, '/contact'), moment, () =>
          page.getByRole('link', { name: t.sales }).click(),
        );
        const dialog = page.getByRole('dialog', { name: t.salesDialog });
        await expect(dialog, moment).toBeVisible(SLOW);
        await expect(dialog.getByRole('textbox', { name: t.salesName })).toBeEditable();
        // Once the page runs, it is the modal dialog (the page behind inert), and it closes.
        await expect(page.locator('dialog:modal')).toHaveCount(1, SLOW);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });

    test(`${l.locale}: the live chat opens at the earliest click and its button says so`, async ({
      page,
    }) => {
      for (const moment of moments) {
        await tapAt(page, localized(l.prefix, '/contact'), moment, () =>
          page.getByText(t.chatOpen).click(),
        );
        const panel = page.getByRole('region', { name: t.chatPanel });
        await expect(panel, moment).toBeVisible(SLOW);
        await expect(page.getByText(t.chatClose)).toBeVisible(SLOW);
        // The page, once running, leaves the visitor where they were.
        await expect(panel).toBeInViewport();
        await expect(panel.getByRole('textbox', { name: t.chatName })).toBeFocused();
      }
    });

    test(`${l.locale}: the mobile menu opens at the earliest tap`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const moment of moments) {
        await tapAt(page, localized(l.prefix, '/'), moment, () =>
          page.getByRole('button', { name: t.menuOpen }).click(),
        );
        const close = page.getByRole('button', { name: t.menuClose });
        await expect(close, moment).toHaveAttribute('aria-expanded', 'true', SLOW);
        const panel = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
        await expect(panel.getByRole('link', { name: t.menuLink })).toBeVisible();
      }
    });

    test(`${l.locale}: the language menu opens at the earliest click`, async ({ page }) => {
      for (const moment of moments) {
        const button = page.getByRole('button', { name: t.language });
        await tapAt(page, localized(l.prefix, '/pricing'), moment, () => button.click());
        await expect(button, moment).toHaveAttribute('aria-expanded', 'true', SLOW);
        await expect(page.getByRole('button', { name: t.otherLanguage })).toBeVisible();
      }
    });

    test(`${l.locale}: an FAQ answer opens at the earliest click`, async ({ page }) => {
      for (const moment of moments) {
        await tapAt(page, localized(l.prefix, '/contact'), moment, () =>
          page.getByText(t.faq).click(),
        );
        await expect(page.getByText(t.faqAnswer), moment).toBeVisible(SLOW);
      }
    });

    test(`${l.locale}: the article's share link opens its window at the earliest click`, async ({
      page,
    }) => {
      for (const moment of moments) {
        const popup = page.waitForEvent('popup', SLOW);
        await tapAt(page, localized(l.prefix, ARTICLE), moment, () =>
          page.getByRole('link', { name: t.share }).click(),
        );
        await (await popup).close();
      }
    });

    test(`${l.locale}: the article's copy-link button copies at the earliest click`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      for (const moment of moments) {
        await tapAt(page, localized(l.prefix, ARTICLE), moment, () =>
          page.getByRole('button', { name: t.copy }).click(),
        );
        await expect(page.getByRole('button', { name: t.copied }), moment).toBeVisible(SLOW);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(ARTICLE);
      }
    });

    test(`${l.locale}: the 404's "go back" button goes back at the earliest click`, async ({
      page,
    }) => {
      const before = localized(l.prefix, '/pricing');
      for (const moment of moments) {
        await page.goto(before);
        await tapAt(page, t.notFound, moment, () =>
          page.getByRole('button', { name: t.goBack }).click(),
        );
        await expect(page, moment).toHaveURL(before, SLOW);
      }
    });

    test(`${l.locale}: the 404's countdown stops at the earliest click`, async ({ page }) => {
      for (const moment of moments) {
        await tapAt(page, t.notFound, moment, () =>
          page.getByRole('button', { name: t.pause }).click(),
        );
        await expect(page.getByRole('button', { name: t.resume }), moment).toBeVisible(SLOW);
        await expect(page).toHaveURL(new RegExp(`${t.notFound}$`));
      }
    });
  }
});
