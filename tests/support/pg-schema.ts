import pg from 'pg';
import { ulid } from 'ulid';

/**
 * The tag of this Vitest run (tests/support/pg-teardown.ts), when there is one: its schemas are
 * named with it and dropped together once every test file has ended.
 */
const run = process.env.PG_SCHEMA_RUN;

/**
 * A fresh schema, named `<prefix>_<ulid>`, in the PostgreSQL database at `url`: `url` scoped to it
 * (its search path), and `drop` to remove it with everything in it.
 *
 * Under Vitest, `drop` leaves it for the run's end: two test files run side by side, and a schema
 * dropped by one while the other migrated its own made that migration fail, "schema
 * test_01m8h27eea… does not exist" (CI, 2026-11-28), since Kysely's migrator lists the tables of
 * every schema in the database to find its bookkeeping tables.
 */
export async function createSchema(url: string, prefix: string) {
  const schema = `${prefix}_${run ? `${run}_` : ''}${ulid().toLowerCase()}`;
  await adminQuery(url, `create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    drop: async () => {
      if (!run) await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}

/** Drops every schema the Vitest run tagged `tag` made. */
export async function dropRunSchemas(url: string, tag: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      `select nspname as name from pg_namespace where nspname like $1`,
      [`%\\_${tag}\\_%`],
    );
    for (const { name } of rows) await admin.query(`drop schema ${name} cascade`);
  } finally {
    await admin.end();
  }
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
