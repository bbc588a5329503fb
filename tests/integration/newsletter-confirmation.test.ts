import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newsletterLead } from '@/features/newsletter/lead';
import { featureJobs } from '@/features/jobs';
import { housekeeping } from '@/server/housekeeping';
import { noAttribution } from '@/server/attribution';
import { customerId } from '@/server/integrations/customerio';
import { exportCsv } from '@/server/ops';
import {
  applyReportedUnsubscribe,
  confirmSubscription,
  subscriptionLinkState,
} from '@/features/newsletter/subscriptions';
import { testDatabases } from '../support/databases';
import { blockDatabase } from '../support/lead-database';
import { formData, lead, submit } from '../support/forms';
import { deliverAll, deliveryStandIns } from '../support/deliveries';
import { blockEnv, setEnv } from '../support/env';
import { mailText } from '../support/stand-ins';

const TABLES = [
  'newsletter_signups',
  'newsletter_suppressions',
  'consent_records',
  'outbox',
  'rate_limits',
] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const copy = {
  en: {
    checkInbox: /^Almost done: check your inbox and open the link we sent you/,
    subscribed: 'Successfully subscribed to our newsletter!',
    mail: 'To confirm, open this link and press the button on the page within 7 days',
    limit: 'We have already sent 3 confirmation emails to this address today.',
    unsubscribedEarlier: /^This address unsubscribed from our newsletter earlier\./,
  },
  es: {
    checkInbox: /^Ya casi: revisa tu bandeja de entrada y abre el enlace que te enviamos/,
    subscribed: '¡Listo! Ya estás suscrito a nuestro boletín.',
    mail: 'Para confirmar, abre este enlace y presiona el botón de la página dentro de los próximos 7 días',
    limit: 'Hoy ya enviamos 3 correos de confirmación a esta dirección.',
    unsubscribedEarlier: /^Esta dirección se dio de baja de nuestro boletín\./,
  },
} as const;

describe.each(testDatabases())('confirmed newsletter subscriptions on $name', (database) => {
  const services = deliveryStandIns();
  const testDb = blockDatabase(database, TABLES);
  let ip = 0;
  const signUp = (email: string, locale: 'en' | 'es' = 'en') =>
    submit(lead(newsletterLead, locale, formData({ email })), {
      handle: testDb.handle,
      address: `100.70.0.${++ip}`,
    });
  const drain = () => deliverAll(testDb.handle);
  const rows = () => testDb.handle.db.selectFrom('newsletter_signups').selectAll().execute();
  const topics = async () =>
    (
      await testDb.handle.db.selectFrom('outbox').select('topic').orderBy('created_at').execute()
    ).map((o) => o.topic);
  /**
   * Every confirmation link e-mailed so far (what is queued is sent first): its token, its text,
   * and whether it is the row's current one.
   */
  async function links() {
    await drain();
    const current = new Set(
      (await rows()).map((r) => r.token_hash).filter((h): h is string => h !== null),
    );
    return services.smtp.messages
      .map((m) => mailText(m.raw))
      .filter((text) => text.includes('/newsletter/confirm?token='))
      .map((text) => {
        const token = /\/newsletter\/confirm\?token=([\w-]{43})/.exec(text)![1]!;
        return {
          token,
          text,
          current: current.has(createHash('sha256').update(token).digest('hex')),
        };
      });
  }
  /** The link that confirms the sign-up now (the newest e-mailed). */
  const lastToken = async () => (await links()).find((l) => l.current)!;

  blockEnv(() => ({
    ...services.env(),
    OUTBOX_BASE_DELAY_MS: '0',
    // Set before each test, put back after the last.
    SMTP_URL: undefined,
    NEWSLETTER_CONFIRMATION: undefined,
  }));
  beforeEach(async () => {
    setEnv({ SMTP_URL: services.smtp.url, NEWSLETTER_CONFIRMATION: undefined });
  });

  for (const locale of ['en', 'es'] as const)
    it(`keeps a sign-up pending until the link's button is pressed, then queues the profile (${locale})`, async () => {
      const email = `reader.${locale}@example.com`;
      const state = await signUp(email.toUpperCase(), locale);
      expect(state.status).toBe('success');
      expect(state.message).toMatch(copy[locale].checkInbox);
      expect(await rows()).toMatchObject([{ email, status: 'pending', language: locale }]);
      expect(await topics()).toEqual(['newsletter.person-email']); // nothing for Customer.io yet

      const { token, text } = await lastToken();
      await drain();
      expect(services.smtp.messages.map((m) => m.to)).toEqual([[email]]);
      const mailed = mailText(services.smtp.messages[0]!.raw);
      expect(mailed).toContain(copy[locale].mail);
      expect(mailed).toContain(
        `http://localhost:3000${locale === 'es' ? '/es' : ''}/newsletter/confirm?token=${token}`,
      );
      expect(text).toContain(token);
      expect(services.cio.requests).toEqual([]);

      // Opening the link (a mail scanner does) changes nothing.
      expect(await subscriptionLinkState(testDb.handle.db, token)).toBe('valid');
      expect((await rows())[0]!.status).toBe('pending');

      expect(await confirmSubscription(testDb.handle.db, token)).toBe('confirmed');
      expect(await rows()).toMatchObject([{ email, status: 'active' }]);
      expect((await rows())[0]!.confirmed_at).not.toBeNull();
      expect(await confirmSubscription(testDb.handle.db, token)).toBe('used');
      expect(await subscriptionLinkState(testDb.handle.db, token)).toBe('used');
      await drain();
      expect(services.cio.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `PUT /api/v1/customers/${customerId(email)}`,
        `POST /api/v1/customers/${customerId(email)}/events`,
      ]);
      expect(JSON.parse(services.cio.requests[0]!.body)).toMatchObject({
        email,
        language: locale,
        newsletter_status: 'active',
      });
      const consent = await testDb.handle.db.selectFrom('consent_records').selectAll().execute();
      expect(consent).toMatchObject([
        {
          email,
          purpose: 'newsletter',
          state: 'granted',
          method: 'confirmation_link',
          language: locale,
          text_id: 'newsletter.privacyNotice',
        },
      ]);
      // A second sign-up of a confirmed address: the spec's duplicate message, nothing mailed.
      const again = await signUp(email, locale);
      expect(again.status).toBe('error');
      expect(await topics()).toEqual(['newsletter.person-email', 'newsletter.customerio']);
    });

  it('keeps no usable link at rest: the queued e-mail and the outbox export hold no token', async () => {
    await signUp('at-rest@example.com');
    const queued = await exportCsv(testDb.handle.db, 'outbox');
    expect(queued).toContain('/newsletter/confirm?token=');
    expect(queued).not.toMatch(/token=[\w-]{43}/);
    const { token } = await lastToken(); // made as the e-mail is sent
    expect(await subscriptionLinkState(testDb.handle.db, token)).toBe('valid');
    const exported = [
      await exportCsv(testDb.handle.db, 'outbox'),
      await exportCsv(testDb.handle.db, 'newsletter_signups'),
    ].join('\n');
    expect(exported).not.toContain(token);
  });

  it('without e-mail, or with confirmation off, subscribes at once as the spec says', async () => {
    setEnv({ SMTP_URL: undefined });
    expect((await signUp('no-mail@example.com')).message).toBe(copy.en.subscribed);
    setEnv({ SMTP_URL: services.smtp.url, NEWSLETTER_CONFIRMATION: 'off' });
    expect((await signUp('off@example.com', 'es')).message).toBe(copy.es.subscribed);
    expect(
      (await rows()).map((r) => [r.email, r.status]).sort(([a], [b]) => a!.localeCompare(b!)),
    ).toEqual([
      ['no-mail@example.com', 'active'],
      ['off@example.com', 'active'],
    ]);
    expect(await topics()).toEqual(['newsletter.customerio', 'newsletter.customerio']);
    const methods = await testDb.handle.db.selectFrom('consent_records').select('method').execute();
    expect(methods).toEqual([{ method: 'form' }, { method: 'form' }]);
  });

  it('mails one address at most 3 confirmation links a day; a newer link replaces the older', async () => {
    const email = 'many@example.com';
    for (let i = 0; i < 3; i++) expect((await signUp(email)).message).toMatch(copy.en.checkInbox);
    const { token: newest } = await lastToken();
    const fourth = await signUp(email, 'es');
    expect(fourth).toMatchObject({
      status: 'error',
      message: expect.stringContaining(copy.es.limit),
    });
    expect(await topics()).toEqual([
      'newsletter.person-email',
      'newsletter.person-email',
      'newsletter.person-email',
    ]);
    const older = (await links()).filter((l) => !l.current);
    expect(older).toHaveLength(2);
    for (const { token } of older)
      expect(await subscriptionLinkState(testDb.handle.db, token)).toBe('invalid');
    expect(await subscriptionLinkState(testDb.handle.db, newest)).toBe('valid');
    // The count is kept under a hash, never the address.
    const keys = await testDb.handle.db.selectFrom('rate_limits').select('key').execute();
    expect(JSON.stringify(keys)).not.toContain('many');
    // The next day, the address can be mailed again.
    const tomorrow = new Date(Date.now() + DAY_MS);
    const { subscribe } = await import('@/features/newsletter/subscriptions');
    expect(
      await subscribe(
        testDb.handle.db,
        { email, locale: 'en', attribution: noAttribution },
        () => ({ subject: 's', text: 't' }),
        tomorrow,
      ),
    ).toBe('pending');
  });

  it('deletes sign-ups never confirmed within 7 days; their link then says it does not work', async () => {
    await signUp('late@example.com');
    await signUp('kept@example.com');
    const { token } = await lastToken();
    const in6Days = new Date(Date.now() + 6 * DAY_MS);
    const in8Days = new Date(Date.now() + 8 * DAY_MS);
    expect(
      (await housekeeping(testDb.handle.db, featureJobs.housekeeping, in6Days))
        .unconfirmedSignupsDeleted,
    ).toBe(0);
    expect(await confirmSubscription(testDb.handle.db, token, in8Days)).toBe('expired');
    expect(
      (await housekeeping(testDb.handle.db, featureJobs.housekeeping, in8Days))
        .unconfirmedSignupsDeleted,
    ).toBe(2);
    expect(await rows()).toEqual([]);
    expect(await confirmSubscription(testDb.handle.db, token, in8Days)).toBe('invalid');
  });

  it('an address that unsubscribed is never re-subscribed silently', async () => {
    const email = 'left@example.com';
    setEnv({ NEWSLETTER_CONFIRMATION: 'off' });
    await signUp(email);
    expect(await applyReportedUnsubscribe(testDb.handle.db, { id: 'evt-1', email })).toBe(
      'recorded',
    );
    expect(await rows()).toMatchObject([{ email, status: 'unsubscribed' }]);

    // Confirmation off, e-mail on: the address still needs the link.
    expect((await signUp(email)).message).toMatch(copy.en.checkInbox);
    expect((await rows())[0]!.status).toBe('pending');
    // No e-mail: it cannot be confirmed, so it is refused and nothing changes.
    setEnv({ SMTP_URL: undefined });
    const refused = await signUp(email, 'es');
    expect(refused).toMatchObject({ status: 'error' });
    expect(refused.message).toMatch(copy.es.unsubscribedEarlier);
    expect((await rows())[0]!.status).toBe('pending');

    // Confirming through the link subscribes it again and lifts the suppression.
    setEnv({ SMTP_URL: services.smtp.url });
    const { token } = await lastToken();
    expect(await confirmSubscription(testDb.handle.db, token)).toBe('confirmed');
    expect(
      await testDb.handle.db.selectFrom('newsletter_suppressions').selectAll().execute(),
    ).toEqual([]);
    // The profile queued on confirmation lifts Customer.io's unsubscribe too; the first did not.
    const updates = await testDb.handle.db
      .selectFrom('outbox')
      .select('payload')
      .where('topic', '=', 'newsletter.customerio')
      .execute();
    expect(
      updates.map((u) => (JSON.parse(u.payload) as { attributes: object }).attributes),
    ).toEqual(
      expect.arrayContaining([
        expect.not.objectContaining({ unsubscribed: false }),
        expect.objectContaining({ unsubscribed: false }),
      ]),
    );
    expect(updates).toHaveLength(2);
  });
});
