import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase, type DbHandle } from '@/server/db';
import { createSchema } from './pg-schema';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  open: () => Promise<DbHandle & { close: () => Promise<void> }>;
}

/** A fresh SQLite file per test file. */
const sqlite: TestDatabase = {
  name: 'sqlite',
  async open() {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoxa-')), 'test.db');
    const handle = openDatabase({ sqlitePath: file });
    await migrateToLatest(handle.db);
    return { ...handle, close: () => handle.db.destroy() };
  },
};

/** A fresh schema in TEST_DATABASE_URL per test file, dropped afterwards. */
function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const schema = await createSchema(url, 'test');
      const handle = openDatabase({ databaseUrl: schema.url });
      await migrateToLatest(handle.db);
      return {
        ...handle,
        async close() {
          await handle.db.destroy();
          await schema.drop();
        },
        url: schema.url,
      };
    },
  };
}

/**
 * The databases every integration test runs against: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. On CI a missing TEST_DATABASE_URL is an error, never a skip.
 */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI)
    throw new Error('TEST_DATABASE_URL must be set on CI: PostgreSQL tests may not be skipped');
  return url ? [sqlite, postgres(url)] : [sqlite];
}
