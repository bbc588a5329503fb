import { env } from '@/env';
import { database } from './db';
import { logger } from './log';
import { startDispatcher, stopDispatcher } from './outbox';

/**
 * Migrates the database, then starts the outbox dispatcher that delivers submissions to the
 * integrations in the background. On SIGTERM the dispatcher finishes its current delivery.
 */
export async function startServerServices() {
  env(); // a wrong setting stops the server here, naming the variable
  await database();
  if (env().OUTBOX_DISPATCHER === 'on') startDispatcher();
  logger().info('server ready: database migrated, outbox dispatcher started');
  process.once('SIGTERM', () => {
    void stopDispatcher().then(() => logger().info('outbox dispatcher stopped'));
  });
}
