import { expect, test } from '@playwright/test';
import enPages from '../../locales/en-US/pages.json';
import { facts } from '../../src/content/facts';
import { locales, localized } from './helpers';

// The home page: the hero's drawn picture, the product statements it and the pricing page make,
// and the stats.

test.describe('hero picture', () => {
  // The drawn preview is the hero's one picture at every width: no raster screenshot, whose
  // baked-in reminder schedule could drift from the facts registry.
  const { before, after } = facts.reminderSchedule.value;
  for (const [path, name, texts, reminders] of [
    [
      '/',
      /^An invoice in Invoxa awaiting payment/,
      ['Payment status', 'One schedule for every invoice; reminders stop once it is paid'],
      [`${before} days before the due date`, `${after[0]} days after the due date`],
    ],
    [
      '/es',
      /^Una factura en Invoxa pendiente de pago/,
      [
        'Estado del pago',
        'Tarjeta',
        'Un solo calendario para todas las facturas; los recordatorios se detienen al pagarse',
      ],
      [`${before} días antes del vencimiento`, `${after[0]} días después del vencimiento`],
    ],
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
        for (const text of [...texts, ...reminders])
          await expect(preview.getByText(text, { exact: true })).toBeVisible();
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
      cfdi: /^In Mexico, on the Professional and Enterprise plans, you issue CFDI 4\.0/,
    },
    {
      prefix: '/es',
      plan: 'Empresarial',
      cta: 'Contáctanos',
      sales: 'Hablar con ventas',
      cfdi: /^En México, con los planes Profesional y Empresarial emites tus facturas electrónicas CFDI 4\.0/,
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

test.describe('stats', () => {
  for (const width of [1280, 768]) {
    test(`at ${width} px the stats numbers sit on one line in both languages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const l of locales) {
        await page.goto(localized(l.prefix, '/'));
        const numbers = page.getByRole('definition');
        // One per figure of the messages (the home page's published studies).
        await expect(numbers).toHaveCount(enPages.home.stats.items.length);
        const tops = await numbers.evaluateAll((els) =>
          els.map((el) => Math.round(el.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size, `${l.locale}: ${tops.join(', ')}`).toBe(1);
      }
    });
  }
});
