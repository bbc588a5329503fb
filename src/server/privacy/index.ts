import 'server-only';
import type { Transaction } from 'kysely';
import { facts } from '@/content/facts';
import type { Locale } from '@/i18n/routing';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { DATA_TABLES, periodValue } from '../personal-data';
import {
  consumeLinkMail,
  hashToken,
  isWellFormedToken,
  linkExpiry,
  lookAtLink,
  type LinkReference,
  type LinkState,
} from '../links';
import { enqueue, inTransaction } from '../outbox/enqueue';

// Data-deletion requests, from the form to the erasure: a request is stored `pending` with the
// hash of a single-use confirmation token; the person confirms through the e-mailed link (a POST
// from the page it opens — mail scanners follow links, so a GET changes nothing) or an operator
// confirms after verifying identity another way; the outbox dispatcher then erases every row
// holding the address and keeps the request row as the record. docs/decisions/privacy-requests.md

// The periods the privacy policy states come from the facts registry, so text and code agree.
const REQUEST_RECORD_DAYS = Math.round(
  periodValue(DATA_TABLES.data_deletion_requests.periods.record) * 30.44,
);
/** Mexico's deadline is in business days; counting it in calendar days flags requests earlier. */
const ANSWER_DAYS_MX = facts.arcoResponseBusinessDays.value;
const COMPLETE_DAYS_US = facts.ccpaResponseDays.value;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Confirmation e-mails one address can be sent in a UTC day, however many requests name it and
 * from whatever client address: a form cannot be used to flood someone's inbox.
 */
export const CONFIRMATION_MAILS_PER_DAY = 3;

/**
 * Counts a confirmation e-mail to `email`; false once today's are used up. The request is then
 * neither stored nor mailed, and the visitor is answered as for any other request (the address
 * already holds links valid for days; the answer must not tell who asked before).
 */
export function confirmationMailAllowed(
  trx: Transaction<Database> | Db,
  email: string,
  now = new Date(),
): Promise<boolean> {
  return consumeLinkMail(trx, 'data-deletion', email, CONFIRMATION_MAILS_PER_DAY, now);
}

/**
 * Stores a pending request, with no link yet: its token is made when the confirmation e-mail is
 * sent (src/server/links). Returns what that e-mail's outbox item names.
 */
export async function createDeletionRequest(
  trx: Transaction<Database> | Db,
  request: { id: string; email: string; reason: string | null; locale: Locale },
  now = new Date(),
): Promise<LinkReference> {
  await trx
    .insertInto('data_deletion_requests')
    .values({
      ...request,
      status: 'pending',
      token_hash: null,
      token_expires_at: linkExpiry('data-deletion', now),
      created_at: now.toISOString(),
      confirmed_at: null,
      completed_at: null,
    })
    .execute();
  return { kind: 'data-deletion', id: request.id };
}

export type { LinkState } from '../links';

/** Looks at a link without changing anything (the page a GET opens). */
export async function linkState(db: Db, token: string, now = new Date()): Promise<LinkState> {
  return lookAtLink(db, 'data-deletion', token, now);
}

/**
 * Confirms the request the token belongs to, once: the request becomes `confirmed` and its
 * erasure is queued in the same transaction. Anything else (forged, expired, already used)
 * changes nothing and says why.
 */
export async function confirmWithLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<'confirmed' | Exclude<LinkState, 'valid'>> {
  if (!isWellFormedToken(token)) return 'invalid';
  const confirmed = await inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('data_deletion_requests')
      .set({ status: 'confirmed', confirmed_at: now.toISOString() })
      .where('token_hash', '=', hashToken(token))
      .where('status', '=', 'pending')
      .where('token_expires_at', '>', now.toISOString())
      .returning('id')
      .executeTakeFirst();
    if (row)
      await enqueue(trx, [{ topic: 'data-deletion.erase', payload: { requestId: row.id } }], now);
    return Boolean(row);
  });
  if (confirmed) return 'confirmed';
  const state = await linkState(db, token, now);
  return state === 'valid' ? 'invalid' : state;
}

/**
 * Confirms a request for an operator who verified the person's identity another way (when the
 * site cannot send e-mail). Pending and expired requests can be confirmed. Returns the id of the
 * outbox item that carries it out.
 */
export async function confirmByOperator(
  db: Db,
  requestId: string,
  now = new Date(),
): Promise<string> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('data_deletion_requests')
      .set({ status: 'confirmed', confirmed_at: now.toISOString() })
      .where('id', '=', requestId)
      .where('status', 'in', ['pending', 'expired'])
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new Error(`No pending or expired data-deletion request with id ${requestId}`);
    const [item] = await enqueue(
      trx,
      [{ topic: 'data-deletion.erase', payload: { requestId } }],
      now,
    );
    return item!;
  });
}

/** Requests never confirmed in time become `expired`; records past their keeping time go. */
export async function expireAndPruneRequests(db: Db, now = new Date()) {
  const iso = now.toISOString();
  const expired = await db
    .updateTable('data_deletion_requests')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('token_expires_at', '<=', iso)
    .executeTakeFirst();
  const cutoff = new Date(now.getTime() - REQUEST_RECORD_DAYS * DAY_MS).toISOString();
  const pruned = await db
    .deleteFrom('data_deletion_requests')
    .where((w) =>
      w.or([
        w.and([w('status', '=', 'completed'), w('completed_at', '<', cutoff)]),
        w.and([w('status', '=', 'expired'), w('token_expires_at', '<', cutoff)]),
      ]),
    )
    .executeTakeFirst();
  return { expired: Number(expired.numUpdatedRows), pruned: Number(pruned.numDeletedRows) };
}

/** A request's age against its deadlines, for operators. */
export function deadlines(createdAt: string, now = new Date()) {
  const ageDays = Math.floor((now.getTime() - Date.parse(createdAt)) / DAY_MS);
  return {
    ageDays,
    answerMXInDays: ANSWER_DAYS_MX - ageDays,
    completeUSInDays: COMPLETE_DAYS_US - ageDays,
    /** Within a week of the answer deadline, or past it. */
    urgent: ANSWER_DAYS_MX - ageDays <= 7,
  };
}
