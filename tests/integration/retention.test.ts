import { ulid } from 'ulid';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { facts } from '@/content/facts';
import { contactFormLead } from '@/features/contact-form/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { salesContactLead } from '@/features/sales-contact/lead';
import type { DbHandle } from '@/server/db';
import { featureJobs } from '@/features/jobs';
import { HOUSEKEEPING_MS, housekeeping } from '@/server/housekeeping';
import { customerId } from '@/server/integrations/customerio';
import { recordUnsubscribe } from '@/features/newsletter/subscriptions';
import { retryDead } from '@/server/ops';
import { PERSONAL_TABLES } from '@/server/personal-data';
import { monthsBefore } from '@/server/privacy/retention';
import { testDatabases } from '../support/databases';
import { deliverAll, deliveryStandIns } from '../support/deliveries';
import { blockEnv, withEnv } from '../support/env';
import { formData, lead, submit } from '../support/forms';
import { blockDatabase } from '../support/lead-database';
import { mailText } from '../support/stand-ins';

// The leads' retention periods, as the privacy policy states them from the facts registry:
// contact-form, live-chat and sales-contact records go `leadRetentionMonths` after the person's
// last contact (the newest of their records in either table); unsubscribed newsletter sign-ups go
// at the first housekeeping pass after their `unsubscribed_at`.

const NOW = new Date('2026-11-26T12:00:00.000Z');
const MONTHS = facts.leadRetentionMonths.value;
/** The first instant a record counts as past the period (one millisecond before the cutoff). */
const CUTOFF = monthsBefore(NOW, MONTHS);
const at = (ms: number) => new Date(CUTOFF.getTime() + ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;

describe('monthsBefore', () => {
  it('counts calendar months, the end of a shorter month standing for a missing day', () => {
    expect(monthsBefore(new Date('2026-11-26T12:00:00Z'), 24).toISOString()).toBe(
      '2024-11-26T12:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-03-31T08:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-02-28T00:00:00Z'), 24).toISOString()).toBe(
      '2024-02-28T00:00:00.000Z',
    );
  });
});

describe('housekeeping runs often enough for the shortest period the policy states', () => {
  it('passes at least once within unsubscribedSignupDeletionDays', () => {
    expect(HOUSEKEEPING_MS).toBeLessThanOrEqual(facts.unsubscribedSignupDeletionDays.value * DAY);
  });
});

describe.each(testDatabases())('lead retention on $name', (database) => {
  let handle: DbHandle & { close: () => Promise<void> };

  const contact = (email: string, createdAt: string, subject = 'general') =>
    handle.db
      .insertInto('contact_submissions')
      .values({
        id: ulid(),
        name: 'Someone',
        email,
        phone: null,
        company: null,
        subject,
        message: 'Hello',
        text_opt_in: 0,
        created_at: createdAt,
      })
      .execute();
  const sales = (email: string, createdAt: string) =>
    handle.db
      .insertInto('sales_contacts')
      .values({
        id: ulid(),
        name: 'Someone',
        email,
        phone: null,
        prefer_phone: 0,
        created_at: createdAt,
      })
      .execute();
  const signup = (
    email: string,
    status: 'pending' | 'active' | 'unsubscribed',
    createdAt: string,
    unsubscribedAt: string | null = null,
  ) =>
    handle.db
      .insertInto('newsletter_signups')
      .values({
        id: ulid(),
        email,
        language: 'en',
        source: 'articles_page',
        status,
        created_at: createdAt,
        unsubscribed_at: unsubscribedAt,
        // A pending sign-up's link, valid well past the passes below.
        token_expires_at: status === 'pending' ? at(1000 * DAY) : null,
      })
      .execute();
  const left = async () => ({
    contact: (
      await handle.db
        .selectFrom('contact_submissions')
        .select(['email', 'created_at'])
        .orderBy('created_at')
        .execute()
    ).map((r) => `${r.email} ${r.created_at}`),
    sales: (
      await handle.db
        .selectFrom('sales_contacts')
        .select(['email', 'created_at'])
        .orderBy('created_at')
        .execute()
    ).map((r) => `${r.email} ${r.created_at}`),
    newsletter: (
      await handle.db
        .selectFrom('newsletter_signups')
        .select(['email', 'status'])
        .orderBy('email')
        .execute()
    ).map((r) => `${r.email} ${r.status}`),
  });

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    for (const table of [
      'contact_submissions',
      'sales_contacts',
      'newsletter_signups',
      'newsletter_suppressions',
      'consent_records',
    ] as const)
      await handle.db.deleteFrom(table).execute();
  });

  it("deletes a person's contact and sales records once their last contact is older than the period", async () => {
    // Past the period in both tables: everything of this person goes.
    await contact('gone@example.com', at(-400 * DAY));
    await contact('gone@example.com', at(-1), 'support'); // a live-chat message
    await sales('gone@example.com', at(-30 * DAY));
    // A newer record in either table keeps every earlier one of the same person.
    await contact('kept-by-sales@example.com', at(-500 * DAY));
    await sales('kept-by-sales@example.com', at(10 * DAY));
    await sales('kept-by-chat@example.com', at(-500 * DAY));
    await contact('kept-by-chat@example.com', at(0), 'support'); // exactly at the cutoff: kept
    // Another person's recent record keeps nothing of this one.
    await contact('other@example.com', at(-DAY));
    await contact('recent@example.com', at(DAY));

    const report = await housekeeping(handle.db, featureJobs.housekeeping, NOW);

    expect(report).toMatchObject({ contactSubmissionsDeleted: 3, salesContactsDeleted: 1 });
    expect(await left()).toEqual({
      contact: [
        `kept-by-sales@example.com ${at(-500 * DAY)}`,
        `kept-by-chat@example.com ${at(0)}`,
        `recent@example.com ${at(DAY)}`,
      ],
      sales: [
        `kept-by-chat@example.com ${at(-500 * DAY)}`,
        `kept-by-sales@example.com ${at(10 * DAY)}`,
      ],
      newsletter: [],
    });

    // A day later, the person whose last contact was exactly at the cutoff is past it.
    const later = await housekeeping(
      handle.db,
      featureJobs.housekeeping,
      new Date(NOW.getTime() + DAY),
    );
    expect(later).toMatchObject({ contactSubmissionsDeleted: 1, salesContactsDeleted: 1 });
    expect((await left()).contact).toEqual([
      `kept-by-sales@example.com ${at(-500 * DAY)}`,
      `recent@example.com ${at(DAY)}`,
    ]);
  });

  it('keeps a newsletter sign-up while it is active, whatever its age, and deletes it at the first pass after it unsubscribed', async () => {
    const minute = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();
    await signup('reader@example.com', 'active', at(-2000 * DAY));
    await signup('left@example.com', 'unsubscribed', at(-2000 * DAY), minute(-1));
    // Unsubscribed after this pass began: the next one deletes it.
    await signup('leaving@example.com', 'unsubscribed', at(-2000 * DAY), minute(1));
    // Unsubscribed once, then signed up again: the status says where the person stands now.
    await signup('back@example.com', 'active', at(-2000 * DAY), minute(-90));
    await signup('coming-back@example.com', 'pending', at(-2000 * DAY), minute(-90));

    const report = await housekeeping(handle.db, featureJobs.housekeeping, NOW);

    expect(report).toMatchObject({ unsubscribedSignupsDeleted: 1 });
    expect((await left()).newsletter).toEqual([
      'back@example.com active',
      'coming-back@example.com pending',
      'leaving@example.com unsubscribed',
      'reader@example.com active',
    ]);

    const next = await housekeeping(
      handle.db,
      featureJobs.housekeeping,
      new Date(NOW.getTime() + HOUSEKEEPING_MS),
    );
    expect(next).toMatchObject({ unsubscribedSignupsDeleted: 1 });
    expect((await left()).newsletter).toEqual([
      'back@example.com active',
      'coming-back@example.com pending',
      'reader@example.com active',
    ]);
  });

  it('deletes the sign-up of an unsubscribe reported by marketing automation within the period, keeping the address suppressed', async () => {
    await signup('reader@example.com', 'active', at(-DAY));
    const unsubscribedAt = new Date(NOW.getTime() - 5 * 60_000);
    await handle.db
      .transaction()
      .execute((trx) => recordUnsubscribe(trx, 'reader@example.com', unsubscribedAt));

    await housekeeping(handle.db, featureJobs.housekeeping, NOW);

    expect(NOW.getTime() - unsubscribedAt.getTime()).toBeLessThanOrEqual(
      facts.unsubscribedSignupDeletionDays.value * DAY,
    );
    expect((await left()).newsletter).toEqual([]);
    expect(await handle.db.selectFrom('newsletter_suppressions').select('email').execute()).toEqual(
      [{ email: 'reader@example.com' }],
    );
  });
});

describe.each(testDatabases())('retention reaches every copy on $name', (database) => {
  const services = deliveryStandIns();
  const testDb = blockDatabase(database, PERSONAL_TABLES);
  blockEnv(() => ({
    ...services.env(),
    SALES_NOTIFY_EMAIL: 'sales-team@example.com',
    SALES_WEBHOOK_URL: `${services.hook.url}/crm`,
    NEWSLETTER_CONFIRMATION: 'off',
    OUTBOX_BASE_DELAY_MS: '0',
    OUTBOX_MAX_ATTEMPTS: '1',
  }));
  let ip = 0;
  const send = (s: Parameters<typeof submit>[0]) =>
    submit(s, { handle: testDb.handle, address: `100.90.0.${++ip}` });
  const drain = () => deliverAll(testDb.handle);
  /** Runs `work` under a clock moved `days` ahead of the real one. */
  async function daysLater(days: number, work: () => Promise<void>) {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + days * DAY);
      await work();
    } finally {
      vi.useRealTimers();
    }
  }
  /** The personal tables holding `email` anywhere in a row. */
  async function holding(email: string) {
    const found: string[] = [];
    for (const table of PERSONAL_TABLES) {
      const rows = await testDb.handle.db.selectFrom(table).selectAll().execute();
      if (rows.some((r) => JSON.stringify(r).includes(email))) found.push(table);
    }
    return found;
  }
  const periodDays = MONTHS * 31 + 1;

  it('removes a person whose last record went from Customer.io, and tells the sales inbox and the CRM that received their requests', async () => {
    const email = 'ana@example.com';
    await send(
      lead(
        contactFormLead,
        'en',
        formData({
          name: 'Ana',
          email,
          phone: '+1 312 555 0100',
          subject: 'general',
          message: 'Hi',
          textOptIn: 'on',
        }),
      ),
    );
    await send(
      lead(
        salesContactLead,
        'en',
        formData({ name: 'Ana', email, phone: '+1 312 555 0100', preferPhone: 'true' }),
      ),
    );
    await drain(); // the profile, the sales e-mail and the CRM's copy are delivered
    const sent = (
      await testDb.handle.db.selectFrom('sales_contacts').select('created_at').execute()
    ).map((r) => `${r.created_at.slice(0, 10)} ${r.created_at.slice(11, 16)} UTC`);
    services.cio.reset();
    services.hook.reset();
    services.smtp.messages.length = 0;

    await daysLater(periodDays, async () => {
      expect(await housekeeping(testDb.handle.db, featureJobs.housekeeping)).toMatchObject({
        peopleForgotten: 1,
      });
      await drain();
    });

    expect(services.cio.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /api/v1/customers/${customerId(email)}`,
    ]);
    expect(services.hook.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { type: 'person.deleted', email, reason: 'retention' },
    ]);
    const notice = services.smtp.messages.find((m) => m.to.includes('sales-team@example.com'));
    const text = mailText(notice!.raw);
    expect(text).toContain(`sales-contact requests for ${MONTHS} months after a person's last`);
    for (const at of sent) expect(text).toContain(`- ${at}`);
    expect(text).not.toMatch(/Ana|0100/);
    // Nothing holds the address once the notices are delivered; the consents left counts.
    expect(await holding(email)).toEqual([]);
    expect(
      await testDb.handle.db.selectFrom('consent_erasure_counts').select('purpose').execute(),
    ).toEqual(
      expect.arrayContaining([{ purpose: 'text_messages' }, { purpose: 'sales_calls_and_texts' }]),
    );
  });

  it('keeps the Customer.io profile while the newsletter subscription is active, and removes it once the sign-up goes', async () => {
    const email = 'reader@example.com';
    await send(lead(newsletterLead, 'en', formData({ email })));
    await send(
      lead(
        contactFormLead,
        'en',
        formData({
          name: 'Bo',
          email,
          phone: '+1 312 555 0101',
          subject: 'general',
          message: 'Hi',
          textOptIn: 'on',
        }),
      ),
    );
    await drain();
    services.cio.reset();

    await daysLater(periodDays, async () => {
      expect(await housekeeping(testDb.handle.db, featureJobs.housekeeping)).toMatchObject({
        contactSubmissionsDeleted: 1,
        peopleForgotten: 0,
      });
      await drain();
      expect(services.cio.requests).toEqual([]);
      // Each consent goes with the records it concerns: the text-message one with the message.
      expect(
        await testDb.handle.db
          .selectFrom('consent_records')
          .select('purpose')
          .where('email', '=', email)
          .execute(),
      ).toEqual([{ purpose: 'newsletter' }]);

      // The person unsubscribes: at the next pass the sign-up goes, and the profile with it.
      await testDb.handle.db
        .transaction()
        .execute((trx) => recordUnsubscribe(trx, email, new Date()));
      expect(await housekeeping(testDb.handle.db, featureJobs.housekeeping)).toMatchObject({
        peopleForgotten: 1,
      });
      await drain();
    });
    expect(services.cio.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /api/v1/customers/${customerId(email)}`,
    ]);
    // Only the suppression list keeps the address, so a form cannot subscribe it unconfirmed.
    expect(await holding(email)).toEqual(['newsletter_suppressions']);
  });

  it('removes the profile of a person who unsubscribed, signed up again and never confirmed, once the link expires', async () => {
    const email = 'back@example.com';
    await send(lead(newsletterLead, 'en', formData({ email })));
    await drain();
    await testDb.handle.db
      .transaction()
      .execute((trx) => recordUnsubscribe(trx, email, new Date()));
    // Signed up again before the next pass: the sign-up waits for the link.
    await withEnv({ NEWSLETTER_CONFIRMATION: 'on' }, async () => {
      await send(lead(newsletterLead, 'en', formData({ email })));
    });
    await drain();
    services.cio.reset();

    await daysLater(facts.newsletterConfirmationDays.value + 1, async () => {
      expect(await housekeeping(testDb.handle.db, featureJobs.housekeeping)).toMatchObject({
        unconfirmedSignupsDeleted: 1,
        peopleForgotten: 1,
      });
      await drain();
    });
    expect(services.cio.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /api/v1/customers/${customerId(email)}`,
    ]);
    expect(await holding(email)).toEqual(['newsletter_suppressions']);
  });

  it('empties a dead item when its lead’s period ends, and any dead item a delivered item’s period after it died', async () => {
    services.cio.respondWith(400, 400); // Customer.io refuses both profiles for good: dead items
    await send(
      lead(
        contactFormLead,
        'en',
        formData({ name: 'Cy', email: 'cy@example.com', subject: 'general', message: 'Hi' }),
      ),
    );
    await send(lead(newsletterLead, 'en', formData({ email: 'dee@example.com' })));
    await drain();
    const dead = () =>
      testDb.handle.db
        .selectFrom('outbox')
        .select(['topic', 'email', 'payload'])
        .where('status', '=', 'dead')
        .orderBy('topic')
        .execute();
    expect((await dead()).map((i) => i.email)).toEqual(['cy@example.com', 'dee@example.com']);
    const delivered = facts.deliveredMessageRetentionDays.value;

    await daysLater(delivered - 1, async () => {
      await housekeeping(testDb.handle.db, featureJobs.housekeeping);
    });
    expect((await dead()).map((i) => i.email)).toEqual(['cy@example.com', 'dee@example.com']);
    await daysLater(delivered + 1, async () => {
      await housekeeping(testDb.handle.db, featureJobs.housekeeping);
    });
    expect(await dead()).toEqual([
      { topic: 'contact-form.customerio', email: null, payload: '{}' },
      { topic: 'newsletter.customerio', email: null, payload: '{}' },
    ]);
    // Emptied: an operator's retry has nothing to send.
    expect(await retryDead(testDb.handle.db)).toBe(0);
  });

  it('empties only the dead items of the records that went: a lead still within its period keeps its own', async () => {
    // Customer.io and the sales webhook refuse for good: their copies die.
    services.cio.respondWith(400);
    services.hook.respondWith(400);
    const email = 'both@example.com';
    await send(lead(newsletterLead, 'en', formData({ email })));
    await send(
      lead(
        salesContactLead,
        'en',
        formData({ name: 'Bo', email, phone: '+1 312 555 0101', preferPhone: 'true' }),
      ),
    );
    await drain();
    await testDb.handle.db
      .transaction()
      .execute((trx) => recordUnsubscribe(trx, email, new Date()));
    await daysLater(1, async () => {
      await housekeeping(testDb.handle.db, featureJobs.housekeeping);
    });
    const items = await testDb.handle.db
      .selectFrom('outbox')
      .select(['topic', 'email', 'payload'])
      .where('status', '=', 'dead')
      .orderBy('topic')
      .execute();
    // The sign-up went: its copy is emptied. The sales request is kept: its copy can be retried.
    expect(items.map((i) => [i.topic, i.email, i.payload === '{}'])).toEqual([
      ['newsletter.customerio', null, true],
      ['sales-contact.webhook', email, false],
    ]);
    services.hook.respondWith(200);
    expect(await retryDead(testDb.handle.db)).toBe(1);
  });

  it('empties a dead item of a person when their records go, before the outbox’s own period', async () => {
    services.cio.respondWith(400);
    await send(
      lead(
        contactFormLead,
        'en',
        formData({ name: 'Cy', email: 'cy@example.com', subject: 'general', message: 'Hi' }),
      ),
    );
    await drain();
    // Died just before the contact record's period ends.
    await testDb.handle.db
      .updateTable('outbox')
      .set({ dead_at: new Date(Date.now() + (periodDays - 2) * DAY).toISOString() })
      .execute();
    await daysLater(periodDays, async () => {
      await housekeeping(testDb.handle.db, featureJobs.housekeeping);
    });
    expect(
      await testDb.handle.db.selectFrom('outbox').select(['status', 'email', 'payload']).execute(),
    ).toEqual(expect.arrayContaining([{ status: 'dead', email: null, payload: '{}' }]));
    // The removal, not yet delivered, and the person id it will remove.
    expect(await holding('cy@example.com')).toEqual(['marketing_ids', 'outbox']);
  });
});
