import 'server-only';
import { env, type Env } from '@/env';
import { logger } from '@/log';
import { database, describeDatabase } from './db';
import { startHousekeeping, stopHousekeeping, type FeatureHousekeeping } from './housekeeping';
import { startDispatcher, stopDispatcher } from './outbox';

/**
 * What the features give the server's background jobs (src/features/jobs.ts, the one place that
 * lists them): their part of housekeeping.
 */
export interface FeatureJobs {
  housekeeping: FeatureHousekeeping;
}

/** Longest a shutdown waits for the delivery in progress (one integration call has a 10 s timeout). */
const SHUTDOWN_GRACE_MS = 15_000;

/** The background jobs a process can run: delivery to the integrations, and retention. */
interface Jobs {
  dispatcher: boolean;
  housekeeping: boolean;
}

/**
 * A web instance (`npm start`): validates the settings, opens and migrates the database, then
 * starts the background jobs its settings ask for (OUTBOX_DISPATCHER, HOUSEKEEPING; both by
 * default, so one machine runs everything).
 *
 * A wrong setting or a database that cannot be opened or migrated ends the process (exit code 1)
 * after one log line naming the cause: a server that cannot store submissions must not stay up
 * answering errors. (Next.js logs a rejected `register()` and carries on, so the exit is here.)
 *
 * Shutdown on SIGTERM: Next.js stops taking requests, finishes those in flight, then calls
 * process.exit. The exit is held until the jobs have finished what they are doing (so an item is
 * not left half-done) or the grace period ends.
 */
export async function startServerServices(features: FeatureJobs) {
  const settings = await openOrStop('server');
  const jobs = {
    dispatcher: settings.OUTBOX_DISPATCHER === 'on',
    housekeeping: settings.HOUSEKEEPING === 'on',
  };
  startJobs(jobs, features);
  logger().info(jobs, `server ready: database migrated, ${describeJobs(jobs)}`);

  process.once('SIGTERM', () => {
    const log = logger();
    log.info('SIGTERM: finishing requests in flight and the background jobs');
    const stopped = stopJobs().then(() => log.info('background jobs stopped'));
    const exit = process.exit.bind(process);
    process.exit = ((code?: number) => {
      void withinGrace(stopped).finally(() => exit(code));
    }) as typeof process.exit;
  });
}

/**
 * The worker (`npm run worker`): the outbox dispatcher and housekeeping alone, with the same code
 * and settings as a web instance, for deployments whose web instances run without them. Stops on
 * SIGTERM or SIGINT once the delivery in progress is done (at most the grace period).
 */
export async function startWorker(features: FeatureJobs) {
  await openOrStop('worker');
  const jobs = { dispatcher: true, housekeeping: true };
  startJobs(jobs, features);
  logger().info(jobs, `worker ready: database migrated, ${describeJobs(jobs)}`);
  // The jobs' timers do not hold a process open (a web server's socket does): this one does.
  const alive = setInterval(() => {}, 60 * 60 * 1000);
  const shutdown = (signal: string, code: number) => () => {
    clearInterval(alive);
    logger().info(`${signal}: finishing the background jobs`);
    void withinGrace(stopJobs()).finally(() => process.exit(code));
  };
  process.once('SIGTERM', shutdown('SIGTERM', 143));
  process.once('SIGINT', shutdown('SIGINT', 130));
}

function startJobs(jobs: Jobs, features: FeatureJobs) {
  if (jobs.dispatcher) startDispatcher();
  if (jobs.housekeeping) startHousekeeping(features.housekeeping);
}

async function stopJobs() {
  await Promise.all([stopDispatcher(), stopHousekeeping()]);
}

function describeJobs(jobs: Jobs): string {
  const on = [jobs.dispatcher && 'outbox dispatcher', jobs.housekeeping && 'housekeeping'];
  const names = on.filter(Boolean);
  return names.length
    ? `${names.join(' and ')} started`
    : 'no background jobs (run `npm run worker`)';
}

const withinGrace = (work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);

/** The validated settings, with the database open and migrated; otherwise one line and exit 1. */
async function openOrStop(what: 'server' | 'worker'): Promise<Env> {
  let settings;
  try {
    settings = env();
  } catch (error) {
    return stop(`${what} not started: ${errorText(error)}`);
  }
  try {
    await database();
  } catch (error) {
    const target = { databaseUrl: settings.DATABASE_URL, sqlitePath: settings.SQLITE_PATH };
    return stop(
      `${what} not started: cannot open or migrate the database, ${describeDatabase(target)}: ${errorText(error)}`,
    );
  }
  return settings;
}

/** Logs one line (JSON through the logger when it can be built, plain text otherwise) and exits 1. */
function stop(line: string): never {
  try {
    const log = logger();
    if (log.isLevelEnabled('fatal')) log.fatal(line);
    else process.stderr.write(`${line}\n`);
  } catch {
    process.stderr.write(`${line}\n`);
  }
  process.exit(1);
}

/** An error and its causes on one line (AggregateError: each attempt, as for localhost's two addresses). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const parts = [error.message.replace(/\s*\n\s*-?\s*/g, ' ').trim()];
  if (error instanceof AggregateError && error.errors.length > 0)
    parts.push(error.errors.map(errorText).join('; '));
  if (error.cause !== undefined) parts.push(errorText(error.cause));
  return parts.filter(Boolean).join(': ') || error.name;
}
