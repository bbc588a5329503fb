import { ulid } from 'ulid';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { facts } from '@/content/facts';
import type { DbHandle } from '@/server/db';
import { featureJobs } from '@/features/jobs';
import { HOUSEKEEPING_MS, housekeeping } from '@/server/housekeeping';
import { recordUnsubscribe } from '@/features/newsletter/subscriptions';
import { monthsBefore } from '@/server/privacy/retention';
import { testDatabases } from '../support/databases';

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
