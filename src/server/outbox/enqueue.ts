import 'server-only';
import type { Transaction } from 'kysely';
import { ulid } from 'ulid';
import { normalizeEmail } from '@/lib/forms/email';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { isPersonalTopic } from '../personal-data';
import { configuredChannels } from './channels';
import { channelOf, type OutboxMessage } from './topics';

export const DISPATCHER_STATE = Symbol.for('invoxa.outbox.dispatcher');

/** The in-process dispatcher (./index.ts), shared through globalThis across Next's bundles. */
export interface DispatcherState {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  stopped: boolean;
  wake?: () => void;
}

/** Asks the dispatcher (if running in this process) to look for work now. */
export function wakeDispatcher() {
  (globalThis as typeof globalThis & { [DISPATCHER_STATE]?: DispatcherState })[
    DISPATCHER_STATE
  ]?.wake?.();
}

declare const outboxTransaction: unique symbol;

/** A transaction opened by `inTransaction`: the only kind `enqueue` accepts. */
export type OutboxTransaction = Transaction<Database> & { readonly [outboxTransaction]: true };

/** The open transactions that queued something, to wake the dispatcher when they commit. */
const queuedIn = new WeakSet<Transaction<Database>>();

/**
 * Runs `work` in one transaction and, once it has committed, wakes the dispatcher if `work`
 * queued anything. Waking it earlier would be too soon: on PostgreSQL the dispatcher claims on
 * another connection, which cannot see the uncommitted items, and the delivery would wait for the
 * next poll. A rolled-back transaction queued nothing and wakes nothing.
 */
export async function inTransaction<T>(
  db: Db,
  work: (trx: OutboxTransaction) => Promise<T>,
): Promise<T> {
  let queued = false;
  const result = await db.transaction().execute(async (trx) => {
    try {
      return await work(trx as OutboxTransaction);
    } finally {
      queued = queuedIn.has(trx);
    }
  });
  if (queued) wakeDispatcher();
  return result;
}

/**
 * Queues messages in the caller's transaction, so they exist exactly when the row they describe
 * does; delivery starts once that transaction commits (`inTransaction`). Messages for an
 * integration that is not configured are skipped. An item of a topic the personal-data registry
 * lists carries the person's address (normalized) in its own indexed column, so erasure and
 * retention find it without reading payloads.
 * Returns the ids of the items queued.
 */
export async function enqueue(
  trx: OutboxTransaction,
  messages: OutboxMessage[],
  now = new Date(),
): Promise<string[]> {
  const channels = configuredChannels();
  const queued = messages
    .filter((m) => {
      const channel = channelOf(m.topic);
      return channel !== undefined && channels.has(channel);
    })
    .map((m) => ({ ...m, id: ulid() }));
  if (queued.length === 0) return [];
  await trx
    .insertInto('outbox')
    .values(
      queued.map((m) => ({
        id: m.id,
        topic: m.topic,
        payload: JSON.stringify(m.payload),
        email:
          isPersonalTopic(m.topic) && 'email' in m.payload ? normalizeEmail(m.payload.email) : null,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now.toISOString(),
        locked_until: null,
        last_error: null,
        created_at: now.toISOString(),
        delivered_at: null,
      })),
    )
    .execute();
  queuedIn.add(trx);
  return queued.map((m) => m.id);
}
