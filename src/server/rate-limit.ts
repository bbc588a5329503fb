import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { Db } from './db';

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

/**
 * What one visitor's attempts are counted under: an IPv4 address as it is, an IPv6 address by its
 * /64 network (one subscriber's line or one host usually holds a whole /64, so counting each
 * address would give it billions of allowances). Anything else is counted as given.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros ("::" and IPv4 tails expanded). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16).toString(16));
}
