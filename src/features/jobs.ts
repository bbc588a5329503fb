import 'server-only';
import type { FeatureJobs } from '@/server/start';
import { applyReportedUnsubscribe, newsletterHousekeeping } from './newsletter/subscriptions';

// The features' server jobs, listed in one place: the server's background jobs and the worker
// (src/server/start.ts), `npm run ops -- housekeeping` and the webhook route reach a feature's jobs
// through this module only, so a feature's server code lives in its own folder and the server
// layer never imports a feature.

export const featureJobs = {
  /** Each feature's part of the hourly housekeeping pass. */
  housekeeping: [newsletterHousekeeping],
  /** An unsubscribe reported by marketing automation (POST /api/webhooks/customerio). */
  reportedUnsubscribe: applyReportedUnsubscribe,
} satisfies FeatureJobs & Record<string, unknown>;
