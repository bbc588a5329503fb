import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetEnv } from '@/env';
import type { DbHandle } from '@/server/db';
import type { TestDatabase } from './databases';

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

const TABLES = [
  'newsletter_signups',
  'sales_contacts',
  'contact_submissions',
  'data_deletion_requests',
  'outbox',
  'rate_limits',
  'lead_attribution',
  'consent_records',
  'newsletter_suppressions',
] as const;

let address = 0;

/**
 * The database of a describe block testing what a form stores: `database` opened with every
 * integration configured, emptied before each test. `ctx()` gives each submission its own client
 * address unless a test names one, so rate limits stay out of the way.
 */
export function leadTestDatabase(database: TestDatabase) {
  let handle: (DbHandle & { close: () => Promise<void> }) | undefined;
  const open = () => {
    if (!handle) throw new Error('the database opens in beforeAll');
    return handle;
  };

  beforeAll(async () => {
    Object.assign(process.env, INTEGRATIONS);
    resetEnv();
    handle = await database.open();
  });
  afterAll(async () => {
    await handle?.close();
    for (const key of Object.keys(INTEGRATIONS)) delete process.env[key];
    resetEnv();
  });
  beforeEach(async () => {
    for (const table of TABLES) await open().db.deleteFrom(table).execute();
  });

  return {
    get db() {
      return open().db;
    },
    ctx: (ip = `10.0.0.${++address}`) => ({ handle: open(), address: ip }),
  };
}
