import pg from 'pg';
import { ulid } from 'ulid';

/**
 * A fresh schema, named `<prefix>_<ulid>`, in the PostgreSQL database at `url`: `url` scoped to it
 * (its search path), and `drop` to remove it with everything in it.
 */
export async function createSchema(url: string, prefix: string) {
  const schema = `${prefix}_${ulid().toLowerCase()}`;
  await adminQuery(url, `create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    drop: () => adminQuery(url, `drop schema ${schema} cascade`),
  };
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
