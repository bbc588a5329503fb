import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DbHandle } from '@/server/db';
import type { Database } from '@/server/db/schema';
import { PERSONAL_TABLES } from '@/server/personal-data';
import type { TestDatabase } from './databases';
import { blockEnv } from './env';

/** Every integration configured, so each feature queues all its deliveries (none is delivered). */
const INTEGRATIONS = {
  CUSTOMERIO_SITE_ID: 'site-123',
  CUSTOMERIO_API_KEY: 'key-456',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  // The spec's immediate sign-up; confirmed sign-ups: newsletter-confirmation.test.ts.
  NEWSLETTER_CONFIRMATION: 'off',
  SALES_NOTIFY_EMAIL: 'sales@invoxa.test',
  SALES_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
  RATE_LIMIT_MAX: '10',
};

type TableName = keyof Database;

let address = 0;

/**
 * `database` opened for one describe block (before its tests, closed after them), with `tables`
 * emptied before each test.
 */
export function blockDatabase(database: TestDatabase, tables: readonly TableName[]) {
  let handle: (DbHandle & { close: () => Promise<void> }) | undefined;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    for (const table of tables) await handle!.db.deleteFrom(table).execute();
  });
  return {
    get handle() {
      if (!handle) throw new Error('the database opens in beforeAll');
      return handle;
    },
  };
}

/**
 * The database of a describe block testing what a form stores: `database` opened with every
 * integration configured, every table of personal data (the registry's) emptied before each test. `ctx()` gives each submission its own client
 * address unless a test names one, so rate limits stay out of the way.
 */
export function leadTestDatabase(database: TestDatabase) {
  blockEnv(() => INTEGRATIONS);
  const opened = blockDatabase(database, PERSONAL_TABLES);

  return {
    get db() {
      return opened.handle.db;
    },
    ctx: (ip = `10.0.0.${++address}`) => ({ handle: opened.handle, address: ip }),
  };
}
