import type { Kysely } from 'kysely';

// Indexes for the leads' retention (src/server/privacy/retention.ts), so housekeeping's deletes
// read only what they delete:
// - contact_submissions and sales_contacts: `created_at` for the rows past the period, and
//   (email, created_at) for "has this person a newer record?"; the latter also serves every lookup
//   by address (erasure), so the single-column email indexes of 003 go.
// The unsubscribed newsletter sign-ups are found through the `status` index of 007.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['contact_submissions', 'sales_contacts']) {
    await db.schema.createIndex(`${table}_created_at_idx`).on(table).column('created_at').execute();
    await db.schema
      .createIndex(`${table}_email_created_at_idx`)
      .on(table)
      .columns(['email', 'created_at'])
      .execute();
    await db.schema.dropIndex(`${table}_email_idx`).execute();
  }
}
