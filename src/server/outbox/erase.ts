import 'server-only';
import { factValues } from '@/content/fact-messages';
import { loadMessages } from '@/i18n/messages';
import { formatMessage, lookupMessage } from '@/i18n/translate';
import { eraseAttribution } from '../attribution';
import { eraseConsentRecords } from '../consent';
import type { Db } from '../db';
import type { OutboxRow } from '../db/schema';
import { ERASED_BY_EMAIL, type ErasedByEmail } from '../personal-data';
import { configuredChannels } from './channels';
import { enqueue, inTransaction, type OutboxTransaction } from './enqueue';
import { channelOf, type OutboxMessage } from './topics';

// The outbox step that carries out a confirmed data-deletion request (topic
// `data-deletion.erase`): see src/server/privacy for how a request gets here.

/** The services a completed erasure asked to delete the person's data, beside our own rows. */
export type NotifiedService = 'customerio' | 'sales-email' | 'webhook';

export interface ErasureReport {
  requestId: string;
  deleted: Record<ErasedByEmail | 'lead_attribution' | 'consent_records', number>;
  /** Asked to delete the person, in this order: what the completion e-mail lists. */
  notified: NotifiedService[];
}

/** The sales integrations a sales request is sent to: each gets a deletion notice of its own. */
export const SALES_CHANNELS = ['sales-email', 'webhook'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/**
 * Erases a confirmed request's data: every row holding the address in every table, outbox items
 * of any status included (the item running this names no one, so it stays), marks the request
 * completed, queues a deletion notice to each sales integration that received the person's sales
 * requests, and queues the completion e-mail saying what was done, all in one transaction. Safe
 * to repeat and to run twice at once: the transaction begins by moving the request from
 * `confirmed` to `completed`, which only one run can do; any other finds nothing to do and returns
 * null. Removing the person from marketing automation happens before this, in the outbox handler,
 * which says whether it did (`asked.customerio`).
 */
export async function eraseRequestData(
  db: Db,
  requestId: string,
  asked: { customerio: boolean },
  now = new Date(),
): Promise<ErasureReport | null> {
  const request = await db
    .selectFrom('data_deletion_requests')
    .select(['email', 'locale', 'status'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!request || request.status !== 'confirmed') return null;
  const { email, locale } = request;
  // Loaded before the transaction (messages may come from the translation service); the e-mail
  // is worded inside it, from what the erasure found.
  const messages = (await loadMessages(locale))['data-deletion'];
  const values = await factValues(locale);
  const message = (key: string, args: Record<string, string> = {}) => {
    const text = lookupMessage(messages, key);
    if (text === undefined) throw new Error(`Missing message data-deletion.${key} (${locale})`);
    return formatMessage(locale, text, { ...values, ...args });
  };
  const channels = configuredChannels();
  return inTransaction(db, async (trx) => {
    if (!(await markCompleted(trx, requestId, now))) return null; // another run got there first
    // The person's outbox items go first, and what they were decides the notices: on PostgreSQL
    // the delete locks them, so a dispatcher on another instance either claimed one before (its
    // lock shows in what the delete returns) or can no longer claim it.
    const items = await trx
      .deleteFrom('outbox')
      .where('email', '=', email)
      .returning(['topic', 'status', 'locked_until', 'created_at'])
      .execute();
    const received = await salesRecordTimes(trx, email, items, now);
    // Where the person's leads came from goes with them (found through the leads, so first).
    const attribution = await eraseAttribution(trx, email);
    const deleted = { ...(await deleteRows(trx, email)), outbox: items.length };
    // Consent records leave counts behind.
    const consents = await eraseConsentRecords(trx, email);
    const notices = SALES_CHANNELS.filter((c) => channels.has(c) && received[c].length > 0).map(
      (c) => deletionNotice(c, { email, requestId, records: received[c] }),
    );
    const notified: NotifiedService[] = [
      ...(asked.customerio ? (['customerio'] as const) : []),
      ...notices.map((n) => channelOf(n.topic) as SalesChannel),
    ];
    const services = notified.map((s) => message(`doneMail.services.${SERVICE_KEYS[s]}`));
    const mail = {
      subject: message('doneMail.subject'),
      text: message('doneMail.body', {
        email,
        notified: notified.length > 0 ? 'some' : 'none',
        services: services.join('\n'),
      }),
    };
    await enqueue(
      trx,
      [...notices, { topic: 'data-deletion.person-email', payload: { email, ...mail } }],
      now,
    );
    return {
      requestId,
      deleted: { ...deleted, lead_attribution: attribution, consent_records: consents },
      notified,
    };
  });
}

const SERVICE_KEYS = {
  customerio: 'customerio',
  'sales-email': 'salesEmail',
  webhook: 'webhook',
} as const satisfies Record<NotifiedService, string>;

/**
 * The dates of the person's sales requests each sales integration received, read before they are
 * deleted, given the person's outbox items (already deleted). A sales request is stored with one
 * outbox item per configured sales integration, created at the same instant; a request counts as
 * received unless its item for that integration is provably undelivered: dead, or pending and not
 * being delivered right now (a claimed item's lock is still running, so it may reach the
 * integration). An integration configured only after a request was stored also counts as having
 * received it: a notice about a person it never heard of deletes nothing there.
 */
export async function salesRecordTimes(
  trx: OutboxTransaction,
  email: string,
  items: Pick<OutboxRow, 'topic' | 'status' | 'locked_until' | 'created_at'>[],
  now: Date,
): Promise<Record<SalesChannel, string[]>> {
  const records = await trx
    .selectFrom('sales_contacts')
    .select('created_at')
    .where('email', '=', email)
    .orderBy('created_at')
    .execute();
  const nowIso = now.toISOString();
  const unsent = items.filter(
    (item) =>
      item.status === 'dead' ||
      (item.status === 'pending' && (item.locked_until === null || item.locked_until <= nowIso)),
  );
  const received = {} as Record<SalesChannel, string[]>;
  for (const channel of SALES_CHANNELS) {
    const waiting = unsent
      .filter((item) => item.topic === `sales-contact.${channel}`)
      .map((item) => item.created_at);
    received[channel] = records
      .map((r) => r.created_at)
      .filter((at) => {
        const i = waiting.indexOf(at);
        if (i === -1) return true;
        waiting.splice(i, 1); // one unsent item accounts for one request
        return false;
      });
  }
  return received;
}

/** "2026-11-26 14:03 UTC": a record's time as the sales team's inbox shows it, to the minute. */
const minute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The lines of a notice to the sales inbox naming the notifications to delete, by the minute they
 * were sent (for an erasure, and for the end of a retention period).
 */
export function notificationsToDelete(records: string[]): string[] {
  return [
    `Please delete the website's sales-contact notification${records.length === 1 ? '' : 's'} about this address, sent to this inbox on:`,
    ...records.map((at) => `- ${minute(at)}`),
  ];
}

/**
 * The deletion notice for one sales integration: the webhook gets a `person.deleted` event (its
 * Idempotency-Key is the outbox item's id, as for every webhook); the sales inbox an e-mail in the
 * team's language naming the notifications to delete by the time they were sent, with no personal
 * data but the address they were about, and no Reply-To (nobody should answer the person).
 */
function deletionNotice(
  channel: SalesChannel,
  { email, requestId, records }: { email: string; requestId: string; records: string[] },
): OutboxMessage {
  if (channel === 'webhook')
    return {
      topic: 'data-deletion.webhook',
      payload: { email, body: { type: 'person.deleted', email, requestId } },
    };
  return {
    topic: 'data-deletion.sales-email',
    payload: {
      email,
      replyToPerson: false,
      subject: `Data-deletion request: delete the sales requests from ${email}`,
      text: [
        `The person with the address ${email} asked Invoxa to delete their personal data and confirmed the request (${requestId}). The website has erased its own copies.`,
        '',
        ...notificationsToDelete(records),
        '',
        'Delete any copies too (forwards, replies, notes in other tools), and do not contact the person about these requests again.',
      ].join('\n'),
    },
  };
}

/** Moves the request from `confirmed` to `completed`; false when it no longer was confirmed. */
async function markCompleted(
  trx: OutboxTransaction,
  requestId: string,
  now: Date,
): Promise<boolean> {
  const row = await trx
    .updateTable('data_deletion_requests')
    .set({ status: 'completed', completed_at: now.toISOString() })
    .where('id', '=', requestId)
    .where('status', '=', 'confirmed')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes every row holding the address in the tables the personal-data registry erases by it
 * (one indexed delete per table), but the outbox, whose items the erasure deleted first.
 */
async function deleteRows(trx: OutboxTransaction, email: string) {
  const deleted = {} as Record<Exclude<ErasedByEmail, 'outbox'>, number>;
  for (const table of ERASED_BY_EMAIL) {
    if (table === 'outbox') continue;
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
