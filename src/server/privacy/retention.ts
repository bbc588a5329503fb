import 'server-only';
import { facts } from '@/content/facts';
import type { Db } from '../db';

// The retention periods of the leads, as the privacy policy states them (facts registry):
// - contact-form, live-chat and sales-contact records (contact_submissions, sales_contacts) go
//   `leadRetentionMonths` calendar months after the person's last contact: the newest row holding
//   their address in either table. A new message keeps every earlier record of that person.
// - a newsletter sign-up goes once it is `unsubscribed`, at the first housekeeping pass after its
//   `unsubscribed_at` (hourly, so within `unsubscribedSignupDeletionDays`). The status says whether
//   the person is unsubscribed now (a sign-up confirmed again keeps its old `unsubscribed_at`), the
//   time when; the address stays on the suppression list (src/features/newsletter/subscriptions.ts).
// docs/decisions/privacy-requests.md, "What is kept, and for how long".

/** The tables whose rows count as a person's contacts with us, and go together. */
export const CONTACT_TABLES = ['contact_submissions', 'sales_contacts'] as const;
type ContactTable = (typeof CONTACT_TABLES)[number];

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

/**
 * Deletes the leads past their retention period, one indexed delete per table; returns how many
 * rows each lost.
 */
export async function deleteExpiredLeads(db: Db, now = new Date()) {
  const cutoff = monthsBefore(now, facts.leadRetentionMonths.value).toISOString();
  const deleted: Record<ContactTable | 'newsletter_signups', number> = {
    contact_submissions: 0,
    sales_contacts: 0,
    newsletter_signups: 0,
  };
  // In one transaction, so a record that keeps another table's rows is not deleted first.
  await db.transaction().execute(async (trx) => {
    for (const table of CONTACT_TABLES) {
      const result = await trx
        .deleteFrom(table)
        .where('created_at', '<', cutoff)
        // …unless the person has a record at or after the cutoff in any contact table: an
        // index lookup on (email, created_at) per row past the cutoff.
        .where(({ not, or, exists, selectFrom }) =>
          not(
            or([
              exists(
                selectFrom('contact_submissions as recent')
                  .select('recent.id')
                  .whereRef('recent.email', '=', `${table}.email`)
                  .where('recent.created_at', '>=', cutoff),
              ),
              exists(
                selectFrom('sales_contacts as recent')
                  .select('recent.id')
                  .whereRef('recent.email', '=', `${table}.email`)
                  .where('recent.created_at', '>=', cutoff),
              ),
            ]),
          ),
        )
        .executeTakeFirst();
      deleted[table] = Number(result.numDeletedRows);
    }
    const unsubscribed = await trx
      .deleteFrom('newsletter_signups')
      .where('status', '=', 'unsubscribed')
      // A row marked unsubscribed without a time (nothing writes one) counts as past too.
      .where((w) =>
        w.or([w('unsubscribed_at', '<=', now.toISOString()), w('unsubscribed_at', 'is', null)]),
      )
      .executeTakeFirst();
    deleted.newsletter_signups = Number(unsubscribed.numDeletedRows);
  });
  return deleted;
}
