// `npm run worker`: the outbox dispatcher and housekeeping alone, without a web server, for
// deployments that run many web instances with OUTBOX_DISPATCHER=off and HOUSEKEEPING=off (see the
// README's "Scaling out"). The same code and settings as `npm start` (DATABASE_URL, the
// integrations, OUTBOX_*); stops on SIGTERM once the delivery in progress is done.
import { featureJobs } from '../src/features/jobs';
import { startWorker } from '../src/server/start';

startWorker(featureJobs).catch((error: unknown) => {
  console.error('worker failed:', error);
  process.exit(1);
});
