import 'server-only';
import { translate } from '@/i18n/translate';
import { eraseAttribution } from '../attribution';
import { eraseConsentRecords } from '../consent';
import type { Db } from '../db';
import { enqueue, inTransaction, type OutboxTransaction } from './enqueue';

// The outbox step that carries out a confirmed data-deletion request (topic
// `data-deletion.erase`): see src/server/privacy for how a request gets here.

/** The tables holding a person's address in their `email` column (the outbox included). */
export const PERSONAL_TABLES = [
  'newsletter_signups',
  'sales_contacts',
  'contact_submissions',
  'outbox',
] as const;

export interface ErasureReport {
  requestId: string;
  deleted: Record<(typeof PERSONAL_TABLES)[number], number>;
}

/**
 * Erases a confirmed request's data: every row holding the address in every table, outbox items
 * of any status included (the item running this names no one, so it stays), marks the request
 * completed and queues the completion e-mail, all in one transaction. Safe to repeat and to run
 * twice at once: the transaction begins by moving the request from `confirmed` to `completed`,
 * which only one run can do; any other finds nothing to do and returns null. Removing the person
 * from marketing automation happens before this, in the outbox handler.
 */
export async function eraseRequestData(
  db: Db,
  requestId: string,
  now = new Date(),
): Promise<ErasureReport | null> {
  const request = await db
    .selectFrom('data_deletion_requests')
    .select(['email', 'locale', 'status'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!request || request.status !== 'confirmed') return null;
  const { email, locale } = request;
  // Translated before the transaction (messages may come from the translation service).
  const mail = {
    subject: await translate(locale, 'data-deletion', 'doneMail.subject'),
    text: await translate(locale, 'data-deletion', 'doneMail.body', { email }),
  };
  return inTransaction(db, async (trx) => {
    if (!(await complete(trx, requestId, now))) return null; // another run got there first
    // Where the person's leads came from goes with them (found through the leads, so first).
    const attribution = await eraseAttribution(trx, email);
    const deleted = await deleteRows(trx, email);
    // Consent records leave counts behind; the suppression list forgets the address too.
    await eraseConsentRecords(trx, email);
    await trx.deleteFrom('newsletter_suppressions').where('email', '=', email).execute();
    await enqueue(trx, [{ topic: 'data-deletion.person-email', payload: { email, ...mail } }], now);
    return { requestId, deleted: { ...deleted, lead_attribution: attribution } };
  });
}

/** Moves the request from `confirmed` to `completed`; false when it no longer was confirmed. */
async function complete(trx: OutboxTransaction, requestId: string, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('data_deletion_requests')
    .set({ status: 'completed', completed_at: now.toISOString() })
    .where('id', '=', requestId)
    .where('status', '=', 'confirmed')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes every row holding the address (one indexed delete per table). */
async function deleteRows(trx: OutboxTransaction, email: string) {
  const deleted = {} as ErasureReport['deleted'];
  for (const table of PERSONAL_TABLES) {
    const result = await trx.deleteFrom(table).where('email', '=', email).executeTakeFirst();
    deleted[table] = Number(result.numDeletedRows);
  }
  return deleted;
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
