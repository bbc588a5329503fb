import type { Kysely } from 'kysely';

// The person id each address has in marketing automation (src/server/integrations/customerio),
// stored so that two addresses never share one. The id is base64 of the address with the
// non-alphanumerics stripped, which maps some different addresses to the same id; an address whose
// id another address already holds gets that id with `-2`, `-3`, … appended (a `-` never appears
// in the plain form, so the two forms cannot meet).
// Existing profiles keep their id: every address that may already be in marketing automation (a
// newsletter sign-up or suppression, a contact-form or live-chat record) is recorded here, oldest
// first, so of two existing addresses that share an id the first keeps it.

/** Base64 of the address with non-alphanumerics stripped, as it was sent before this migration. */
const plainId = (email: string) =>
  Buffer.from(email, 'utf8')
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('marketing_ids')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('person_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  const first = new Map<string, string>();
  for (const table of ['newsletter_signups', 'newsletter_suppressions', 'contact_submissions']) {
    const rows = (await db.selectFrom(table).select(['email', 'created_at']).execute()) as {
      email: string;
      created_at: string;
    }[];
    for (const { email, created_at } of rows) {
      const seen = first.get(email);
      if (seen === undefined || created_at < seen) first.set(email, created_at);
    }
  }
  const taken = new Set<string>();
  const ordered = [...first].sort(([a, at], [b, bt]) => at.localeCompare(bt) || a.localeCompare(b));
  for (const [email, created_at] of ordered) {
    const plain = plainId(email);
    let id = plain;
    for (let n = 2; taken.has(id); n++) id = `${plain}-${n}`;
    taken.add(id);
    await db.insertInto('marketing_ids').values({ email, person_id: id, created_at }).execute();
  }
}
