import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

// Confirmation links are made when their e-mail is sent, and only their hash is stored
// (src/server/links). Confirmation e-mails queued before held the token itself in their payload:
// each one still waiting (pending, or dead for an operator to retry) is rewritten to the form the
// dispatcher now sends, its text holding the placeholder where the token was and naming the row it
// confirms, and that row's hash is cleared, since nobody received that token. The dispatcher makes
// a new one when it sends the e-mail. An e-mail whose row is gone (confirmed, erased, replaced by a
// newer link) could confirm nothing: it is deleted.

/** The placeholder src/server/links puts where a queued e-mail's token goes. */
const TOKEN_PLACEHOLDER = '{{link-token}}';
const TOKEN = /([?&]token=)([A-Za-z0-9_-]{43})/;
const KINDS = {
  'data-deletion.person-email': { kind: 'data-deletion', table: 'data_deletion_requests' },
  'newsletter.person-email': { kind: 'newsletter', table: 'newsletter_signups' },
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  const items = (await db
    .selectFrom('outbox')
    .select(['id', 'topic', 'payload'])
    .where('topic', 'in', Object.keys(KINDS))
    .where('status', 'in', ['pending', 'dead'])
    .execute()) as { id: string; topic: keyof typeof KINDS; payload: string }[];
  for (const item of items) {
    const payload = JSON.parse(item.payload) as { text?: string; link?: unknown };
    const token = payload.text && TOKEN.exec(payload.text)?.[2];
    if (!token || payload.link) continue; // a completion e-mail, or already in the new form
    const { kind, table } = KINDS[item.topic];
    const hash = createHash('sha256').update(token, 'utf8').digest('hex');
    const row = (await db
      .updateTable(table)
      .set({ token_hash: null })
      .where('token_hash', '=', hash)
      .returning('id')
      .executeTakeFirst()) as { id: string } | undefined;
    if (!row) {
      await db.deleteFrom('outbox').where('id', '=', item.id).execute();
      continue;
    }
    const text = payload.text!.replace(TOKEN, `$1${TOKEN_PLACEHOLDER}`);
    await db
      .updateTable('outbox')
      .set({ payload: JSON.stringify({ ...payload, text, link: { kind, id: row.id } }) })
      .where('id', '=', item.id)
      .execute();
  }
}
