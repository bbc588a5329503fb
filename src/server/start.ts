import 'server-only';
import { env } from '@/env';
import { logger } from '@/log';
import { database } from './db';
import { startDispatcher, stopDispatcher } from './outbox';

/** Longest a shutdown waits for the delivery in progress (one integration call has a 10 s timeout). */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Migrates the database, then starts the outbox dispatcher that delivers submissions to the
 * integrations in the background.
 *
 * Shutdown on SIGTERM: Next.js stops taking requests, finishes those in flight, then calls
 * process.exit. The exit is held until the dispatcher has finished the delivery it is making (so an
 * item is not left half-done) or the grace period ends.
 */
export async function startServerServices() {
  env(); // a wrong setting stops the server here, naming the variable
  await database();
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
