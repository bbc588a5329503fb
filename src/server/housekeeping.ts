import 'server-only';
import { facts } from '@/content/facts';
import { logger } from '@/log';
import type { Db } from './db';
import { deleteUnconfirmedSignups, pruneSeenEvents } from './newsletter';
import { expireAndPruneRequests } from './privacy';
import { pruneRateLimits } from './rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the site keeps, and for how long (the privacy policy states the same periods, from the
 * facts registry): unconfirmed deletion requests expire and old request records go, delivered
 * outbox items (their payloads are emptied on delivery) are deleted after
 * `deliveredMessageRetentionDays`, and rate-limit windows (client addresses) after
 * `rateLimitRetentionDays`. Newsletter sign-ups never confirmed within
 * `newsletterConfirmationDays` are deleted, and reporting-webhook event ids past any retry.
 * Dead outbox items keep their payload: a retry needs it.
 */
export async function housekeeping(db: Db, now = new Date()) {
  const requests = await expireAndPruneRequests(db, now);
  const deliveredBefore = new Date(
    now.getTime() - facts.deliveredMessageRetentionDays.value * DAY_MS,
  ).toISOString();
  const outbox = await db
    .deleteFrom('outbox')
    .where('status', '=', 'delivered')
    .where('delivered_at', '<', deliveredBefore)
    .executeTakeFirst();
  await pruneRateLimits(db, facts.rateLimitRetentionDays.value * 24 * 60 * 60, now);
  const unconfirmedSignupsDeleted = await deleteUnconfirmedSignups(db, now);
  await pruneSeenEvents(db, now);
  const report = {
    requestsExpired: requests.expired,
    requestRecordsDeleted: requests.pruned,
    deliveredItemsDeleted: Number(outbox.numDeletedRows),
    unconfirmedSignupsDeleted,
  };
  logger().info(report, 'housekeeping done');
  return report;
}
