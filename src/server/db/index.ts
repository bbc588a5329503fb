import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import pg from 'pg';
import { env } from '@/env';
import * as initial from './migrations/001_initial';
import * as featureTopics from './migrations/002_feature_topics';
import * as privacyRequests from './migrations/003_privacy_requests';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

/** Versioned migrations, in order. Imported statically so they are bundled with the server. */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_feature_topics': featureTopics,
  '003_privacy_requests': privacyRequests,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface DbHandle {
  db: Db;
  kind: DbKind;
}

/** Opens a database: PostgreSQL for a postgres:// URL, otherwise a SQLite file (WAL, durable commits). */
export function openDatabase(target: { databaseUrl?: string; sqlitePath?: string }): DbHandle {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    return {
      kind: 'postgres',
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    };
  }
  const file = path.resolve(/*turbopackIgnore: true*/ target.sqlitePath ?? './data/site.db');
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the visitor is told it succeeded.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return {
    kind: 'sqlite',
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema; on PostgreSQL pin them to the schema
  // the connection works in, so another schema's migrations are never mistaken for ours.
  const schema = await sql<{ schema: string | null }>`select current_schema() as schema`
    .execute(db)
    .then((r) => r.rows[0]?.schema ?? undefined)
    .catch(() => undefined); // SQLite has no schemas
  const { error, results } = await new Migrator({
    db,
    provider,
    migrationTableSchema: schema,
  }).migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error')
      throw new Error(`Migration ${r.migrationName} failed`, { cause: error });
  }
  if (error) throw error;
}

const GLOBAL_KEY = Symbol.for('invoxa.db');
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: Promise<DbHandle> };

/**
 * The process-wide database, migrated on first use. Shared through globalThis because Next.js
 * bundles server actions, route handlers and instrumentation separately.
 */
export function database(): Promise<DbHandle> {
  const g = globalThis as GlobalWithDb;
  g[GLOBAL_KEY] ??= (async () => {
    const e = env();
    const handle = openDatabase({ databaseUrl: e.DATABASE_URL, sqlitePath: e.SQLITE_PATH });
    await migrateToLatest(handle.db);
    return handle;
  })().catch((error: unknown) => {
    delete g[GLOBAL_KEY];
    throw error;
  });
  return g[GLOBAL_KEY];
}

/** Unique-constraint violation on either database (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
