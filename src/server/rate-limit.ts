import 'server-only';
import { sql } from 'kysely';
import type { Db } from './db';

// What one visitor's attempts are counted under (IPv6 by its /64): shared with the production
// server's cap on submissions in progress per address (scripts/request-gate.mjs).
export { addressGroup } from '../lib/address-group.mjs';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt for `key` in the current fixed window, in the database (so the limit holds
 * across instances). Returns false once more than `max` attempts were made in the window.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<boolean> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count) <= limit.max;
}

/** Deletes windows that ended long ago. */
export async function pruneRateLimits(db: Db, olderThanSeconds: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - olderThanSeconds * 1000).toISOString();
  await db.deleteFrom('rate_limits').where('window_start', '<', cutoff).execute();
}
