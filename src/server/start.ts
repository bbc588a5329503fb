import 'server-only';
import { env } from '@/env';
import { logger } from '@/log';
import { database, describeDatabase } from './db';
import { startDispatcher, stopDispatcher } from './outbox';

/** Longest a shutdown waits for the delivery in progress (one integration call has a 10 s timeout). */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Validates the settings, opens and migrates the database, then starts the outbox dispatcher
 * that delivers submissions to the integrations in the background.
 *
 * A wrong setting or a database that cannot be opened or migrated ends the process (exit code 1)
 * after one log line naming the cause: a server that cannot store submissions must not stay up
 * answering errors. (Next.js logs a rejected `register()` and carries on, so the exit is here.)
 *
 * Shutdown on SIGTERM: Next.js stops taking requests, finishes those in flight, then calls
 * process.exit. The exit is held until the dispatcher has finished the delivery it is making (so an
 * item is not left half-done) or the grace period ends.
 */
export async function startServerServices() {
  let settings;
  try {
    settings = env();
  } catch (error) {
    return stop(`server not started: ${errorText(error)}`);
  }
  try {
    await database();
  } catch (error) {
    const target = { databaseUrl: settings.DATABASE_URL, sqlitePath: settings.SQLITE_PATH };
    return stop(
      `server not started: cannot open or migrate the database, ${describeDatabase(target)}: ${errorText(error)}`,
    );
  }
  if (env().OUTBOX_DISPATCHER === 'on') startDispatcher();
  logger().info('server ready: database migrated, outbox dispatcher started');

  process.once('SIGTERM', () => {
    const log = logger();
    log.info('SIGTERM: finishing requests in flight and the current delivery');
    const stopped = stopDispatcher().then(() => log.info('outbox dispatcher stopped'));
    const exit = process.exit.bind(process);
    process.exit = ((code?: number) => {
      const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
      void Promise.race([stopped, grace]).finally(() => exit(code));
    }) as typeof process.exit;
  });
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
