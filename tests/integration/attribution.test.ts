import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { dataDeletionLead } from '@/features/data-deletion/lead';
import { liveChatLead } from '@/features/live-chat/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { confirmSubscription } from '@/features/newsletter/subscriptions';
import { salesContactLead } from '@/features/sales-contact/lead';
import { FIRST_TOUCH_FIELD, LAST_TOUCH_FIELD } from '@/lib/attribution/rules';
import { formatLeadsReport, leadsReport, parseSince } from '@/server/attribution/report';
import { featureJobs } from '@/features/jobs';
import { housekeeping } from '@/server/housekeeping';
import { confirmDeletionRequest, exportCsv } from '@/server/ops';
import { testDatabases } from '../support/databases';
import { blockDatabase } from '../support/lead-database';
import { formData, lead, submit } from '../support/forms';
import { deliverAll, deliveryStandIns } from '../support/deliveries';
import { blockEnv } from '../support/env';
import { mailText } from '../support/stand-ins';

const TABLES = [
  'lead_attribution',
  'newsletter_signups',
  'sales_contacts',
  'contact_submissions',
  'data_deletion_requests',
  'outbox',
  'rate_limits',
] as const;

/** What the browser records for a landing on an article from a newsletter campaign. */
const FIRST = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-cfdi',
  utm_term: 'facturación',
  utm_content: 'hero link',
  landing_path: '/es/articles/cash-flow-management-in-business-101',
  language: 'es',
};
/** A later landing in the session, from a search engine with an ad click. */
const LAST = {
  gclid: 'Cj0KCQiA-abc_123',
  referrer_host: 'www.google.com',
  landing_path: '/pricing',
  language: 'en',
};

function withTouches(
  fields: Record<string, string>,
  first: unknown = FIRST,
  last: unknown = LAST,
): FormData {
  return formData({
    ...fields,
    [FIRST_TOUCH_FIELD]: typeof first === 'string' ? first : JSON.stringify(first),
    [LAST_TOUCH_FIELD]: typeof last === 'string' ? last : JSON.stringify(last),
  });
}

describe.each(testDatabases())('attribution on $name', (database) => {
  const services = deliveryStandIns();
  const testDb = blockDatabase(database, TABLES);
  blockEnv(() => ({
    ...services.env(),
    SALES_NOTIFY_EMAIL: 'sales@invoxa.test',
    SALES_WEBHOOK_URL: `${services.hook.url}/hook`,
  }));
  let ip = 0;
  const send = (s: Parameters<typeof submit>[0]) =>
    submit(s, { handle: testDb.handle, address: `100.70.0.${++ip}` });
  const drain = () => deliverAll(testDb.handle);
  const attributionRows = () =>
    testDb.handle.db.selectFrom('lead_attribution').selectAll().orderBy('created_at').execute();

  it('stores both touches with a contact submission and sends them to Customer.io', async () => {
    const state = await send(
      lead(
        contactFormLead,
        'es',
        withTouches({
          name: 'Lucía Pérez',
          email: 'lucia@example.mx',
          subject: 'sales',
          message: 'Hola',
        }),
      ),
    );
    expect(state.status).toBe('success');
    const [contact] = await testDb.handle.db
      .selectFrom('contact_submissions')
      .selectAll()
      .execute();
    const rows = await attributionRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      lead_id: contact!.id,
      feature: 'contact-form',
      created_at: contact!.created_at,
      first_utm_source: 'newsletter',
      first_utm_campaign: 'spring-cfdi',
      first_utm_term: 'facturación',
      first_landing_path: FIRST.landing_path,
      first_language: 'es',
      first_referrer_host: null,
      last_gclid: LAST.gclid,
      last_referrer_host: 'www.google.com',
      last_landing_path: '/pricing',
      last_utm_campaign: null,
    });

    await drain();
    const identify = services.cio.requests.find((r) => r.method === 'PUT');
    const event = services.cio.requests.find((r) => r.path.endsWith('/events'));
    expect(JSON.parse(identify!.body)).toMatchObject({
      first_touch_utm_campaign: 'spring-cfdi',
      first_touch_landing_path: FIRST.landing_path,
      last_touch_landing_path: '/pricing',
      last_touch_gclid: LAST.gclid,
    });
    expect(JSON.parse(event!.body).data).toMatchObject({
      first_touch_utm_source: 'newsletter',
      last_touch_referrer_host: 'www.google.com',
    });
  });

  it('records the live chat, the newsletter and the sales contact under their own feature', async () => {
    await send(
      lead(liveChatLead, 'en', withTouches({ name: 'Al', email: 'al@example.com', message: 'Hi' })),
    );
    await send(lead(newsletterLead, 'en', withTouches({ email: 'news@example.com' })));
    await send(
      lead(
        salesContactLead,
        'en',
        withTouches({ name: 'Sam', email: 'sam@example.com', phone: '', preferPhone: 'false' }),
      ),
    );
    expect((await attributionRows()).map((r) => r.feature).sort()).toEqual([
      'live-chat',
      'newsletter',
      'sales-contact',
    ]);
    await drain();
    const webhook = JSON.parse(services.hook.requests[0]!.body) as { attribution: unknown };
    expect(webhook.attribution).toEqual({ first: FIRST, last: LAST });
    const mail = services.smtp.messages.find((m) => m.to.includes('sales@invoxa.test'));
    const text = mailText(mail!.raw);
    expect(text).toContain(
      'First touch: utm_source=newsletter, utm_medium=email, utm_campaign=spring-cfdi, utm_term=facturación, utm_content=hero link, landing_path=/es/articles/cash-flow-management-in-business-101, language=es',
    );
    expect(text).toContain(
      'Last touch: gclid=Cj0KCQiA-abc_123, referrer_host=www.google.com, landing_path=/pricing, language=en',
    );
  });

  it('a pending newsletter sign-up keeps its touches and hands them to Customer.io only on confirmation', async () => {
    await send(lead(newsletterLead, 'en', withTouches({ email: 'wait@example.com' })));
    await drain(); // the confirmation e-mail goes out, its link made as it is sent
    const token = /\/newsletter\/confirm\?token=([\w-]{43})/.exec(
      mailText(services.smtp.messages[0]!.raw),
    )![1]!;
    expect(services.cio.requests).toHaveLength(0);
    expect(await confirmSubscription(testDb.handle.db, token)).toBe('confirmed');
    await drain();
    const identify = services.cio.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(identify!.body)).toMatchObject({
      first_touch_utm_campaign: 'spring-cfdi',
      last_touch_referrer_host: 'www.google.com',
    });
  });

  it('drops invalid values, never the submission, and records nothing for a form sent without JavaScript', async () => {
    const hostile = await send(
      lead(
        newsletterLead,
        'en',
        withTouches(
          { email: 'hostile@example.com' },
          {
            ...FIRST,
            utm_source: '<script>alert(1)</script>',
            utm_medium: 'x'.repeat(101),
            utm_content: 'someone@example.com',
            landing_path: '//evil.example/path',
            language: 'fr',
            referrer_host: 'evil.example\r\nX-Injected: 1',
            extra: 'not allowed',
          },
          '{not json',
        ),
      ),
    );
    expect(hostile.status).toBe('success');
    const noScript = await send(
      lead(newsletterLead, 'es', formData({ email: 'plain@example.com' })),
    );
    expect(noScript.status).toBe('success');
    const [first, second] = await attributionRows();
    expect(first).toMatchObject({
      first_utm_source: null,
      first_utm_medium: null,
      first_utm_campaign: 'spring-cfdi',
      first_utm_content: null,
      first_landing_path: null,
      first_language: null,
      first_referrer_host: null,
      last_landing_path: null,
    });
    expect(Object.keys(first!)).not.toContain('first_extra');
    expect(
      Object.entries(second!).filter(([k, v]) => /^(first|last)_/.test(k) && v !== null),
    ).toEqual([]);
  });

  it('reports the leads per feature by source, medium, campaign and landing', async () => {
    const other = {
      utm_source: 'google',
      utm_medium: 'cpc',
      landing_path: '/pricing',
      language: 'en',
    };
    for (const [n, first] of [FIRST, FIRST, other].entries())
      await send(
        lead(
          contactFormLead,
          'en',
          withTouches(
            { name: 'N', email: `r${n}@example.com`, subject: 'other', message: 'm' },
            first,
          ),
        ),
      );
    await send(lead(newsletterLead, 'en', formData({ email: 'nojs@example.com' })));
    await send(lead(newsletterLead, 'en', withTouches({ email: 'ref@example.com' }, LAST, {})));
    const options = {
      since: parseSince('30d'),
      by: ['source', 'medium', 'campaign', 'landing'] as const,
      touch: 'first' as const,
    };
    const report = await leadsReport(testDb.handle.db, { ...options, by: [...options.by] });
    expect(report.find((r) => r.feature === 'contact-form')).toEqual({
      feature: 'contact-form',
      total: 3,
      groups: [
        { values: ['newsletter', 'email', 'spring-cfdi', FIRST.landing_path], leads: 2 },
        { values: ['google', 'cpc', '(none)', '/pricing'], leads: 1 },
      ],
    });
    expect(report.find((r) => r.feature === 'newsletter')?.groups).toEqual([
      {
        values: ['(not recorded)', '(not recorded)', '(not recorded)', '(not recorded)'],
        leads: 1,
      },
      { values: ['www.google.com', 'referral', '(none)', '/pricing'], leads: 1 },
    ]);
    const text = formatLeadsReport(report, { ...options, by: [...options.by] });
    expect(text).toContain('contact-form: 3 leads');
    expect(text).toMatch(/newsletter +email +spring-cfdi +\/es\/articles\/cash-flow\S* +2\n/);
    expect(text).toContain('sales-contact: 0 leads');
    // The operator's command prints the same, on the database it is pointed at.
    const target =
      database.name === 'sqlite'
        ? { SQLITE_PATH: testDb.handle.file! }
        : { DATABASE_URL: (testDb.handle as unknown as { url: string }).url };
    const { stdout } = await promisify(execFile)(
      'npx',
      [
        'tsx',
        '--conditions=react-server',
        'scripts/ops.ts',
        'report',
        'leads',
        '--since',
        '30d',
        '--by',
        'source,medium,campaign,landing',
      ],
      { env: { ...process.env, ...target, LOG_LEVEL: 'silent' } },
    );
    expect(stdout).toContain(text.slice(text.indexOf('\n')));
    // Nothing older than the period counts.
    const later = await leadsReport(testDb.handle.db, {
      ...options,
      by: ['source'],
      since: new Date(Date.now() + 60_000),
    });
    expect(later.every((r) => r.total === 0)).toBe(true);
  });

  it('exports the attribution columns with each lead, empty where nothing was recorded', async () => {
    await send(
      lead(
        contactFormLead,
        'en',
        withTouches(
          { name: 'Csv', email: 'csv@example.com', subject: 'other', message: 'm' },
          { ...FIRST, utm_source: '-1+1' },
        ),
      ),
    );
    await send(
      lead(
        contactFormLead,
        'en',
        formData({ name: 'Plain', email: 'plain@example.com', subject: 'other', message: 'm' }),
      ),
    );
    const [header, withTouch, without] = (
      await exportCsv(testDb.handle.db, 'contact_submissions')
    ).split('\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 9)).toEqual([
      'id',
      'name',
      'email',
      'phone',
      'company',
      'subject',
      'message',
      'text_opt_in',
      'created_at',
    ]);
    expect(columns).toContain('first_utm_campaign');
    expect(columns).toContain('last_landing_path');
    const cells = withTouch!.split(',');
    expect(cells[columns.indexOf('first_utm_campaign')]).toBe('spring-cfdi');
    // A value a spreadsheet would run as a formula is neutralized.
    expect(cells[columns.indexOf('first_utm_source')]).toBe("'-1+1");
    expect(cells[columns.indexOf('last_gclid')]).toBe(LAST.gclid);
    expect(
      without!
        .split(',')
        .slice(9)
        .every((c) => c === ''),
    ).toBe(true);
  });

  it('erases the attribution with the person, and housekeeping removes what a deleted lead left', async () => {
    const email = 'erase.me@example.com';
    await send(lead(newsletterLead, 'en', withTouches({ email })));
    await send(
      lead(
        contactFormLead,
        'en',
        withTouches({ name: 'E', email, subject: 'other', message: 'm' }),
      ),
    );
    await send(
      lead(
        contactFormLead,
        'en',
        withTouches({ name: 'K', email: 'keep@example.com', subject: 'other', message: 'm' }),
      ),
    );
    expect(await attributionRows()).toHaveLength(3);
    await send(
      lead(dataDeletionLead, 'en', formData({ email, confirmEmail: email, confirm: 'on' })),
    );
    const request = await testDb.handle.db
      .selectFrom('data_deletion_requests')
      .select('id')
      .executeTakeFirstOrThrow();
    await drain();
    expect((await confirmDeletionRequest(testDb.handle, request.id)).status).toBe('completed');
    const left = await attributionRows();
    expect(left).toHaveLength(1);
    const kept = await testDb.handle.db
      .selectFrom('contact_submissions')
      .select('id')
      .executeTakeFirstOrThrow();
    expect(left[0]!.lead_id).toBe(kept.id);

    await testDb.handle.db.deleteFrom('contact_submissions').execute();
    expect(
      (await housekeeping(testDb.handle.db, featureJobs.housekeeping)).orphanAttributionDeleted,
    ).toBe(1);
    expect(await attributionRows()).toHaveLength(0);
  });
});
