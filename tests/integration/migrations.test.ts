import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrations, openDatabase } from '@/server/db';

describe('migrations of rows stored by earlier versions', () => {
  it('normalize stored addresses, keep the earliest of duplicate sign-ups and rewrite queued items', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoxa-migrate-')), 'old.db');
    const { db } = openDatabase({ sqlitePath: file });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('001_initial')).error).toBeUndefined();
      const at = (n: number) => `2026-01-0${n}T00:00:00.000Z`;
      await db
        .insertInto('newsletter_signups')
        .values([
          {
            id: 'a',
            email: 'Straße@Example.com',
            language: 'en',
            source: 'articles_page',
            status: 'active',
            created_at: at(1),
          },
          {
            id: 'b',
            email: 'strasse@example.com',
            language: 'es',
            source: 'articles_page',
            status: 'active',
            created_at: at(2),
          },
        ])
        .execute();
      await db
        .insertInto('contact_submissions')
        .values({
          id: 'c',
          name: 'José',
          email: ' JOSÉ@Bücher.de',
          phone: null,
          company: null,
          subject: 'general',
          message: 'Hola',
          text_opt_in: 1,
          created_at: at(3),
        })
        .execute();
      await db
        .insertInto('outbox')
        .values({
          id: 'o',
          topic: 'sales.webhook',
          payload: JSON.stringify({
            name: 'Ivy',
            email: 'ivy@corp.com',
            phone: null,
            preferPhone: false,
          }),
          status: 'pending',
          attempts: 0,
          next_attempt_at: at(4),
          locked_until: null,
          last_error: null,
          created_at: at(4),
          delivered_at: null,
        })
        .execute();
      // The old table allowed only 'pending' and 'completed', with no language or token.
      await sql`insert into data_deletion_requests (id, email, reason, status, created_at)
        values ('r', 'Me@X.co', null, 'pending', ${at(5)})`.execute(db);

      await migrateToLatest(db);

      expect(await db.selectFrom('newsletter_signups').select(['id', 'email']).execute()).toEqual([
        { id: 'a', email: 'strasse@example.com' },
      ]);
      expect(await db.selectFrom('contact_submissions').select('email').execute()).toEqual([
        { email: 'josé@bücher.de' },
      ]);
      const item = await db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      expect(item.topic).toBe('sales-contact.webhook');
      expect(JSON.parse(item.payload)).toEqual({
        email: 'ivy@corp.com',
        body: { name: 'Ivy', email: 'ivy@corp.com', phone: null, preferPhone: false },
      });
      expect(
        await db.selectFrom('data_deletion_requests').selectAll().executeTakeFirstOrThrow(),
      ).toMatchObject({
        email: 'me@x.co',
        locale: 'en',
        status: 'pending',
        token_hash: null,
      });
    } finally {
      await db.destroy();
    }
  });
});
