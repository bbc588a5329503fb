import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AlterTableNode,
  Migrator,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrations, openDatabase, type Db } from '@/server/db';
import { createSchema } from '../support/pg-schema';
import { customerId } from '@/server/integrations/customerio';
import { marketingId } from '@/server/integrations/customerio/person-ids';

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

      // Lowercased, never folded: straße@ and strasse@ are two people's addresses.
      expect(
        await db.selectFrom('newsletter_signups').select(['id', 'email']).orderBy('id').execute(),
      ).toEqual([
        { id: 'a', email: 'straße@example.com' },
        { id: 'b', email: 'strasse@example.com' },
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

/** A fresh SQLite file migrated up to `last`. */
async function databaseAt(last: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoxa-migrate-')), 'old.db');
  const handle = openDatabase({ sqlitePath: file });
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
  });
  expect((await migrator.migrateTo(last)).error).toBeUndefined();
  return handle;
}

/** Fails the first statement renaming a table: a crash in the middle of a migration. */
const crashOnRename: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs) {
    if (AlterTableNode.is(node) && node.renameTo) throw new Error('crash in the middle');
    return node;
  },
  transformResult: async ({ result }) => result,
};

const tablesOf = async (db: Db) =>
  (
    await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' order by name`.execute(db)
  ).rows.map((r) => r.name);

describe('migrations on SQLite', () => {
  it('are applied whole or not at all: a crash midway leaves the database as it was', async () => {
    const { db } = await databaseAt('002_feature_topics');
    try {
      await sql`insert into data_deletion_requests (id, email, reason, status, created_at)
        values ('r', 'Me@X.co', 'moving', 'pending', '2026-01-05T00:00:00.000Z')`.execute(db);
      const before = await tablesOf(db);
      // 003 copies data_deletion_requests into a new table, drops it, then renames the copy.
      await expect(migrateToLatest(db.withPlugin(crashOnRename))).rejects.toThrow(
        /Migration 003_privacy_requests failed/,
      );
      expect(await tablesOf(db)).toEqual(before);
      expect(await db.selectFrom('data_deletion_requests').selectAll().execute()).toEqual([
        {
          id: 'r',
          email: 'Me@X.co',
          reason: 'moving',
          status: 'pending',
          created_at: '2026-01-05T00:00:00.000Z',
          completed_at: null,
        },
      ]);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`
        .execute(db)
        .then((r) => r.rows.map((m) => m.name));
      expect(applied).toEqual(['001_initial', '002_feature_topics']);

      await migrateToLatest(db); // started again, it completes
      expect(
        await db.selectFrom('data_deletion_requests').select(['id', 'email']).execute(),
      ).toEqual([{ id: 'r', email: 'me@x.co' }]);
    } finally {
      await db.destroy();
    }
  });

  it('005 stores the address of the person each queued item concerns and renames the e-mail channels', async () => {
    const { db } = await databaseAt('004_health_check');
    try {
      const item = (id: string, topic: string, payload: object, status = 'pending') =>
        sql`insert into outbox (id, topic, payload, status, attempts, next_attempt_at, created_at)
          values (${id}, ${topic}, ${JSON.stringify(payload)}, ${status}, 0,
            '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(db);
      await item('a', 'sales-contact.email', { email: 'Ana@X.co', subject: 's', text: 't' });
      await item('b', 'data-deletion.mail', { email: 'bo@x.co', subject: 's', text: 't' }, 'dead');
      await item('c', 'data-deletion.erase', { requestId: 'r' });
      await item('d', 'sales-contact.email', {}, 'delivered');
      await item('e', 'newsletter.customerio', { email: 'cy@x.co' });
      await migrateToLatest(db);
      expect(
        await db.selectFrom('outbox').select(['id', 'topic', 'email']).orderBy('id').execute(),
      ).toEqual([
        { id: 'a', topic: 'sales-contact.sales-email', email: 'ana@x.co' },
        { id: 'b', topic: 'data-deletion.person-email', email: 'bo@x.co' },
        { id: 'c', topic: 'data-deletion.erase', email: null },
        { id: 'd', topic: 'sales-contact.sales-email', email: null },
        { id: 'e', topic: 'newsletter.customerio', email: 'cy@x.co' },
      ]);
    } finally {
      await db.destroy();
    }
  });
});

/** A fresh database of each kind the integration tests use, migrated up to `last`. */
async function databasesAt(last: string) {
  const opened: { name: string; db: Db; close: () => Promise<void> }[] = [];
  const sqlite = await databaseAt(last);
  opened.push({ name: 'sqlite', db: sqlite.db, close: () => sqlite.db.destroy() });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = await createSchema(url, 'migrate');
    const { db } = openDatabase({ databaseUrl: schema.url });
    // Kysely's bookkeeping pinned to this schema, as migrateToLatest does.
    const current = await sql<{ name: string }>`select current_schema() as name`.execute(db);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: current.rows[0]!.name,
    });
    expect((await migrator.migrateTo(last)).error).toBeUndefined();
    opened.push({
      name: 'postgres',
      db,
      close: async () => {
        await db.destroy();
        await schema.drop();
      },
    });
  }
  return opened;
}

describe('migrations on every database', () => {
  it('009 takes the tokens out of the confirmation e-mails still queued: they get theirs when sent', async () => {
    const token = (c: string) => c.repeat(43);
    const hash = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');
    for (const { name, db, close } of await databasesAt('008_lead_retention')) {
      try {
        const at = '2026-01-01T00:00:00.000Z';
        const later = '2026-01-08T00:00:00.000Z';
        await db
          .insertInto('data_deletion_requests')
          .values({
            id: 'r',
            email: 'me@x.co',
            reason: null,
            locale: 'es',
            status: 'pending',
            token_hash: hash(token('A')),
            token_expires_at: later,
            created_at: at,
            confirmed_at: null,
            completed_at: null,
          })
          .execute();
        await db
          .insertInto('newsletter_signups')
          .values({
            id: 's',
            email: 'you@x.co',
            language: 'en',
            source: 'articles_page',
            status: 'pending',
            token_hash: hash(token('B')),
            token_expires_at: later,
            created_at: at,
          })
          .execute();
        const mail = (id: string, topic: string, t: string, status: 'pending' | 'dead') => ({
          id,
          topic,
          payload: JSON.stringify({
            email: 'me@x.co',
            subject: 's',
            text: `Abre https://invoxa.com/x/confirm?token=${t} pronto.`,
          }),
          email: 'me@x.co',
          status,
          attempts: 0,
          next_attempt_at: at,
          locked_until: null,
          last_error: null,
          created_at: at,
          delivered_at: null,
        });
        await db
          .insertInto('outbox')
          .values([
            mail('a', 'data-deletion.person-email', token('A'), 'pending'),
            mail('b', 'newsletter.person-email', token('B'), 'dead'),
            // An older link of the same sign-up, replaced by B: it could confirm nothing.
            mail('c', 'newsletter.person-email', token('C'), 'pending'),
          ])
          .execute();

        await migrateToLatest(db);

        const items = await db
          .selectFrom('outbox')
          .select(['id', 'payload'])
          .orderBy('id')
          .execute();
        expect(
          items.map((i) => [i.id, JSON.parse(i.payload) as unknown]),
          name,
        ).toEqual([
          [
            'a',
            {
              email: 'me@x.co',
              subject: 's',
              text: 'Abre https://invoxa.com/x/confirm?token={{link-token}} pronto.',
              link: { kind: 'data-deletion', id: 'r' },
            },
          ],
          [
            'b',
            {
              email: 'me@x.co',
              subject: 's',
              text: 'Abre https://invoxa.com/x/confirm?token={{link-token}} pronto.',
              link: { kind: 'newsletter', id: 's' },
            },
          ],
        ]);
        for (const table of ['data_deletion_requests', 'newsletter_signups'] as const)
          expect(await db.selectFrom(table).select('token_hash').execute(), name).toEqual([
            { token_hash: null },
          ]);
      } finally {
        await close();
      }
    }
  });

  it('011 keeps the marketing id of every existing profile, the oldest of two that share one', async () => {
    const [older, newer] = ['aþ@x.mx', 'aÿ@x.mx'];
    const plain = customerId(older);
    expect(customerId(newer)).toBe(plain);
    for (const { name, db, close } of await databasesAt('010_outbox_dead_at')) {
      try {
        await db
          .insertInto('newsletter_signups')
          .values({
            id: 'n',
            email: newer,
            language: 'es',
            source: 'articles_page',
            status: 'active',
            created_at: '2026-01-02T00:00:00.000Z',
          })
          .execute();
        await db
          .insertInto('contact_submissions')
          .values({
            id: 'c',
            name: 'A',
            email: older,
            phone: null,
            company: null,
            subject: 'general',
            message: 'Hola',
            text_opt_in: 0,
            created_at: '2026-01-01T00:00:00.000Z',
          })
          .execute();
        await db
          .insertInto('newsletter_suppressions')
          .values({
            email: 'left@x.co',
            reason: 'unsubscribed',
            created_at: '2026-01-03T00:00:00.000Z',
          })
          .execute();

        await migrateToLatest(db);

        expect(
          await db
            .selectFrom('marketing_ids')
            .select(['email', 'person_id'])
            .orderBy('created_at')
            .execute(),
          name,
        ).toEqual([
          { email: older, person_id: plain },
          { email: newer, person_id: `${plain}-2` },
          { email: 'left@x.co', person_id: customerId('left@x.co') },
        ]);
        // The ids stay; a new address gets its plain id.
        expect(await marketingId(db, newer)).toBe(`${plain}-2`);
        expect(await marketingId(db, 'new@x.co')).toBe(customerId('new@x.co'));
      } finally {
        await close();
      }
    }
  });
});
