import { expect, test } from '@playwright/test';
import { e2ePort } from '../../scripts/e2e-env.mjs';
import { mailText, startHttpStandIn, startSmtpStandIn } from '../support/stand-ins';
import { rowsIn, uniqueEmail } from './db';
import { freshSqliteFile, healthy, npmStart, type Started } from './instances';

// A privacy request end to end, on a second instance of the built site that can send e-mail (an
// SMTP stand-in) and runs its outbox dispatcher: request → e-mail → link → confirm → erased →
// completion e-mail. The main end-to-end server sends nothing (its dispatcher is off).

const PORT = e2ePort + 15;
const origin = `http://127.0.0.1:${PORT}`;

test.describe('data deletion with e-mail', () => {
  // One server for both tests: in parallel workers each would start its own on the same port.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: Started | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let cio: Awaited<ReturnType<typeof startHttpStandIn>>;
  const dbFile = freshSqliteFile();

  test.beforeAll(async () => {
    smtp = await startSmtpStandIn();
    cio = await startHttpStandIn();
    server = npmStart(PORT, {
      SQLITE_PATH: dbFile,
      SMTP_URL: smtp.url,
      CUSTOMERIO_BASE_URL: `${cio.url}/api/v1`,
      OUTBOX_DISPATCHER: 'on',
      OUTBOX_POLL_MS: '250',
    });
    await healthy(PORT, server);
  });

  test.afterAll(async () => {
    await server?.stop();
    await Promise.all([smtp?.close(), cio?.close()]);
  });

  test('request, e-mailed link, confirmation, erasure and completion e-mail, in Spanish', async ({
    page,
  }) => {
    const email = uniqueEmail('forget-me');
    await page.goto(`${origin}/es/articles`);
    await page.getByLabel('Correo electrónico').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page.getByText('¡Listo! Ya estás suscrito a nuestro boletín.')).toBeVisible();

    await page.goto(`${origin}/es/data-deletion`);
    await expect(page.getByRole('link', { name: 'Aviso de privacidad' }).first()).toHaveAttribute(
      'href',
      '/es/privacy-policy',
    );
    await page.getByLabel('Tu correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Confirma tu correo electrónico').fill(email);
    await page.getByLabel(/eliminación de mis datos es definitiva/).check();
    await page.getByRole('button', { name: 'Solicitar la eliminación' }).click();
    await expect(page.getByText(/Revisa tu bandeja de entrada/)).toBeVisible();

    await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBe(1);
    expect(smtp.messages[0]!.to).toEqual([email]);
    const link = /https?:\/\/\S+\/es\/data-deletion\/confirm\?token=[\w-]+/.exec(
      mailText(smtp.messages[0]!.raw),
    )?.[0];
    expect(link).toBeTruthy();
    const confirmUrl = `${origin}${new URL(link!).pathname}${new URL(link!).search}`;

    // Opening the link (as a mail scanner would) confirms nothing.
    expect((await fetch(confirmUrl)).status).toBe(200);
    await page.goto(confirmUrl);
    const requests = () =>
      rowsIn<{ status: string }>(
        dbFile,
        'select status from data_deletion_requests where email = ?',
        email,
      );
    expect(requests()).toEqual([{ status: 'pending' }]);

    await page.getByRole('button', { name: 'Confirmar la eliminación' }).click();
    await expect(page.getByText('Solicitud confirmada')).toBeVisible();
    await expect.poll(() => requests(), { timeout: 30_000 }).toEqual([{ status: 'completed' }]);
    await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBe(2);
    expect(smtp.messages[1]!.to).toEqual([email]);
    const completion = mailText(smtp.messages[1]!.raw);
    expect(completion).toContain('Eliminamos los datos personales');
    // Worded from what was done: Customer.io (configured here) was asked, and no sales
    // integration (none configured) is named.
    expect(completion).toContain('- nuestro proveedor de correo de marketing');
    expect(completion).not.toMatch(/equipo de ventas|CRM/);
    expect(completion).toContain('durante 24 meses');

    // Nothing holds the address any more but the request's own record.
    for (const table of ['newsletter_signups', 'contact_submissions', 'sales_contacts'])
      expect(rowsIn(dbFile, `select 1 from ${table} where email = ?`, email)).toEqual([]);
    // The completion e-mail's item loses its payload once the delivery is recorded, just after
    // the mail server has the message.
    await expect
      .poll(() => rowsIn(dbFile, 'select 1 from outbox where payload like ?', `%${email}%`), {
        timeout: 10_000,
      })
      .toEqual([]);

    // The link is single-use.
    await page.goto(confirmUrl);
    await expect(page.getByText('Ya confirmada')).toBeVisible();
  });

  test('a forged link gets a clear page and changes nothing', async ({ page }) => {
    await page.goto(`${origin}/data-deletion/confirm?token=${'A'.repeat(43)}`);
    await expect(page.getByText('This link does not work')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm deletion' })).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your data-deletion request' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a new request' })).toHaveAttribute(
      'href',
      '/data-deletion',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });
});
