import { expect, test } from '@playwright/test';
import { e2ePort } from '../../scripts/e2e-env.mjs';
import { createSchema } from '../support/pg-schema';
import { uniqueEmail } from './db';
import { formLabels } from './form-labels';
import { healthy, npmStart, roundRobin, type Started } from './instances';

// Two instances of one build on one PostgreSQL database behind a round-robin balancer: each
// submission is answered by the other instance than the one before. A form tells its answers
// apart (to show, focus and dismiss each notice once), so the second answer must show its notice
// even though another process, with its own history, made it.

// Ports of their own: submission-limits uses e2ePort + 1…8, data-deletion + 15, newsletter-confirmation + 16.
const ports = { a: e2ePort + 21, b: e2ePort + 22, balancer: e2ePort + 23 };

const text = {
  en: {
    prefix: '',
    newsletter: { email: 'Email address', ok: 'Successfully subscribed to our newsletter!' },
    sales: {
      ...formLabels.en.sales,
      ok: 'Our sales team will contact you within one business day.',
    },
    chat: { ...formLabels.en.chat, another: 'Send another message' },
  },
  es: {
    prefix: '/es',
    newsletter: { email: 'Correo electrónico', ok: '¡Listo! Ya estás suscrito a nuestro boletín.' },
    sales: {
      ...formLabels.es.sales,
      ok: 'Nuestro equipo de ventas te contactará en un día hábil.',
    },
    chat: { ...formLabels.es.chat, another: 'Enviar otro mensaje' },
  },
} as const;

test.describe('answers from two instances on one PostgreSQL database', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!url && !process.env.CI, 'needs PostgreSQL (TEST_DATABASE_URL)');

  let schema: Awaited<ReturnType<typeof createSchema>> | undefined;
  let a: Started;
  let b: Started;
  let balancer: Awaited<ReturnType<typeof roundRobin>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    if (!url) throw new Error('TEST_DATABASE_URL must be set on CI');
    schema = await createSchema(url, 'e2e');
    a = npmStart(ports.a, { DATABASE_URL: schema.url });
    await healthy(ports.a, a);
    b = npmStart(ports.b, { DATABASE_URL: schema.url });
    await healthy(ports.b, b);
    balancer = await roundRobin(ports.balancer, [ports.a, ports.b]);
  });

  test.afterAll(async () => {
    await balancer?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await schema?.drop();
  });

  test.use({ baseURL: `http://localhost:${ports.balancer}` });

  for (const lang of ['en', 'es'] as const) {
    const t = text[lang];

    test(`newsletter in ${lang}: the second answer shows after the first has cleared`, async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(`${t.prefix}/articles`);
      const input = page.getByLabel(t.newsletter.email);
      const before = balancer.submissions();
      for (const round of [1, 2]) {
        await input.fill(uniqueEmail(`answers-news-${round}`));
        await input.press('Enter');
        await expect(page.getByText(t.newsletter.ok), `answer ${round}`).toBeVisible();
        await page.clock.runFor(5000);
        await expect(page.getByText(t.newsletter.ok)).toBeHidden();
      }
      expect(balancer.submissions() - before).toBe(2);
    });

    test(`sales contact in ${lang}: the second answer shows after the dialog closed on the first`, async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(`${t.prefix}/contact`);
      const dialog = page.locator('#sales-contact');
      const before = balancer.submissions();
      for (const round of [1, 2]) {
        await page.getByRole('link', { name: t.sales.open }).click();
        await dialog.getByLabel(t.sales.name).fill('Fox Mulder');
        await dialog.getByLabel(t.sales.email).fill(uniqueEmail(`answers-sales-${round}`));
        await dialog.getByLabel(t.sales.phone, { exact: true }).fill('+1 (202) 555-0143');
        await dialog.getByRole('button', { name: t.sales.submit }).click();
        const notice = dialog.getByRole('status').filter({ hasText: t.sales.ok });
        await expect(notice, `answer ${round}`).toBeVisible();
        await expect(notice).toBeFocused();
        await page.clock.runFor(2000);
        await expect(dialog).toBeHidden();
      }
      expect(balancer.submissions() - before).toBe(2);
    });

    test(`live chat in ${lang}: "send another message" shows the second answer too`, async ({
      page,
    }) => {
      await page.goto(`${t.prefix}/contact`);
      await page.getByText(t.chat.open).click();
      const panel = page.locator('details section');
      const before = balancer.submissions();
      for (const round of [1, 2]) {
        const email = uniqueEmail(`answers-chat-${round}`);
        await panel.getByLabel(t.chat.name).fill('Walter Skinner');
        await panel.getByLabel(t.chat.email).fill(email);
        await panel.getByLabel(t.chat.message).fill(`Question number ${round}`);
        await panel.getByRole('button', { name: t.chat.send, exact: true }).click();
        const notice = panel.getByRole('status').filter({ hasText: email });
        await expect(notice, `answer ${round}`).toBeVisible();
        await expect(notice).toBeFocused();
        await panel.getByRole('button', { name: t.chat.another }).click();
      }
      expect(balancer.submissions() - before).toBe(2);
    });
  }
});
