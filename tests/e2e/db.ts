import Database from 'better-sqlite3';

/** Reads back what the end-to-end server (SQLITE_PATH=./data/e2e.db) stored. */
export function storedRows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  return rowsIn<T>('./data/e2e.db', sql, ...params);
}

/** Reads rows from the SQLite file of another server instance a test started. */
export function rowsIn<T = Record<string, unknown>>(
  file: string,
  sql: string,
  ...params: unknown[]
): T[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
