import { sql, type Kysely } from 'kysely';

// Confirmed newsletter subscriptions, unsubscribes from marketing automation, and consent records:
// - newsletter_signups gains the hash and expiry of its single-use confirmation link and the times
//   it was confirmed and unsubscribed; its status may now be `pending` (waiting for the link),
//   `active` or `unsubscribed`. The column never had a CHECK, so no rebuild is needed.
// - newsletter_suppressions: addresses that unsubscribed, which a form may not subscribe again
//   without the person confirming through a link.
// - consent_records: what a person agreed to or withdrew, appended and never updated.
//   consent_texts keeps each version of a text agreed to, by its hash; consent_erasure_counts the
//   counts left of the records erased with a person.
// - webhook_events: the ids of the reporting-webhook events already applied (replays change nothing).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['token_hash', 'token_expires_at', 'confirmed_at', 'unsubscribed_at'])
    await db.schema.alterTable('newsletter_signups').addColumn(column, 'text').execute();
  await db.schema
    .createIndex('newsletter_signups_token_idx')
    .on('newsletter_signups')
    .column('token_hash')
    .execute();
  await db.schema
    .createIndex('newsletter_signups_status_idx')
    .on('newsletter_signups')
    .column('status')
    .execute();

  await db.schema
    .createTable('newsletter_suppressions')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('consent_texts')
    .addColumn('text_id', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'es')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('consent_texts_pkey', ['text_id', 'text_hash'])
    .execute();

  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('text_id', 'text')
    .addColumn('text_hash', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('granted', 'withdrawn')`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'es')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consent_records_email_idx')
    .on('consent_records')
    .column('email')
    .execute();

  await db.schema
    .createTable('consent_erasure_counts')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('consent_erasure_counts_pkey', ['purpose', 'form', 'state'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}
