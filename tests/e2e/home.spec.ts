import { expect, test, type Page } from '@playwright/test';
import { locales, localized } from './helpers';

// The home page: the hero screenshot or its drawn preview, and the stats.

test.describe('hero screenshot', () => {
  /** The hero's image requests (through the optimizer) and their content types. */
  function heroDownloads(page: Page) {
    const images: { url: string; type: string }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/_next/image') && r.url().includes('hero-invoice'))
        images.push({ url: r.url(), type: r.headers()['content-type'] ?? '' });
    });
    return images;
  }

  async function shownHero(page: Page) {
    const hero = page.locator('main img[src*="hero-invoice"]');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    return hero.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      width: img.getBoundingClientRect().width,
      fetchPriority: img.getAttribute('fetchpriority'),
    }));
  }

  for (const [path, language, name, texts] of [
    ['/', 'en', /^An invoice in Invoxa awaiting payment/, ['Payment status', 'Add reminder']],
    ['/es', 'es', /^Una factura en Invoxa pendiente de pago/, ['Estado del pago', 'Tarjeta']],
  ] as const) {
    test(`${path} at 1280 px: the full screenshot, preloaded, optimized, in the page's language`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const images = heroDownloads(page);
      await page.goto(path);
      const hero = await shownHero(page);
      expect(hero.fetchPriority).toBe('high');
      const preload = page.locator('link[rel="preload"][as="image"][imagesrcset*="hero-invoice"]');
      await expect(preload).toHaveCount(1);
      await expect(preload).toHaveAttribute('media', '(width >= 40rem)');
      await expect(preload).toHaveAttribute('fetchpriority', 'high');
      await expect(preload).toHaveAttribute(
        'imagesrcset',
        new RegExp(`hero-invoice-${language}\\.`),
      );
      expect(hero.src).toContain(`hero-invoice-${language}.`);
      expect(hero.width).toBeGreaterThan(500);
      // The drawn preview is for phones only; the screenshot is the one picture here.
      await expect(page.getByRole('img', { name })).toHaveCount(1);
      // Downloaded once, as a modern format: the preload and the <img> pick the same candidate.
      await page.waitForLoadState('networkidle');
      expect(images.map((i) => i.url)).toEqual([hero.src]);
      expect(images[0]?.type).toMatch(/^image\/(avif|webp)$/);
    });

    test(`${path} at 390 px: the drawn preview in the page's language, text at body size, no image downloaded`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const images = heroDownloads(page);
      await page.goto(path);
      const preview = page.getByRole('img', { name });
      await expect(preview).toHaveCount(1);
      await expect(preview).toBeVisible();
      for (const text of texts) await expect(preview.getByText(text)).toBeVisible();
      // Readable: the reminders' titles at least 14 px, the preview inside the page's width.
      const title = preview.getByText(texts[0]);
      expect(
        await title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      ).toBeGreaterThanOrEqual(14);
      const box = (await preview.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await page.waitForLoadState('networkidle');
      expect(images).toEqual([]);
    });
  }
});

test.describe('stats', () => {
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
});
