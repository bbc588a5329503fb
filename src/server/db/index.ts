import 'server-only';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
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
import * as healthCheck from './migrations/004_health_check';
import * as outboxPerson from './migrations/005_outbox_person';
import * as leadAttribution from './migrations/006_lead_attribution';
import * as consentRecords from './migrations/007_consent_records';
import * as leadRetention from './migrations/008_lead_retention';
import * as linkTokensAtSend from './migrations/009_link_tokens_at_send';
import * as outboxDeadAt from './migrations/010_outbox_dead_at';
import * as marketingIds from './migrations/011_marketing_ids';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

/** Versioned migrations, in order. Imported statically so they are bundled with the server. */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_feature_topics': featureTopics,
  '003_privacy_requests': privacyRequests,
  '004_health_check': healthCheck,
  '005_outbox_person': outboxPerson,
  '006_lead_attribution': leadAttribution,
  '007_consent_records': consentRecords,
  '008_lead_retention': leadRetention,
  '009_link_tokens_at_send': linkTokensAtSend,
  '010_outbox_dead_at': outboxDeadAt,
  '011_marketing_ids': marketingIds,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** The SQLite file (absolute path); undefined on PostgreSQL. */
  file?: string;
}

/**
 * PostgreSQL limits: a connection that is not established within PG_CONNECT_TIMEOUT_MS fails
 * (instead of waiting for the operating system's TCP timeout, minutes), and a statement running
 * longer than PG_STATEMENT_TIMEOUT_MS is cancelled by the server; the client gives up on a query
 * (a server that stopped answering) after the same time plus a margin.
 */
export const PG_CONNECT_TIMEOUT_MS = 5_000;
export const PG_STATEMENT_TIMEOUT_MS = 10_000;

/** Where a database target points, for messages: never the password. */
export function describeDatabase(target: { databaseUrl?: string; sqlitePath?: string }): string {
  if (target.databaseUrl) {
    try {
      const url = new URL(target.databaseUrl);
      return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname} (DATABASE_URL)`;
    } catch {
      return 'PostgreSQL (DATABASE_URL)';
    }
  }
  return `SQLite at ${path.resolve(/*turbopackIgnore: true*/ target.sqlitePath ?? './data/site.db')} (SQLITE_PATH)`;
}

/**
 * SQLite runs schema changes inside transactions, but Kysely's SQLite adapter says it does not
 * (`supportsTransactionalDdl` false), so its Migrator would run each statement on its own: a crash
 * in the middle of a migration that copies, drops and renames a table would lose the table. Saying
 * it does makes the Migrator run the pending migrations and their bookkeeping in one transaction,
 * as it does on PostgreSQL: a migration is applied whole or not at all.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

/** Opens a database: PostgreSQL for a postgres:// URL, otherwise a SQLite file (WAL, durable commits). */
export function openDatabase(target: { databaseUrl?: string; sqlitePath?: string }): DbHandle {
  if (target.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      statement_timeout: PG_STATEMENT_TIMEOUT_MS,
      query_timeout: PG_STATEMENT_TIMEOUT_MS + 2_000,
    });
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
    file,
    db: new Kysely<Database>({ dialect: new TransactionalDdlSqliteDialect({ database: sqlite }) }),
  };
}

/**
 * Proves the database accepts a write: rewrites the one row of `health_check`. On SQLite the file
 * must also still be where it was opened (a deleted file keeps accepting writes that are lost).
 */
export async function checkWritable({ db, file }: DbHandle, now = new Date()): Promise<void> {
  if (file) statSync(file);
  const checked_at = now.toISOString();
  await db
    .insertInto('health_check')
    .values({ id: 1, checked_at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at }))
    .execute();
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
