import 'server-only';
import { sql } from 'kysely';
import { env } from '@/env';
import { logger } from '@/log';
import { database, type Db, type DbHandle } from '../db';
import type { OutboxRow } from '../db/schema';
import { DeliveryError } from '../integrations/http';
import { DISPATCHER_STATE, type DispatcherState } from './enqueue';
import { deliver } from './handlers';

export { enqueue, inTransaction, wakeDispatcher, type OutboxTransaction } from './enqueue';

export interface OutboxPolicy {
  /** Attempts before an item is kept as dead for operators. */
  maxAttempts: number;
  /** First retry delay; doubled on each attempt up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * How long a claimed item is reserved for the instance delivering it: longer than the slowest
   * delivery can take (every integration call has a timeout), so no other instance takes it over.
   */
  lockMs: number;
  /** Items claimed at once. One by default: each lock then covers the one delivery under way. */
  batchSize: number;
}

/** The retry policy configured by OUTBOX_* (see .env.example). */
export function policyFromEnv(e = env()): OutboxPolicy {
  return {
    maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    baseDelayMs: e.OUTBOX_BASE_DELAY_MS,
    maxDelayMs: 60 * 60 * 1000,
    lockMs: 120_000,
    batchSize: 1,
  };
}

/**
 * The wait before the next attempt: exponential backoff with jitter (between half and all of the
 * step, so instances retrying after one outage do not all come back at once), and never sooner
 * than the integration asked for (`Retry-After`).
 */
export function retryDelay(
  attempts: number,
  policy: OutboxPolicy,
  retryAfterMs = 0,
  random = Math.random,
): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.max(
    Math.round(step * (0.5 + random() / 2)),
    Math.min(retryAfterMs, policy.maxDelayMs),
  );
}

/**
 * Reserves due items for this instance. On PostgreSQL concurrent instances skip each other's rows
 * (FOR UPDATE SKIP LOCKED); SQLite serializes writers, so the same UPDATE is already exclusive.
 */
export async function claimDue(
  { db, kind }: DbHandle,
  policy: OutboxPolicy,
  now = new Date(),
): Promise<OutboxRow[]> {
  const nowIso = now.toISOString();
  const lockedUntil = new Date(now.getTime() + policy.lockMs).toISOString();
  return db
    .updateTable('outbox')
    .set({ locked_until: lockedUntil })
    .where('id', 'in', (eb) => {
      let q = eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowIso)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', nowIso)]))
        .orderBy('next_attempt_at')
        .limit(policy.batchSize);
      if (kind === 'postgres') q = q.forUpdate().skipLocked();
      return q;
    })
    .returningAll()
    .execute();
}

/** Delivers one claimed item and records the outcome: delivered once, retried later, or dead. */
export async function processItem(
  db: Db,
  item: OutboxRow,
  policy: OutboxPolicy,
): Promise<'delivered' | 'retry' | 'dead'> {
  const log = logger().child({ outboxId: item.id, topic: item.topic });
  try {
    await deliver(item, db);
    await db
      .updateTable('outbox')
      .set({
        status: 'delivered',
        // Delivered: what remains is what an operator needs (topic, times, attempts), not the
        // person's data.
        payload: '{}',
        email: null,
        delivered_at: new Date().toISOString(),
        locked_until: null,
        attempts: sql`attempts + 1`,
        last_error: null,
      })
      .where('id', '=', item.id)
      .where('status', '=', 'pending')
      .execute();
    log.info({ attempt: item.attempts + 1 }, 'outbox item delivered');
    return 'delivered';
  } catch (error) {
    const attempts = item.attempts + 1;
    const retryable = error instanceof DeliveryError ? error.retryable : true;
    const dead = !retryable || attempts >= policy.maxAttempts;
    const message = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('outbox')
      .set({
        status: dead ? 'dead' : 'pending',
        dead_at: dead ? new Date().toISOString() : null,
        attempts,
        last_error: message.slice(0, 1000),
        locked_until: null,
        next_attempt_at: new Date(
          Date.now() +
            retryDelay(
              attempts,
              policy,
              error instanceof DeliveryError ? error.retryAfterMs : undefined,
            ),
        ).toISOString(),
      })
      .where('id', '=', item.id)
      // Only a waiting item: if another instance delivered it meanwhile (this one held it past
      // its lock), or an erasure deleted it, that outcome stands.
      .where('status', '=', 'pending')
      .execute();
    log[dead ? 'error' : 'warn'](
      { attempt: attempts, error: message },
      dead ? 'outbox item dead' : 'outbox item will be retried',
    );
    return dead ? 'dead' : 'retry';
  }
}

/**
 * Delivers one item now, as the dispatcher would, if it is waiting and no dispatcher holds it
 * (`taken` otherwise: another instance is on it or it is done). For an operator's command that
 * carries out one thing and leaves the rest of the queue to the dispatchers.
 */
export async function deliverNow(
  { db }: DbHandle,
  id: string,
  policy: OutboxPolicy = policyFromEnv(),
  now = new Date(),
): Promise<'delivered' | 'retry' | 'dead' | 'taken'> {
  const nowIso = now.toISOString();
  const item = await db
    .updateTable('outbox')
    .set({ locked_until: new Date(now.getTime() + policy.lockMs).toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', nowIso)]))
    .returningAll()
    .executeTakeFirst();
  return item ? processItem(db, item, policy) : 'taken';
}

/** Claims and delivers every due item once. Returns how many were handled. */
export async function drainOnce(
  handle: DbHandle,
  policy: OutboxPolicy = policyFromEnv(),
): Promise<number> {
  const items = await claimDue(handle, policy);
  for (const item of items) await processItem(handle.db, item, policy);
  return items.length;
}

// ---- The in-process dispatcher: wakes on insert and on a timer. ----

type G = typeof globalThis & { [DISPATCHER_STATE]?: DispatcherState };

function state(): DispatcherState {
  const g = globalThis as G;
  g[DISPATCHER_STATE] ??= { stopped: true };
  return g[DISPATCHER_STATE];
}

/** Starts delivering in the background: every `pollMs`, and right after each enqueue. */
export function startDispatcher(pollMs = env().OUTBOX_POLL_MS, policy = policyFromEnv()) {
  const s = state();
  if (!s.stopped) return;
  s.stopped = false;
  let pending = false;
  const tick = () => {
    if (s.stopped) return;
    if (s.running) {
      pending = true;
      return;
    }
    s.running = (async () => {
      try {
        const handle = await database();
        while (!s.stopped && (await drainOnce(handle, policy)) > 0) {
          // keep going while there is due work
        }
      } catch (error) {
        logger().error(
          { error: error instanceof Error ? error.message : String(error) },
          'outbox dispatcher failed',
        );
      } finally {
        s.running = undefined;
        if (pending) {
          pending = false;
          queueMicrotask(tick);
        }
      }
    })();
  };
  s.wake = tick;
  s.timer = setInterval(tick, pollMs);
  s.timer.unref();
  tick();
}

/** Stops taking new work and waits for the delivery in progress to finish. */
export async function stopDispatcher() {
  const s = state();
  s.stopped = true;
  if (s.timer) clearInterval(s.timer);
  s.wake = undefined;
  await s.running;
}
