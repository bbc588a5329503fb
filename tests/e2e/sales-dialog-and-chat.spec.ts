import { expect, test, type Page } from '@playwright/test';
import { backgroundBehind, box, contrast, overlaps } from './geometry';
import { locales, localized } from './helpers';

// The sales-contact dialog and the live-chat panel as parts of the page: focus, the page behind
// and what they may cover. What they send: forms.spec.ts.

const text = {
  en: {
    contactSales: 'Contact sales',
    dialog: 'Talk to our sales team',
    preferEmail: 'Prefer email',
    preferPhone: 'Prefer phone',
    submitPhone: 'Request a call back',
    submitEmail: 'Request an email',
    openChat: 'Open live chat',
  },
  es: {
    contactSales: 'Hablar con ventas',
    dialog: 'Habla con nuestro equipo de ventas',
    preferEmail: 'Prefiero correo',
    preferPhone: 'Prefiero teléfono',
    submitPhone: 'Solicitar una llamada',
    submitEmail: 'Solicitar un correo',
    openChat: 'Abrir el chat',
  },
} as const;

/** Turns the mouse wheel and resolves once the page has received the event and drawn two frames. */
async function wheelHandled(page: Page, deltaY: number) {
  await page.evaluate(() => {
    (window as unknown as { wheelSeen: Promise<void> }).wheelSeen = new Promise((resolve) =>
      addEventListener(
        'wheel',
        () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        { once: true, capture: true, passive: true },
      ),
    );
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as unknown as { wheelSeen: Promise<void> }).wheelSeen);
}

test.describe('sales dialog', () => {
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

      // The page behind does not scroll under the wheel: checked once the wheel event has been
      // dispatched and two frames have been drawn, by when a scroll it caused would have begun.
      await page.mouse.move(5, 5);
      await wheelHandled(page, 1200);
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
});

test.describe('live-chat panel', () => {
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
});
