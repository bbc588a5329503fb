import { expect, test, type Page } from '@playwright/test';
import { storedRows, uniqueEmail } from './db';

// A submission that never gets an answer (a dropped connection, a proxy's 502) must not wipe the
// page: the form stays, with everything typed and a localized notice in view, ready to send again.

/** Makes the next form submission (a server-action POST) fail the way `how` says, once. */
async function failNextSubmission(page: Page, how: 'abort' | 502) {
  let failed = false;
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (!failed && request.method() === 'POST' && request.headers()['next-action']) {
      failed = true;
      if (how === 'abort') await route.abort('connectionreset');
      else
        await route.fulfill({
          status: 502,
          contentType: 'text/html',
          body: '<h1>Bad gateway</h1>',
        });
      return;
    }
    await route.continue();
  });
}

for (const [how, width] of [
  ['abort', 390],
  [502, 1280],
] as const) {
  test(`contact form: a ${how === 'abort' ? 'dropped connection' : '502'} keeps the form and what was typed (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/es/contact');
    const email = uniqueEmail(`lost-${how}`);
    const form = page.locator('#form');
    await form.getByLabel('Nombre', { exact: true }).fill('Dana Scully');
    await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await form.getByLabel('Asunto').selectOption({ index: 2 });
    await form
      .getByLabel('Mensaje', { exact: true })
      .fill('¿Puedo facturar en pesos y en dólares?');
    await failNextSubmission(page, how);
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();

    const notice = form.getByRole('alert');
    await expect(notice).toContainText('No pudimos comunicarnos con nuestro servidor');
    await expect(notice).toBeInViewport();
    await expect(form.locator('#contact-form-notice')).toBeFocused();
    await expect(page.getByRole('banner')).toBeVisible(); // the page itself is still there
    await expect(form.getByLabel('Correo electrónico', { exact: true })).toHaveValue(email);
    await expect(form.getByLabel('Mensaje', { exact: true })).toHaveValue(
      '¿Puedo facturar en pesos y en dólares?',
    );

    // Sent again, it goes through.
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByRole('status')).toContainText('Mensaje enviado');
    await expect(form.getByRole('status')).toBeInViewport();
    expect(
      storedRows('select count(*) as n from contact_submissions where email = ?', email),
    ).toEqual([{ n: 1 }]);
  });
}

test('newsletter: a dropped connection keeps the address and says so', async ({ page }) => {
  await page.goto('/articles');
  const email = uniqueEmail('lost-newsletter');
  await page.getByLabel('Email address').fill(email);
  await failNextSubmission(page, 'abort');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/We could not reach our server/)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});
