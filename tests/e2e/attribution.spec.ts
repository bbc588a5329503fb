import { expect, test } from '@playwright/test';
import { storedRows, uniqueEmail } from './db';

// Where a lead came from, end to end: landings recorded in the browser, carried by the form,
// stored with the lead (tests/integration/attribution.test.ts covers delivery to Customer.io,
// which the e2e server keeps queued).

const text = {
  en: {
    prefix: '',
    pricing: 'Pricing',
    contact: 'Contact',
    getStarted: 'Get started',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    subjectOption: 'Billing',
    message: 'Message',
    send: 'Send message',
    ok: 'Message sent',
  },
  es: {
    prefix: '/es',
    pricing: 'Precios',
    contact: 'Contacto',
    getStarted: 'Empieza gratis',
    name: 'Nombre',
    email: 'Correo electrónico',
    subject: 'Asunto',
    subjectOption: 'Facturación y cobros',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    ok: 'Mensaje enviado',
  },
} as const;

const ARTICLE = '/articles/cash-flow-management-in-business-101';

interface Stored {
  feature: string;
  first_utm_source: string | null;
  first_utm_medium: string | null;
  first_utm_campaign: string | null;
  first_fbclid: string | null;
  first_referrer_host: string | null;
  first_landing_path: string | null;
  first_language: string | null;
  last_utm_campaign: string | null;
  last_referrer_host: string | null;
  last_landing_path: string | null;
  last_language: string | null;
}

function storedAttribution(email: string): Stored[] {
  return storedRows<Stored>(
    `select a.* from lead_attribution a join contact_submissions c on c.id = a.lead_id
     where c.email = ?`,
    email,
  );
}

for (const lang of ['en', 'es'] as const) {
  const t = text[lang];
  test.describe(`attribution in ${lang}`, () => {
    test('an article visited from a campaign, two more pages, then the contact form: the lead keeps the first-touch campaign and the last-touch landing', async ({
      page,
    }) => {
      const email = uniqueEmail(`attribution-${lang}`);
      const campaign = `spring-${Date.now()}`;
      await page.goto(
        `${t.prefix}${ARTICLE}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}&fbclid=IwAR0-abc_1`,
        { referer: 'https://news.example.org/issue/42' },
      );
      // Recorded once the page is interactive.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('attribution.first')))
        .not.toBeNull();

      // A second landing, from a search engine, in the same session: the new last touch.
      await page.goto(`${t.prefix}/pricing`, { referer: 'https://duckduckgo.com/' });
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('attribution.last')))
        .toContain('duckduckgo.com');

      // The third page through the site's own navigation: not a landing.
      await page
        .getByRole('navigation')
        .first()
        .getByRole('link', { name: t.contact, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/contact$`));

      const form = page.locator('#form');
      await form.getByLabel(t.name, { exact: true }).fill('Fox Mulder');
      await form.getByLabel(t.email, { exact: true }).fill(email);
      await form.getByLabel(t.subject).selectOption({ label: t.subjectOption });
      await form.getByLabel(t.message, { exact: true }).fill('Where did you hear about us?');
      await form.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('status').filter({ hasText: t.ok })).toBeVisible();

      expect(storedAttribution(email)).toEqual([
        expect.objectContaining({
          feature: 'contact-form',
          first_utm_source: 'newsletter',
          first_utm_medium: 'email',
          first_utm_campaign: campaign,
          first_fbclid: 'IwAR0-abc_1',
          first_referrer_host: 'news.example.org',
          first_landing_path: `${t.prefix}${ARTICLE}`,
          first_language: lang,
          last_utm_campaign: null,
          last_referrer_host: 'duckduckgo.com',
          last_landing_path: `${t.prefix}/pricing`,
          last_language: lang,
        }),
      ]);
    });

    test('"Get started" carries the campaign to the app; its link stays plain until followed', async ({
      page,
    }) => {
      const campaign = `app-${Date.now()}`;
      await page.route('https://app.invoxa.com/**', (route) =>
        route.fulfill({ contentType: 'text/plain', body: 'app' }),
      );
      await page.goto(`${t.prefix}/pricing?utm_source=partner&utm_campaign=${campaign}`);
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('attribution.last')))
        .toContain(campaign);
      const header = page.getByRole('banner');
      const link = header.getByRole('link', { name: t.getStarted });
      await expect(link).toHaveAttribute('href', 'https://app.invoxa.com/signup');
      const opened = page.waitForRequest('https://app.invoxa.com/**');
      await link.click();
      const url = new URL((await opened).url());
      expect(url.origin + url.pathname).toBe('https://app.invoxa.com/signup');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        utm_source: 'partner',
        utm_campaign: campaign,
      });
    });
  });
}

test('a campaign landing on the contact page itself is stored with the lead sent from it', async ({
  page,
}) => {
  const email = uniqueEmail('attribution-direct');
  await page.goto('/contact?utm_source=partner&utm_medium=referral&utm_campaign=contact-landing');
  const form = page.locator('#form');
  await form.getByLabel('Name', { exact: true }).fill('Walter Skinner');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Subject').selectOption({ label: 'Billing' });
  await form.getByLabel('Message', { exact: true }).fill('Straight from the campaign.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  expect(storedAttribution(email)).toEqual([
    expect.objectContaining({
      first_utm_campaign: 'contact-landing',
      first_landing_path: '/contact',
      last_utm_campaign: 'contact-landing',
      last_landing_path: '/contact',
      last_language: 'en',
    }),
  ]);
});

test.describe('attribution without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('nothing is recorded or sent: the lead is stored with an empty attribution row', async ({
    page,
  }) => {
    const email = uniqueEmail('attribution-nojs');
    await page.goto(`/contact?utm_source=newsletter&utm_campaign=nojs`);
    const form = page.locator('#form');
    await form.getByLabel('Name', { exact: true }).fill('Dana Scully');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Subject').selectOption({ label: 'Billing' });
    await form.getByLabel('Message', { exact: true }).fill('No scripts here.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
    const [row] = storedAttribution(email);
    expect(row?.feature).toBe('contact-form');
    expect(Object.entries(row!).filter(([k, v]) => /^(first|last)_/.test(k) && v !== null)).toEqual(
      [],
    );
  });
});
