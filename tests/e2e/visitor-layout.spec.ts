import { expect, test, type Locator, type Page } from '@playwright/test';
import { articles } from '../../src/content/articles';
import { locales, localized } from './helpers';

// What a visitor sees: geometry measured in the browser, at the widths where things went wrong.

const text = {
  en: {
    pricing: 'Pricing',
    nav: 'Main',
    openMenu: 'Open menu',
    loadMore: 'Load more articles',
    latest: 'Latest articles',
    contactSales: 'Contact sales',
    dialog: 'Talk to our sales team',
    preferEmail: 'Prefer email',
    preferPhone: 'Prefer phone',
    submitPhone: 'Request a call back',
    submitEmail: 'Request an email',
    openChat: 'Open live chat',
    pause: 'Stay on this page',
    resume: 'Resume the countdown',
    paused: 'Countdown paused.',
  },
  es: {
    pricing: 'Precios',
    nav: 'Principal',
    openMenu: 'Abrir menú',
    loadMore: 'Cargar más artículos',
    latest: 'Artículos recientes',
    contactSales: 'Hablar con ventas',
    dialog: 'Habla con nuestro equipo de ventas',
    preferEmail: 'Prefiero correo',
    preferPhone: 'Prefiero teléfono',
    submitPhone: 'Solicitar una llamada',
    submitEmail: 'Solicitar un correo',
    openChat: 'Abrir el chat',
    pause: 'Quedarme en esta página',
    resume: 'Reanudar la cuenta regresiva',
    paused: 'Cuenta regresiva en pausa.',
  },
} as const;

/** How many lines the text of an element is laid out on (the line boxes of its text nodes). */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const middles: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (r.width > 0) middles.push(r.top + r.height / 2);
    }
    middles.sort((a, b) => a - b);
    return middles.filter((m, i) => i === 0 || m - middles[i - 1]! > 6).length;
  });
}

/** WCAG contrast ratio of two computed CSS colours (any syntax the browser knows, opaque). */
function contrast(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ({ x, y }) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      const lum = (color: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, bl = 0] = ctx.getImageData(0, 0, 1, 1).data;
        const ch = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(bl);
      };
      const [lx, ly] = [lum(x), lum(y)];
      return (Math.max(lx, ly) + 0.05) / (Math.min(lx, ly) + 0.05);
    },
    { x: a, y: b },
  );
}

/** The first ancestor's (or own) opaque background colour. */
function backgroundBehind(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    for (let n: Element | null = el.parentElement; n; n = n.parentElement) {
      const bg = getComputedStyle(n).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
    }
    return 'rgb(255, 255, 255)';
  });
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: typeof a,
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('pricing in the navigation', () => {
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

test.describe('clamped text', () => {
  for (const width of [1280, 700]) {
    for (const l of locales) {
      test(`${l.locale} at ${width} px: a clamped excerpt shows at most its line count`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(localized(l.prefix, '/articles'));
        await page.getByRole('link', { name: text[l.locale].loadMore }).click();
        const measured = await page.getByRole('main').evaluate((main) =>
          [...main.querySelectorAll('*')]
            .filter((el) => getComputedStyle(el).webkitLineClamp !== 'none')
            .map((el) => {
              const style = getComputedStyle(el);
              return {
                text: el.textContent!.slice(0, 40),
                lines: Number(style.webkitLineClamp),
                height: el.getBoundingClientRect().height,
                lineHeight: parseFloat(style.lineHeight),
              };
            }),
        );
        expect(measured.length).toBeGreaterThanOrEqual(articles.length);
        const over = measured.filter((m) => m.height > m.lines * m.lineHeight + 0.5);
        expect(over).toEqual([]);
      });
    }
  }
});

test.describe('no horizontal scrolling at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  const paths = [
    '/',
    '/articles',
    '/articles/the-complete-guide-to-professional-invoicing-and-payment-automation',
    '/pricing',
    '/contact',
    '/data-deletion',
    '/no-such-page',
  ];
  for (const l of locales) {
    test(`${l.locale}: key pages fit the screen`, async ({ page }) => {
      const wide: string[] = [];
      for (const path of paths) {
        await page.goto(localized(l.prefix, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) wide.push(`${path}: ${width} px`);
      }
      expect(wide).toEqual([]);
    });
  }
});

test.describe('header', () => {
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

  test('the skip link, when focused, has room around its text and does not cover the logo', async ({
    page,
  }) => {
    await page.goto('/es');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
    await expect(skip).toBeFocused();
    const padding = await skip.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
    expect(padding).toBeGreaterThanOrEqual(8);
    const logo = page.getByRole('link', { name: 'Inicio de Invoxa' });
    expect(overlaps(await box(skip), await box(logo))).toBe(false);
  });

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

test.describe('menus and focus', () => {
  test('the mobile menu keeps focus on its button, returns it on Escape and closes on an outside tap', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es');
    const toggle = page.getByRole('button', { name: text.es.openMenu });
    await toggle.click();
    const menuButton = page.getByRole('button', { name: 'Cerrar menú' });
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const menuLink = page.getByRole('navigation', { name: text.es.nav }).getByRole('link', {
      name: text.es.pricing,
    });
    await expect(menuLink).toBeVisible();
    // A tap on the page below the menu panel.
    await page.mouse.click(200, 800);
    await expect(menuLink).toBeHidden();
    await expect(page.getByRole('button', { name: text.es.openMenu })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
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

  for (const l of locales) {
    test(`${l.locale}: the sales dialog takes focus, locks the page behind, names its button by preference and gives focus back`, async ({
      page,
    }) => {
      const t = text[l.locale];
      await page.goto(localized(l.prefix, '/contact'));
      const open = page.getByRole('link', { name: t.contactSales });
      await open.scrollIntoViewIfNeeded();
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await open.click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(':focus')).toHaveCount(1);

      // The page behind does not scroll under the wheel.
      await page.mouse.move(5, 5);
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

      // The submit button says what will happen; the selected preference stands out.
      const phone = dialog.locator('label', { hasText: t.preferPhone });
      const email = dialog.locator('label', { hasText: t.preferEmail });
      await expect(dialog.getByRole('button', { name: t.submitPhone })).toBeVisible();
      await email.click();
      await expect(dialog.getByRole('radio', { name: t.preferEmail })).toBeChecked();
      await expect(dialog.getByRole('button', { name: t.submitEmail })).toBeVisible();
      const selected = await email.evaluate((el) => getComputedStyle(el).backgroundColor);
      const track = await backgroundBehind(email);
      expect(await contrast(page, selected, track)).toBeGreaterThanOrEqual(3);
      const unselected = await phone.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(unselected).not.toBe(selected);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
    });
  }

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px the open chat covers nothing, and "Contact sales" can be reached and seen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      // The chat opens from a <summary>, which has no button role in every browser.
      await page.getByText(text.en.openChat).click();
      const panel = page.getByRole('region', { name: 'Chat with Invoxa' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('textbox').first()).toBeFocused();
      const sales = page.getByRole('link', { name: text.en.contactSales });
      await sales.focus();
      await expect(sales).toBeFocused();
      const b = await box(sales);
      expect(overlaps(b, await box(panel))).toBe(false);
      const onTop = await sales.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!hit && el.contains(hit);
      });
      expect(onTop).toBe(true);
    });
  }

  test('the focus ring on dark green sections has at least 3:1 contrast', async ({ page }) => {
    for (const [path, name] of <[string, string][]>[
      ['/contact', text.en.contactSales],
      ['/pricing', 'Get started for free'],
      ['/', 'Create a free account'],
    ]) {
      await page.goto(path);
      await page.keyboard.press('Tab'); // keyboard modality, so :focus-visible applies
      const target = page.getByRole('main').getByRole('link', { name, exact: true });
      await target.focus();
      await expect(target).toBeFocused();
      const ring = () =>
        target.evaluate((el) => ({
          visible: el.matches(':focus-visible'),
          color: getComputedStyle(el).outlineColor,
          width: parseFloat(getComputedStyle(el).outlineWidth),
        }));
      expect((await ring()).visible).toBe(true);
      expect((await ring()).width).toBeGreaterThanOrEqual(2);
      // Polled: buttons animate their colours, so the ring reaches its colour after a transition.
      const behind = await backgroundBehind(target);
      await expect
        .poll(async () => contrast(page, (await ring()).color, behind), { message: path })
        .toBeGreaterThanOrEqual(3);
    }
  });
});

test.describe('the 404 countdown', () => {
  for (const l of locales) {
    test(`${l.locale}: can be paused, and resumed`, async ({ page }) => {
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

test.describe('home', () => {
  for (const width of [1280, 768]) {
    test(`at ${width} px the stats numbers sit on one line in both languages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const l of locales) {
        await page.goto(localized(l.prefix, '/'));
        const numbers = page.getByRole('definition');
        await expect(numbers).toHaveCount(3);
        const tops = await numbers.evaluateAll((els) =>
          els.map((el) => Math.round(el.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size, `${l.locale}: ${tops.join(', ')}`).toBe(1);
      }
    });
  }

  // A runt: the last line holds one word and is less than half as wide as the heading's widest
  // line. A long word alone on a full-width line (the system font decides where lines break) is
  // not one.
  test('at 390 px headings end on no runt line', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const lonely: string[] = [];
    for (const path of ['/', '/es', '/pricing', '/es/pricing', '/es/articles', '/contact']) {
      await page.goto(path);
      const found = await page.getByRole('main').evaluate((main) => {
        const out: string[] = [];
        for (const h of main.querySelectorAll('h1, h2, h3')) {
          if (h.closest('[hidden], dialog:not([open])') || !h.getClientRects().length) continue;
          const lines = new Map<number, { words: number; left: number; right: number }>();
          const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const t = n.textContent!;
            for (const m of t.matchAll(/\S+/g)) {
              const r = document.createRange();
              r.setStart(n, m.index!);
              r.setEnd(n, m.index! + m[0].length);
              const rect = r.getClientRects()[0];
              if (!rect) continue;
              const top = Math.round(rect.top);
              const line = lines.get(top) ?? { words: 0, left: rect.left, right: rect.right };
              line.words++;
              line.left = Math.min(line.left, rect.left);
              line.right = Math.max(line.right, rect.right);
              lines.set(top, line);
            }
          }
          if (lines.size < 2) continue;
          const widths = [...lines.values()].map((l) => l.right - l.left);
          const last = lines.get(Math.max(...lines.keys()))!;
          if (last.words === 1 && last.right - last.left < Math.max(...widths) / 2)
            out.push(h.textContent!);
        }
        return out;
      });
      lonely.push(...found.map((f) => `${path}: ${f}`));
    }
    expect(lonely).toEqual([]);
  });
});

test.describe('article cards', () => {
  test('at 320 px a wrapped meta line neither starts nor ends with a separator', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/es/articles');
    const report = await page.getByRole('main').evaluate((main) => {
      const problems: string[] = [];
      let wrapped = 0;
      for (const time of main.querySelectorAll('time')) {
        const line = time.parentElement!;
        const clip = getComputedStyle(line).clipPath.match(/inset\(([^)]*)\)/)?.[1] ?? '0px';
        const left = line.getBoundingClientRect().left + parseFloat(clip.split(' ').at(-1)!);
        const items = [...line.children];
        const tops = items.map((i) => Math.round(i.getBoundingClientRect().top));
        if (new Set(tops).size > 1) wrapped++;
        items.forEach((item, i) => {
          const dot = getComputedStyle(item, '::before');
          const dotWidth = parseFloat(dot.width) || 0;
          const hasDot = dot.content !== 'none' && dot.content !== 'normal';
          const startsLine = i === 0 || tops[i] !== tops[i - 1];
          const dotRight = item.getBoundingClientRect().left + dotWidth;
          // A dot in front of the first item of a line must lie in the clipped strip.
          if (startsLine && hasDot && dotRight > left + 0.5)
            problems.push(`${line.textContent} (line starts with a dot)`);
          // Every later item must show its dot.
          if (!startsLine && (!hasDot || dotWidth === 0))
            problems.push(`${line.textContent} (no separator)`);
        });
      }
      return { problems, wrapped };
    });
    expect(report.wrapped).toBeGreaterThan(0);
    expect(report.problems).toEqual([]);
  });

  test('every article card has its own accessible name', async ({ page }) => {
    await page.goto('/articles');
    await page.getByRole('link', { name: text.en.loadMore }).click();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(articles.length + 1); // the grid and the featured article
    const names = new Set<string>();
    for (const [i, card] of (await cards.all()).entries()) {
      const title = (await card.getByRole('heading').first().innerText()).trim();
      // The first is the featured article, which the grid lists again.
      const name = i === 0 ? `Featured ${title}` : title;
      await expect(card).toHaveAccessibleName(name);
      names.add(name);
    }
    expect(names.size).toBe(articles.length + 1);
  });

  for (const { width, perRow } of [
    { width: 1280, perRow: 4 },
    { width: 768, perRow: 2 },
  ]) {
    test(`at ${width} px the eight cards fill ${8 / perRow} full rows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/articles');
      const cards = page.getByRole('region', { name: text.en.latest }).getByRole('article');
      await expect(cards).toHaveCount(8);
      const tops = await cards.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      const rows = new Map<number, number>();
      for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
      expect([...rows.values()]).toEqual(Array(8 / perRow).fill(perRow));
    });
  }
});

async function expectLoadMore(page: Page, locale: 'en' | 'es', js: boolean) {
  const t = text[locale];
  await page.goto(localized(locale === 'en' ? '' : '/es', '/articles'));
  const grid = page.getByRole('region', { name: t.latest });
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(8);
  const more = grid.getByRole('link', { name: t.loadMore });
  await expect(more).toBeVisible();
  await more.click();
  await expect(cards).toHaveCount(articles.length);
  await expect(more).toBeHidden();
  const ninth = cards.nth(8);
  await expect(ninth).toBeInViewport();
  if (js) await expect(ninth.getByRole('link')).toBeFocused();
  else {
    // Focus continues from the first new card.
    await page.keyboard.press('Tab');
    await expect(ninth.getByRole('link')).toBeFocused();
  }
}

test.describe('load more articles', () => {
  for (const l of locales) {
    test(`${l.locale}: eight cards, then the rest, with focus on the first new one`, async ({
      page,
    }) => {
      await expectLoadMore(page, l.locale, true);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const l of locales) {
      test(`${l.locale}: the link shows the rest of the cards`, async ({ page }) => {
        await expectLoadMore(page, l.locale, false);
      });
    }
  });
});

test.describe('text font', () => {
  // The system's sans-serif: a font file would sit on the path to the first paint of every
  // first visit (docs/decisions/performance.md).
  for (const l of locales)
    test(`${l.locale}: the page downloads no font and sets its text in the system sans-serif`, async ({
      page,
    }) => {
      const fonts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'font') fonts.push(r.url());
      });
      await page.goto(localized(l.prefix, '/'));
      await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
      const family = await page
        .getByRole('heading', { level: 1 })
        .evaluate((el) => getComputedStyle(el).fontFamily);
      expect(family).toMatch(/^ui-sans-serif, system-ui\b.*sans-serif$/);
      await page.evaluate(() => document.fonts.ready);
      expect(fonts).toEqual([]);
    });
});
