import { expect, test, type APIResponse } from '@playwright/test';
import { actionFields } from '../../bench/lib.mjs';
import { uniqueEmail } from './db';
import { allPages } from './helpers';

/**
 * The security headers of a response. `inline`: how the policy admits inline scripts — by the
 * page's own hashes (static pages, the 404 page) or 'unsafe-inline' (a page rendered to answer a
 * form posted without JavaScript, whose inline scripts cannot be known in advance).
 */
function expectSecurityHeaders(res: APIResponse, inline: 'hashes' | 'unsafe-inline') {
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
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  if (inline === 'hashes') {
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  } else {
    expect(scriptSrc).toBe("'self' 'unsafe-inline'");
  }
}

test('security headers on a page, the 404 page and a form response', async ({
  request,
  baseURL,
}) => {
  expectSecurityHeaders(await request.get('/pricing'), 'hashes');
  expectSecurityHeaders(await request.get('/es'), 'hashes');
  const notFound = await request.get('/no-such-page');
  expect(notFound.status()).toBe(404);
  expectSecurityHeaders(notFound, 'hashes');
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
  expectSecurityHeaders(form, 'unsafe-inline');
});

test('every page runs its inline scripts under its own hash-only policy', async ({ page }) => {
  test.setTimeout(120_000);
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(`${page.url()}: ${m.text()}`);
  });
  for (const url of [...allPages.map((p) => p.url), '/no-such-page', '/es/no-existe']) {
    const res = await page.goto(url);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(/script-src ([^;]*)/.exec(csp)?.[1], url).toMatch(/^'self' 'sha256-/);
    // The inline scripts carry the page's data for hydration: they ran if the queue exists.
    expect(
      await page.evaluate(() =>
        Array.isArray((self as unknown as { __next_f?: unknown }).__next_f),
      ),
      url,
    ).toBe(true);
  }
  expect(blocked).toEqual([]);
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
  await page.getByRole('dialog').getByRole('button', { name: 'Request an email' }).click();
  await expect(
    page.getByText('Our sales team will contact you within one business day.'),
  ).toBeVisible();
  await collect();
  expect(violations).toEqual([]);
});
