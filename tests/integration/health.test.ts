import { rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '../../app/api/health/route';
import { openDatabase, PG_STATEMENT_TIMEOUT_MS, type DbHandle } from '@/server/db';
import type { Database } from '@/server/db/schema';
import { testDatabases } from '../support/databases';

/** The process-wide database the route reads (src/server/db `database()`). */
const GLOBAL_KEY = Symbol.for('invoxa.db');
const useDatabase = (handle: DbHandle) => {
  (globalThis as Record<symbol, unknown>)[GLOBAL_KEY] = Promise.resolve(handle);
};
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[GLOBAL_KEY];
});

/** A health check from `address`, as the production server's gate passes it on. */
async function health(address = '127.0.0.1') {
  const res = await GET(
    new Request('http://localhost:3000/api/health', { headers: { 'x-forwarded-for': address } }),
  );
  return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() };
}

for (const target of testDatabases()) {
  describe(`GET /api/health on ${target.name}`, () => {
    it('writes its row and answers 200 when the database accepts writes', async () => {
      const handle = await target.open();
      try {
        useDatabase(handle);
        const before = Date.now();
        const res = await health();
        expect(res.status).toBe(200);
        expect(res.cache).toBe('no-store');
        expect(res.body).toMatchObject({ status: 'ok', database: target.name });
        const row = await handle.db
          .selectFrom('health_check')
          .selectAll()
          .executeTakeFirstOrThrow();
        expect(Date.parse(row.checked_at)).toBeGreaterThanOrEqual(before - 1000);
        expect((await health()).status).toBe(200); // the second call rewrites the same row
        // Anyone else is told the status alone: no database, counts or version.
        expect((await health('203.0.113.9')).body).toEqual({ status: 'ok' });
      } finally {
        await handle.close();
      }
    });
  });
}

describe('GET /api/health when storage fails', () => {
  it('answers 503, not cached, on a read-only SQLite database', async () => {
    const writable = await testDatabases()[0]!.open();
    const file = writable.file!;
    await writable.close();
    const readonly = new SQLite(file, { readonly: true });
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: readonly }) });
    try {
      // Reads still work: the old check (a select) answered 200 here.
      await db.selectFrom('outbox').selectAll().execute();
      useDatabase({ db, kind: 'sqlite', file });
      const res = await health();
      expect(res.status).toBe(503);
      expect(res.cache).toBe('no-store');
      expect(res.body).toEqual({ status: 'error' });
    } finally {
      await db.destroy();
    }
  });

  it('answers 503 when the SQLite file was deleted under the server', async () => {
    const handle = await testDatabases()[0]!.open();
    try {
      useDatabase(handle);
      expect((await health()).status).toBe(200);
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${handle.file}${suffix}`, { force: true });
      // One proof stands for a second: within it, the answer is the last one; past it, the truth.
      expect((await health()).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_001 });
      expect((await health()).status).toBe(503);
    } finally {
      vi.useRealTimers();
      await handle.close();
    }
  });

  describe('PostgreSQL that does not answer', () => {
    let server: Server;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      server = createServer((s) => sockets.push(s)); // accepts, never answers
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    });
    afterAll(() => {
      for (const s of sockets) s.destroy();
      server.close();
    });

    it('answers 503 within the connect timeout', async () => {
      const { port } = server.address() as { port: number };
      const handle = openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/test` });
      try {
        useDatabase(handle);
        const started = Date.now();
        expect((await health()).status).toBe(503);
        expect(Date.now() - started).toBeLessThan(8_000);
      } finally {
        sockets.forEach((s) => s.destroy());
        await handle.db.destroy().catch(() => {});
      }
    });
  });
});

const pgTarget = testDatabases().find((d) => d.name === 'postgres');
describe.skipIf(!pgTarget)('GET /api/health on PostgreSQL that hangs on a statement', () => {
  it('answers 503 once the statement timeout cancels the write', async () => {
    const handle = (await pgTarget!.open()) as DbHandle & {
      close: () => Promise<void>;
      url: string;
    };
    const blocker = new pg.Client({ connectionString: handle.url });
    await blocker.connect();
    try {
      useDatabase(handle);
      expect((await health()).status).toBe(200);
      // Another session holds the row: the health write waits for it until statement_timeout.
      await blocker.query('begin');
      await blocker.query('select * from health_check where id = 1 for update');
      // Past the second the last proof stands for.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_001 });
      const started = performance.now();
      expect((await health()).status).toBe(503);
      expect(performance.now() - started).toBeGreaterThanOrEqual(PG_STATEMENT_TIMEOUT_MS - 500);
    } finally {
      vi.useRealTimers();
      await blocker.query('rollback').catch(() => {});
      await blocker.end();
      await handle.close();
    }
  }, 30_000);
});
