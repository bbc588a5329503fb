import 'server-only';
import { translate } from '@/i18n/translate';
import { eraseConsentRecords } from '../consent';
import type { Db } from '../db';
import { enqueue } from './enqueue';

// The outbox step that carries out a confirmed data-deletion request (topic
// `data-deletion.erase`): see src/server/privacy for how a request gets here.

/** The tables holding a person's address (the outbox is searched by its payloads' `email`). */
export const PERSONAL_TABLES = [
  'newsletter_signups',
  'sales_contacts',
  'contact_submissions',
] as const;

export interface ErasureReport {
  requestId: string;
  deleted: Record<(typeof PERSONAL_TABLES)[number] | 'outbox', number>;
}

/**
 * Erases a confirmed request's data: every row holding the address in every table, outbox items
 * of any status included (but `keep`, the item doing this), marks the request completed and
 * queues the completion e-mail. Safe to repeat: a completed request is left as it is. Removing
 * the person from marketing automation happens before this, in the outbox handler.
 */
export async function eraseRequestData(
  db: Db,
  requestId: string,
  keep: string | null,
  now = new Date(),
): Promise<ErasureReport | null> {
  const request = await db
    .selectFrom('data_deletion_requests')
    .selectAll()
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!request || request.status !== 'confirmed') return null;
  const { email, locale } = request;
  const mail = {
    subject: await translate(locale, 'data-deletion', 'doneMail.subject'),
    text: await translate(locale, 'data-deletion', 'doneMail.body', { email }),
  };
  return db.transaction().execute(async (trx) => {
    const deleted = { newsletter_signups: 0, sales_contacts: 0, contact_submissions: 0, outbox: 0 };
    for (const table of PERSONAL_TABLES) {
      const result = await trx.deleteFrom(table).where('email', '=', email).executeTakeFirst();
      deleted[table] = Number(result.numDeletedRows);
    }
    // Consent records leave counts behind; the suppression list forgets the address too.
    await eraseConsentRecords(trx, email);
    await trx.deleteFrom('newsletter_suppressions').where('email', '=', email).execute();
    const items = await trx.selectFrom('outbox').select(['id', 'payload']).execute();
    const mine = items
      .filter(
        (i) => i.id !== keep && (JSON.parse(i.payload) as { email?: unknown }).email === email,
      )
      .map((i) => i.id);
    if (mine.length) {
      const result = await trx.deleteFrom('outbox').where('id', 'in', mine).executeTakeFirst();
      deleted.outbox = Number(result.numDeletedRows);
    }
    await trx
      .updateTable('data_deletion_requests')
      .set({ status: 'completed', completed_at: now.toISOString() })
      .where('id', '=', requestId)
      .execute();
    await enqueue(trx, [{ topic: 'data-deletion.mail', payload: { email, ...mail } }], now);
    return { requestId, deleted };
  });
}

/** The address a request concerns (for the outbox handler that removes it from integrations). */
export async function requestEmail(db: Db, requestId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('data_deletion_requests')
    .select(['email', 'status'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  return row?.status === 'confirmed' ? row.email : undefined;
}
