import 'server-only';
import type { Db } from '../db';
import { CONSENTS, eraseConsentRecords, type ConsentPurpose } from '../consent';
import { configuredChannels } from '../outbox/channels';
import { enqueue, inTransaction, type OutboxTransaction } from '../outbox/enqueue';
import { SALES_CHANNELS, salesRecordTimes, type SalesChannel } from '../outbox/erase';
import {
  CONTACT_TABLES,
  DATA_TABLES,
  LEAD_TABLES,
  periodValue,
  type ContactTable,
  type LeadTable,
} from '../personal-data';
import { retentionNotice } from './retention-notices';

// The retention periods of the leads, as the personal-data registry declares them (its periods
// are facts of the registry, which the privacy policy states):
// - contact-form, live-chat and sales-contact records (contact_submissions, sales_contacts) go
//   `leadRetentionMonths` calendar months after the person's last contact: the newest row holding
//   their address in either table. A new message keeps every earlier record of that person.
// - a newsletter sign-up goes once it is `unsubscribed`, at the first housekeeping pass after its
//   `unsubscribed_at` (hourly, so within `unsubscribedSignupDeletionDays`). The status says whether
//   the person is unsubscribed now (a sign-up confirmed again keeps its old `unsubscribed_at`), the
//   time when; the address stays on the suppression list (src/features/newsletter/subscriptions.ts).
// Retention reaches the copies erasure reaches: when a person's records go, the sales integrations
// that received their sales requests are told to delete them, and Customer.io removes the person
// unless an active newsletter subscription still needs the profile; their consent records go
// (counted) and their undelivered items are emptied. docs/decisions/personal-data.md

/** The instant `months` calendar months before `now` (UTC; the 31st falls back to the month's end). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** Whether a person has a record at or after `cutoff` in any contact table: it keeps the rest. */
function recentContact(trx: OutboxTransaction, table: ContactTable, cutoff: string) {
  return trx
    .selectFrom(table)
    .where(({ not, or, exists, selectFrom }) =>
      not(
        or(
          CONTACT_TABLES.map((other) =>
            exists(
              // Every contact table has the columns used here; one name types the union.
              selectFrom(`${other} as recent` as 'contact_submissions as recent')
                .select('recent.id')
                .whereRef('recent.email', '=', `${table}.email`)
                .where('recent.created_at', '>=', cutoff),
            ),
          ),
        ),
      ),
    )
    .where('created_at', '<', cutoff);
}

export interface RetentionReport {
  contact_submissions: number;
  sales_contacts: number;
  newsletter_signups: number;
  /** People whose records went in this pass and who were removed where erasure removes them. */
  peopleForgotten: number;
}

/**
 * Deletes the leads past their retention period, one indexed delete per table, and removes the
 * people whose last record went from the copies erasure reaches, in one transaction (so a record
 * that keeps another table's rows is not deleted first, and the notices exist exactly when the
 * deletion does). Returns how many rows each table lost.
 */
export async function deleteExpiredLeads(db: Db, now = new Date()): Promise<RetentionReport> {
  const cutoff = monthsBefore(
    now,
    periodValue(DATA_TABLES.contact_submissions.periods.lastContact),
  ).toISOString();
  return inTransaction(db, async (trx) => {
    const report: RetentionReport = {
      contact_submissions: 0,
      sales_contacts: 0,
      newsletter_signups: 0,
      peopleForgotten: 0,
    };
    // Whose records go, from which tables, and what the sales integrations received of them,
    // before they go.
    const people = new Map<string, Set<LeadTable>>();
    const going = (email: string, table: LeadTable) =>
      people.set(email, (people.get(email) ?? new Set<LeadTable>()).add(table));
    for (const table of CONTACT_TABLES)
      for (const { email } of await recentContact(trx, table, cutoff).select('email').execute())
        going(email, table);
    const received = new Map<string, Record<SalesChannel, string[]>>();
    for (const email of people.keys()) {
      const items = await trx
        .selectFrom('outbox')
        .select(['topic', 'status', 'locked_until', 'created_at'])
        .where('email', '=', email)
        .execute();
      received.set(email, await salesRecordTimes(trx, email, items, now));
    }

    for (const table of CONTACT_TABLES) {
      const result = await trx
        .deleteFrom(table)
        .where('id', 'in', recentContact(trx, table, cutoff).select('id'))
        .executeTakeFirst();
      report[table] = Number(result.numDeletedRows);
    }
    const unsubscribed = await trx
      .deleteFrom('newsletter_signups')
      .where('status', '=', 'unsubscribed')
      // A row marked unsubscribed without a time (nothing writes one) counts as past too.
      .where((w) =>
        w.or([w('unsubscribed_at', '<=', now.toISOString()), w('unsubscribed_at', 'is', null)]),
      )
      .returning('email')
      .execute();
    report.newsletter_signups = unsubscribed.length;
    for (const { email } of unsubscribed) going(email, 'newsletter_signups');
    // A person who unsubscribed, signed up again and never confirmed: housekeeping deletes the
    // sign-up once its link has expired (src/features/newsletter/subscriptions.ts), and the profile their first
    // subscription made goes with it.
    const lapsing = await trx
      .selectFrom('newsletter_signups')
      .select('email')
      .where('status', '=', 'pending')
      .where('unsubscribed_at', 'is not', null)
      .where('token_expires_at', '<=', now.toISOString())
      .execute();
    for (const { email } of lapsing) going(email, 'newsletter_signups');

    for (const [email, tables] of people)
      if (await forget(trx, email, tables, received.get(email), now)) report.peopleForgotten += 1;
    return report;
  });
}

/**
 * After some of a person's records went for retention (those of `tables`): the sales integrations
 * that received their sales requests are told to delete them and the dead outbox items made of
 * those records (the items of those tables' features) are emptied; items made of a record still
 * kept stay whole, for an operator to retry within their period; once no
 * contact record and no active newsletter subscription is left, Customer.io is asked to remove
 * the person. Returns whether the person is gone.
 */
async function forget(
  trx: OutboxTransaction,
  email: string,
  tables: ReadonlySet<LeadTable>,
  received: Record<SalesChannel, string[]> | undefined,
  now: Date,
): Promise<boolean> {
  const channels = configuredChannels();
  const notices = SALES_CHANNELS.filter(
    (c) => received && channels.has(c) && received[c].length > 0,
  ).map((c) => retentionNotice(c, email, received![c]));
  const kept = await keptRecords(trx, email);
  const gone = kept.contacts === 0 && !kept.activeSubscription;
  const removal = {
    topic: 'retention.customerio' as const,
    payload: { email, remove: true as const },
  };
  await enqueue(trx, gone ? [...notices, removal] : notices, now);
  // The records an undelivered copy was made of are gone: so is the copy's content.
  const features = [...tables].flatMap((t) => DATA_TABLES[t].leads);
  await redactDeadItems(trx, { email, features });
  return gone;
}

/** What still holds the person: their contact records, and an active newsletter subscription. */
async function keptRecords(trx: OutboxTransaction, email: string) {
  let contacts = 0;
  for (const table of CONTACT_TABLES) {
    const { n } = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    contacts += Number(n);
  }
  const active = await trx
    .selectFrom('newsletter_signups')
    .select('id')
    .where('email', '=', email)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return { contacts, activeSubscription: active !== undefined };
}

/** The lead table holding the records a consent purpose concerns (its form's leads). */
function tableOf(purpose: ConsentPurpose): LeadTable {
  const table = LEAD_TABLES.find((t) =>
    (DATA_TABLES[t].leads as readonly string[]).includes(CONSENTS[purpose].form),
  );
  if (!table) throw new Error(`No lead table holds the records of consent "${purpose}"`);
  return table;
}

/**
 * Consent records are kept with the records they concern: a purpose's records go (leaving counts)
 * once the address has no row left in the table of that purpose's form (a newsletter consent with
 * the sign-up, a text-message or call consent with the contact records). Run after every delete
 * of a housekeeping pass. Returns how many addresses lost records.
 */
export async function eraseOrphanConsentRecords(db: Db): Promise<number> {
  let erased = 0;
  for (const purpose of Object.keys(CONSENTS) as ConsentPurpose[]) {
    const table = tableOf(purpose);
    const orphans = await db
      .selectFrom('consent_records')
      .select('email')
      .distinct()
      .where('purpose', '=', purpose)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            // Every lead table has an email column; one name types the union.
            selectFrom(`${table} as kept` as 'newsletter_signups as kept')
              .select('kept.id')
              .whereRef('kept.email', '=', 'consent_records.email'),
          ),
        ),
      )
      .execute();
    for (const { email } of orphans)
      await db.transaction().execute((trx) => eraseConsentRecords(trx, email, [purpose]));
    erased += orphans.length;
  }
  return erased;
}

/** Empties dead outbox items (their payload and address go; topic, error and dates stay). */
async function redactDeadItems(
  trx: OutboxTransaction | Db,
  which: { email: string; features: readonly string[] } | { diedBefore: string },
) {
  let q = trx
    .updateTable('outbox')
    .set({ payload: '{}', email: null })
    .where('status', '=', 'dead')
    .where('email', 'is not', null);
  q =
    'email' in which
      ? q
          .where('email', '=', which.email)
          .where((w) => w.or(which.features.map((f) => w('topic', 'like', `${f}.%`))))
      : q.where('dead_at', '<', which.diedBefore);
  return Number((await q.executeTakeFirst()).numUpdatedRows);
}

/**
 * Dead items are kept for an operator to retry, at most the outbox's own period
 * (`deliveredMessageRetentionDays`) after they died: then their payload and address are emptied.
 */
export async function redactOldDeadItems(db: Db, now = new Date()): Promise<number> {
  const days = periodValue(DATA_TABLES.outbox.periods.delivered);
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  return redactDeadItems(db, { diedBefore: before });
}
