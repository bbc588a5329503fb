import 'server-only';
import { logger } from '@/log';
import { pruneOrphanAttribution } from './attribution';
import { database, type Db } from './db';
import { DATA_TABLES, periodValue } from './personal-data';
import { expireAndPruneRequests } from './privacy';
import {
  deleteExpiredLeads,
  eraseOrphanConsentRecords,
  redactOldDeadItems,
} from './privacy/retention';
import { pruneRateLimits } from './rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A feature's part of housekeeping: deletes what of the feature is past its time and says how
 * many rows of what (the keys join the pass's report).
 */
export type FeatureHousekeeping = readonly ((
  db: Db,
  now: Date,
) => Promise<Record<string, number>>)[];

/**
 * What the site keeps, and for how long: the periods of the personal-data registry
 * (./personal-data, facts the privacy policy states). Unconfirmed deletion requests expire and old
 * request records go, delivered outbox items (their payloads are emptied on delivery) are deleted
 * after `deliveredMessageRetentionDays`, dead ones emptied that long after they died, and
 * rate-limit windows (client addresses) go after `rateLimitRetentionDays`. Contact and sales
 * records go `leadRetentionMonths` after the person's last contact, unsubscribed newsletter
 * sign-ups at the first pass after their `unsubscribed_at`, and the people whose records went are
 * removed from the copies erasure reaches (./privacy/retention.ts). Then each feature's own part
 * (`features`, handed down by src/features/jobs.ts: the newsletter's sign-ups never confirmed
 * within `newsletterConfirmationDays`, and reporting-webhook event ids past any retry), before
 * consent records and attribution left without their records go.
 */
export async function housekeeping(db: Db, features: FeatureHousekeeping, now = new Date()) {
  const requests = await expireAndPruneRequests(db, now);
  const deliveredBefore = new Date(
    now.getTime() - periodValue(DATA_TABLES.outbox.periods.delivered) * DAY_MS,
  ).toISOString();
  const outbox = await db
    .deleteFrom('outbox')
    .where('status', '=', 'delivered')
    .where('delivered_at', '<', deliveredBefore)
    .executeTakeFirst();
  await pruneRateLimits(db, periodValue(DATA_TABLES.rate_limits.periods.window) * 86_400, now);
  const deadItemsEmptied = await redactOldDeadItems(db, now);
  const leads = await deleteExpiredLeads(db, now);
  const fromFeatures: Record<string, number> = {};
  for (const task of features) Object.assign(fromFeatures, await task(db, now));
  // Consent records go with the records they concern, whichever delete above took those.
  const consentAddressesErased = await eraseOrphanConsentRecords(db);
  // A lead deleted by any other path than an erasure request (the deletes above included) takes
  // its attribution along here.
  const orphanAttribution = await pruneOrphanAttribution(db);
  const report: Record<string, number> = {
    requestsExpired: requests.expired,
    requestRecordsDeleted: requests.pruned,
    deliveredItemsDeleted: Number(outbox.numDeletedRows),
    deadItemsEmptied,
    contactSubmissionsDeleted: leads.contact_submissions,
    salesContactsDeleted: leads.sales_contacts,
    unsubscribedSignupsDeleted: leads.newsletter_signups,
    peopleForgotten: leads.peopleForgotten,
    consentAddressesErased,
    ...fromFeatures,
    orphanAttributionDeleted: orphanAttribution,
  };
  logger().info(report, 'housekeeping done');
  return report;
}

// ---- The housekeeping job: at start, then hourly, in every process that runs it. ----

/** An hour: well within the shortest period it applies (`unsubscribedSignupDeletionDays`). */
export const HOUSEKEEPING_MS = 60 * 60 * 1000;
const JOB = Symbol.for('invoxa.housekeeping');

interface Job {
  timer: NodeJS.Timeout;
  running?: Promise<unknown>;
}
type G = typeof globalThis & { [JOB]?: Job };

/**
 * Starts applying the retention periods in the background: now, then every `intervalMs`. A job of
 * its own, beside the outbox dispatcher, so either can run without the other (src/server/start.ts).
 * Running it in several processes at once is harmless: each pass deletes what is due.
 */
export function startHousekeeping(features: FeatureHousekeeping, intervalMs = HOUSEKEEPING_MS) {
  const g = globalThis as G;
  if (g[JOB]) return;
  const pass = () => {
    const job = g[JOB];
    if (!job || job.running) return;
    job.running = database()
      .then(({ db }) => housekeeping(db, features))
      .catch((error: unknown) =>
        logger().error(
          { error: error instanceof Error ? error.message : String(error) },
          'housekeeping failed',
        ),
      )
      .finally(() => (job.running = undefined));
  };
  g[JOB] = { timer: setInterval(pass, intervalMs) };
  g[JOB].timer.unref();
  pass();
}

/** Stops the housekeeping job, waiting for a pass in progress to finish. */
export async function stopHousekeeping() {
  const g = globalThis as G;
  const job = g[JOB];
  if (!job) return;
  delete g[JOB];
  clearInterval(job.timer);
  await job.running;
}
