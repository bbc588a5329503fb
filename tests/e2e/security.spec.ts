import { expect, test, type APIResponse } from '@playwright/test';
import { actionFields } from '../../bench/lib.mjs';
import { uniqueEmail } from './db';
import { allPages } from './helpers';

/**
 * The Content-Security-Policy every response must carry, directive by directive: one site-wide
 * policy, inline scripts admitted with 'unsafe-inline' because the pages are static
 * (docs/decisions/content-security-policy.md), everything else limited to the site's origin.
 */
const POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** A policy header as directive → sources, so a missing, added or widened directive fails. */
function parsePolicy(header: string | undefined): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = sources;
  }
  return directives;
}

function expectSecurityHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  expect(parsePolicy(h['content-security-policy']), what).toEqual(POLICY);
  expect(h['strict-transport-security'], what).toMatch(/max-age=\d{7,}/);
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['permissions-policy'], what).toContain('camera=()');
}

test('the policy sent with a static page, the 404 page and a form answered without JavaScript', async ({
  request,
  baseURL,
}) => {
  expectSecurityHeaders(await request.get('/pricing'), '/pricing');
  expectSecurityHeaders(await request.get('/es'), '/es');
  const notFound = await request.get('/no-such-page');
  expect(notFound.status()).toBe(404);
  expectSecurityHeaders(notFound, '/no-such-page');
  const notFoundEs = await request.get('/es/no-existe');
  expect(notFoundEs.status()).toBe(404);
  expectSecurityHeaders(notFoundEs, '/es/no-existe');
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
  expectSecurityHeaders(form, 'form answer');
});

test('every page runs its inline scripts and has no inline event handler or javascript: URL', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(`${page.url()}: ${m.text()}`);
  });
  for (const url of [...allPages.map((p) => p.url), '/no-such-page', '/es/no-existe']) {
    await page.goto(url);
    // The inline scripts carry the page's data for hydration: they ran if the queue exists.
    expect(
      await page.evaluate(() =>
        Array.isArray((self as unknown as { __next_f?: unknown }).__next_f),
      ),
      url,
    ).toBe(true);
    // What 'unsafe-inline' would also admit, and the site never needs: handler attributes
    // (onclick=…) and javascript: URLs, in the document as served and as hydrated.
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes]
          .filter(
            (a) =>
              /^on/i.test(a.name) ||
              (/^(?:href|src|action|formaction|xlink:href)$/i.test(a.name) &&
                /^\s*javascript:/i.test(a.value)),
          )
          .map((a) => `<${el.localName} ${a.name}="${a.value}">`),
      ),
    );
    expect(inline, url).toEqual([]);
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
    // Everything the page loads (scripts, styles, images, fonts) has been fetched or refused.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.readyState === 'complete' && document.fonts.status === 'loaded',
        ),
      )
      .toBe(true);
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
