import { expect, test } from '@playwright/test';
import { backgroundBehind, contrast } from './geometry';
import { locales, localized } from './helpers';

// What holds on every page, measured in the browser at the widths where things went wrong: no
// horizontal scrolling, no runt heading lines, a visible focus ring, the system font.

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

test.describe('headings', () => {
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

test.describe('focus ring', () => {
  test('the focus ring on dark green sections has at least 3:1 contrast', async ({ page }) => {
    for (const [path, name] of <[string, string][]>[
      ['/contact', 'Contact sales'],
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
