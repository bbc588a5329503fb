import type { Kysely } from 'kysely';

// Outbox items name the person they are about, and the two e-mail channels say whom they write to:
// - `outbox.email` holds the normalized address of the person an item concerns (indexed), so a
//   deletion request removes their items with one indexed delete instead of reading every payload.
//   Items already queued take it from their payload (delivered items have an emptied payload and
//   stay without one).
// - The channels `email` (to the sales team) and `mail` (to the person) become `sales-email` and
//   `person-email`; waiting and delivered items are renamed so nothing queued before is lost.
// The rules are written out here, frozen, so later changes to the code cannot alter them.

const normalize = (value: string) => value.trim().normalize('NFC').toLowerCase().normalize('NFC');

const renamed: [from: string, to: string][] = [
  ['.email', '.sales-email'],
  ['.mail', '.person-email'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('email', 'text').execute();
  const items = (await db.selectFrom('outbox').select(['id', 'topic', 'payload']).execute()) as {
    id: string;
    topic: string;
    payload: string;
  }[];
  for (const item of items) {
    const { email } = JSON.parse(item.payload) as { email?: unknown };
    const rename = renamed.find(([from]) => item.topic.endsWith(from));
    const topic = rename ? item.topic.slice(0, -rename[0].length) + rename[1] : item.topic;
    if (typeof email !== 'string' && topic === item.topic) continue;
    await db
      .updateTable('outbox')
      .set({ email: typeof email === 'string' ? normalize(email) : null, topic })
      .where('id', '=', item.id)
      .execute();
  }
  await db.schema.createIndex('outbox_email_idx').on('outbox').column('email').execute();
}
