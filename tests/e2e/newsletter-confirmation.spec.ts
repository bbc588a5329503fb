import { expect, test } from '@playwright/test';
import { e2ePort } from '../../scripts/e2e-env.mjs';
import { mailText, startSmtpStandIn } from '../support/stand-ins';
import { rowsIn, uniqueEmail } from './db';
import { freshSqliteFile, healthy, npmStart, type Started } from './instances';

// A confirmed newsletter sign-up end to end, on a second instance of the built site (`npm start`) that can send
// e-mail (an SMTP stand-in) with confirmation on: sign-up → pending → e-mail → link (looking
// confirms nothing) → button → active. The main end-to-end server subscribes at once.

const PORT = e2ePort + 16;
const origin = `http://127.0.0.1:${PORT}`;

test.describe('newsletter with confirmation', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: Started | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  const dbFile = freshSqliteFile();

  test.beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = npmStart(PORT, {
      SQLITE_PATH: dbFile,
      SMTP_URL: smtp.url,
      CUSTOMERIO_SITE_ID: '',
      NEWSLETTER_CONFIRMATION: 'on',
      OUTBOX_DISPATCHER: 'on',
      OUTBOX_POLL_MS: '250',
    });
    await healthy(PORT, server);
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  test('a sign-up stays pending until the button of the e-mailed link is pressed', async ({
    page,
  }) => {
    const email = uniqueEmail('confirm-me');
    const status = () =>
      rowsIn<{ status: string }>(
        dbFile,
        'select status from newsletter_signups where email = ?',
        email,
      );
    await page.goto(`${origin}/articles`);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(/Almost done: check your inbox/)).toBeVisible();
    expect(status()).toEqual([{ status: 'pending' }]);

    await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBe(1);
    expect(smtp.messages[0]!.to).toEqual([email]);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(
      mailText(smtp.messages[0]!.raw),
    )?.[0];
    expect(link).toBeTruthy();
    const confirmUrl = `${origin}${new URL(link!).pathname}${new URL(link!).search}`;

    // Opening the link, as a mail scanner does, confirms nothing.
    expect((await fetch(confirmUrl)).status).toBe(200);
    await page.goto(confirmUrl);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(status()).toEqual([{ status: 'pending' }]);

    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByText('Subscription confirmed', { exact: true })).toBeVisible();
    expect(status()).toEqual([{ status: 'active' }]);

    await page.goto(confirmUrl);
    await expect(page.getByText('Already confirmed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0);
  });

  test('the confirmation goes to the address as typed, lowercased and never folded into another', async ({
    page,
  }) => {
    const local = `Straße.${Date.now()}`;
    await page.goto(`${origin}/articles`);
    await page.getByLabel('Email address').fill(`${local}@Example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(/Almost done: check your inbox/)).toBeVisible();
    const typed = `${local.toLowerCase()}@example.com`;
    await expect
      .poll(() => smtp.messages.filter((m) => m.to.includes(typed)).length, { timeout: 30_000 })
      .toBe(1);
    expect(smtp.messages.flatMap((m) => m.to)).not.toContain(typed.replace('ß', 'ss'));
  });

  test('a forged link gets a clear page in Spanish and subscribes nobody', async ({ page }) => {
    await page.goto(`${origin}/es/newsletter/confirm?token=${'B'.repeat(43)}`);
    await expect(page.getByText('Este enlace no funciona')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suscribirme de nuevo' })).toHaveAttribute(
      'href',
      '/es/articles#newsletter-title',
    );
  });
});
