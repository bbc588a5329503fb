import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv, e2ePort } from '../../scripts/e2e-env.mjs';
import { startSmtpStandIn } from '../support/stand-ins';
import { rowsIn, uniqueEmail } from './db';

// A confirmed newsletter sign-up end to end, on a second instance of the built site that can send
// e-mail (an SMTP stand-in) with confirmation on: sign-up → pending → e-mail → link (looking
// confirms nothing) → button → active. The main end-to-end server subscribes at once.

const PORT = e2ePort + 1;
const origin = `http://127.0.0.1:${PORT}`;

function mailText(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

test.describe('newsletter with confirmation', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: ChildProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  const dbFile = path.join(mkdtempSync(path.join(tmpdir(), 'invoxa-e2e-')), 'site.db');

  test.beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = spawn(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)],
      {
        env: {
          ...process.env,
          ...e2eEnv,
          PORT: String(PORT),
          SQLITE_PATH: dbFile,
          SMTP_URL: smtp.url,
          CUSTOMERIO_SITE_ID: '',
          NEWSLETTER_CONFIRMATION: 'on',
          OUTBOX_DISPATCHER: 'on',
          OUTBOX_POLL_MS: '250',
        },
        stdio: 'ignore',
      },
    );
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`)
            .then((r) => r.status)
            .catch(() => 0),
        {
          timeout: 60_000,
        },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
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

  test('a forged link gets a clear page in Spanish and subscribes nobody', async ({ page }) => {
    await page.goto(`${origin}/es/newsletter/confirm?token=${'B'.repeat(43)}`);
    await expect(page.getByText('Este enlace no funciona')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suscribirme de nuevo' })).toHaveAttribute(
      'href',
      '/es/articles#newsletter-title',
    );
  });
});
