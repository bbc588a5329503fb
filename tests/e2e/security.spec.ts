import { expect, test, type APIResponse } from '@playwright/test';
import { actionFields } from '../../bench/lib.mjs';
import { uniqueEmail } from './db';

function expectSecurityHeaders(res: APIResponse) {
  const h = res.headers();
  expect(h['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  const csp = h['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-eval');
}

test('security headers on a page, the 404 page and a form response', async ({
  request,
  baseURL,
}) => {
  expectSecurityHeaders(await request.get('/pricing'));
  const notFound = await request.get('/no-such-page');
  expect(notFound.status()).toBe(404);
  expectSecurityHeaders(notFound);
  // The newsletter form posted as a browser without JavaScript does, answered by its server action.
  const hidden = actionFields(
    await (await request.get('/articles')).text(),
    'id="newsletter-email"',
  );
  const form = await request.post('/articles', {
    multipart: { ...hidden, locale: 'en', email: uniqueEmail('headers'), website: '' },
    headers: { Origin: baseURL! },
  });
  expect(form.status()).toBe(200);
  expect(await form.text()).toContain('Successfully subscribed to our newsletter!');
  expectSecurityHeaders(form);
});

test('the Content-Security-Policy breaks nothing: no violation while pages load and forms are used', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  const violations: string[] = [];
  const collect = async () =>
    violations.push(
      ...(await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      )),
    );
  for (const path of [
    '/',
    '/es/articles',
    '/articles/cash-flow-management-in-business-101',
    '/pricing',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await collect();
  }
  await page.goto('/contact');
  await page.getByRole('link', { name: 'Contact sales' }).click();
  await page.getByRole('dialog').getByLabel('Full name').fill('Alex Krycek');
  await page.getByRole('dialog').getByLabel('Work email').fill(uniqueEmail('csp'));
  await page.getByRole('dialog').getByText('Prefer email').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Request a call back' }).click();
  await expect(
    page.getByText('Our sales team will contact you within one business day.'),
  ).toBeVisible();
  await collect();
  expect(violations).toEqual([]);
});
