import { sql, type Kysely } from 'kysely';

// Privacy requests that can be verified and carried out automatically, and one form of every
// e-mail address:
// - data_deletion_requests gains the request's language, the hash and expiry of its single-use
//   confirmation link and the time it was confirmed; its status may now also be `confirmed`
//   (waiting for the dispatcher) or `expired` (never confirmed). The table is rebuilt because
//   SQLite cannot change a CHECK constraint in place.
// - Every stored address is normalized the way src/lib/forms/email.ts does it (trim, NFC,
//   lowercase). The rule is written out here so later changes to the code cannot alter it. (It
//   first folded case too, which turned straße@ into strasse@, another person's address: a
//   database not yet migrated is spared that.) Newsletter sign-ups that become duplicates keep
//   their earliest row.

const normalize = (value: string) => value.trim().normalize('NFC').toLowerCase().normalize('NFC');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_deletion_requests_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('locale', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`locale in ('en', 'es')`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'confirmed', 'completed', 'expired')`),
    )
    .addColumn('token_hash', 'text')
    .addColumn('token_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  const requests = (await db.selectFrom('data_deletion_requests').selectAll().execute()) as {
    id: string;
    email: string;
    reason: string | null;
    status: string;
    created_at: string;
    completed_at: string | null;
  }[];
  for (const r of requests) {
    await db
      .insertInto('data_deletion_requests_next')
      .values({ ...r, email: normalize(r.email) })
      .execute();
  }
  await db.schema.dropTable('data_deletion_requests').execute();
  await db.schema
    .alterTable('data_deletion_requests_next')
    .renameTo('data_deletion_requests')
    .execute();
  await db.schema
    .createIndex('data_deletion_requests_status_idx')
    .ifNotExists()
    .on('data_deletion_requests')
    .column('status')
    .execute();
  await db.schema
    .createIndex('data_deletion_requests_token_idx')
    .on('data_deletion_requests')
    .column('token_hash')
    .execute();

  const signups = (await db
    .selectFrom('newsletter_signups')
    .select(['id', 'email'])
    .orderBy('created_at')
    .execute()) as { id: string; email: string }[];
  const kept = new Map<string, string>();
  const duplicates: string[] = [];
  for (const s of signups) {
    const email = normalize(s.email);
    if (kept.has(email)) duplicates.push(s.id);
    else kept.set(email, s.id);
  }
  if (duplicates.length)
    await db.deleteFrom('newsletter_signups').where('id', 'in', duplicates).execute();
  for (const s of signups) {
    const email = normalize(s.email);
    if (email !== s.email && kept.get(email) === s.id)
      await db.updateTable('newsletter_signups').set({ email }).where('id', '=', s.id).execute();
  }

  for (const table of ['sales_contacts', 'contact_submissions']) {
    const rows = (await db.selectFrom(table).select(['id', 'email']).execute()) as {
      id: string;
      email: string;
    }[];
    for (const row of rows) {
      const email = normalize(row.email);
      if (email !== row.email)
        await db.updateTable(table).set({ email }).where('id', '=', row.id).execute();
    }
  }
  await db.schema
    .createIndex('contact_submissions_email_idx')
    .on('contact_submissions')
    .column('email')
    .execute();
  await db.schema
    .createIndex('sales_contacts_email_idx')
    .on('sales_contacts')
    .column('email')
    .execute();
}
