import 'server-only';
import type { Transaction } from 'kysely';
import { ulid } from 'ulid';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { configuredChannels } from './channels';
import { channelOf, type OutboxMessage } from './topics';

export const DISPATCHER_STATE = Symbol.for('invoxa.outbox.dispatcher');

/** The in-process dispatcher (./index.ts), shared through globalThis across Next's bundles. */
export interface DispatcherState {
  timer?: NodeJS.Timeout;
  housekeeping?: NodeJS.Timeout;
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

/**
 * Queues messages in the caller's transaction, so they exist exactly when the row they describe
 * does. Messages for an integration that is not configured are skipped.
 */
export async function enqueue(
  trx: Transaction<Database> | Db,
  messages: OutboxMessage[],
  now = new Date(),
) {
  const channels = configuredChannels();
  const queued = messages.filter((m) => {
    const channel = channelOf(m.topic);
    return channel !== undefined && channels.has(channel);
  });
  if (queued.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(
      queued.map((m) => ({
        id: ulid(),
        topic: m.topic,
        payload: JSON.stringify(m.payload),
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
  wakeDispatcher();
}
