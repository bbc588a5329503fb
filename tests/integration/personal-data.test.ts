import { featureJobs } from '@/features/jobs';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { contactFormLead } from '@/features/contact-form/lead';
import { dataDeletionLead } from '@/features/data-deletion/lead';
import { liveChatLead } from '@/features/live-chat/lead';
import { newsletterLead } from '@/features/newsletter/lead';
import { salesContactLead } from '@/features/sales-contact/lead';
import type { DbHandle } from '@/server/db';
import { housekeeping } from '@/server/housekeeping';
import { drainOnce } from '@/server/outbox';
import {
  DATA_TABLES,
  PERSONAL_TABLES,
  PERSONAL_TOPICS,
  isPersonalTopic,
} from '@/server/personal-data';
import { confirmByOperator } from '@/server/privacy';
import { testDatabases } from '../support/databases';
import { deliveryStandIns } from '../support/deliveries';
import { blockEnv, withEnv } from '../support/env';
import { formData, lead, submit } from '../support/forms';
import { blockDatabase } from '../support/lead-database';

// The personal-data registry (src/server/personal-data) against what the database holds: every
// table of the live schema is declared, every table with an address column is declared personal
// and found by it, every outbox item whose payload names a person is of a topic the registry lists
// (and carries the address where erasure and retention look), and a person erased or past their
// period is found nowhere in any table.

const DAY = 24 * 60 * 60 * 1000;

/** The tables and their columns as the database reports them (the migrations' bookkeeping aside). */
async function liveSchema({ db, kind }: DbHandle): Promise<Map<string, string[]>> {
  const schema =
    kind === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s
      : undefined;
  const tables = await db.introspection.getTables();
  return new Map(
    tables
      .filter((t) => t.schema === schema && !t.isView)
      .map((t) => [t.name, t.columns.map((c) => c.name)]),
  );
}

/** Every table (of the live schema, declared or not) holding `email` in any column. */
async function tablesHolding(handle: DbHandle, email: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of (await liveSchema(handle)).keys()) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      handle.db,
    );
    if (rows.some((row) => JSON.stringify(row).toLowerCase().includes(email))) found.push(table);
  }
  return found.sort();
}

describe.each(testDatabases())('the personal-data registry on $name', (database) => {
  const services = deliveryStandIns();
  const testDb = blockDatabase(database, PERSONAL_TABLES);
  blockEnv(() => ({
    ...services.env(),
    SALES_NOTIFY_EMAIL: 'sales@invoxa.test',
    SALES_WEBHOOK_URL: `${services.hook.url}/crm`,
    NEWSLETTER_CONFIRMATION: 'off',
    OUTBOX_BASE_DELAY_MS: '0',
  }));
  let ip = 0;
  const send = (s: Parameters<typeof submit>[0]) =>
    submit(s, { handle: testDb.handle, address: `100.80.0.${++ip}` });

  /** Every outbox item seen before its delivery emptied it, by id. */
  const seen = new Map<string, { topic: string; payload: string; email: string | null }>();
  async function look() {
    for (const item of await testDb.handle.db
      .selectFrom('outbox')
      .select(['id', 'topic', 'payload', 'email'])
      .where('status', '=', 'pending')
      .execute())
      if (!seen.has(item.id)) seen.set(item.id, item);
  }
  /** Delivers everything due, looking at each item before it is delivered. */
  async function deliverLooking() {
    do await look();
    while ((await drainOnce(testDb.handle)) > 0);
  }

  it('declares every table of the database, and each table with an address column as personal, found by it', async () => {
    const live = await liveSchema(testDb.handle);
    expect([...live.keys()].sort()).toEqual(Object.keys(DATA_TABLES).sort());
    for (const [table, columns] of live) {
      if (!columns.includes('email')) continue;
      expect(DATA_TABLES[table as keyof typeof DATA_TABLES], table).toMatchObject({
        personal: true,
        foundBy: 'email',
      });
    }
  });

  it('lists every outbox topic whose payload names a person; its items carry the address where erasure looks', async () => {
    seen.clear();
    const people = {
      subscriber: 'reader@example.com',
      pending: 'pending@example.com',
      contact: 'ana@example.com',
      expired: 'old@example.com',
    };
    // Every form, with every integration configured.
    await send(lead(newsletterLead, 'en', formData({ email: people.subscriber })));
    await withEnv({ NEWSLETTER_CONFIRMATION: 'on' }, async () => {
      await send(lead(newsletterLead, 'es', formData({ email: people.pending })));
    });
    const contact = { name: 'Ana', email: people.contact };
    await send(
      lead(contactFormLead, 'en', formData({ ...contact, subject: 'general', message: 'Hi' })),
    );
    await send(lead(liveChatLead, 'en', formData({ ...contact, message: 'Hello?' })));
    await send(
      lead(
        salesContactLead,
        'en',
        formData({ ...contact, phone: '+1 312 555 0100', preferPhone: 'true' }),
      ),
    );
    await send(lead(salesContactLead, 'en', formData({ name: 'Old', email: people.expired })));
    await deliverLooking();
    // A deletion request, confirmed and carried out: its e-mails and notices.
    await send(
      lead(
        dataDeletionLead,
        'en',
        formData({ email: people.contact, confirmEmail: people.contact, confirm: 'on' }),
      ),
    );
    const { id } = await testDb.handle.db
      .selectFrom('data_deletion_requests')
      .select('id')
      .executeTakeFirstOrThrow();
    await confirmByOperator(testDb.handle.db, id);
    await deliverLooking();
    expect(await tablesHolding(testDb.handle, people.contact)).toEqual(['data_deletion_requests']);
    // A person past the contact records' period, under a clock moved past it: retention's
    // removal and notices.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 800 * DAY);
      await housekeeping(testDb.handle.db, featureJobs.housekeeping);
      await deliverLooking();
    } finally {
      vi.useRealTimers();
    }
    expect(await tablesHolding(testDb.handle, people.expired)).toEqual([]);

    const addresses = Object.values(people);
    const naming = [...seen.values()].map((item) => ({
      ...item,
      names: addresses.filter((a) => item.payload.includes(a)),
    }));
    for (const item of naming) {
      if (item.names.length === 0) {
        expect(isPersonalTopic(item.topic), `${item.topic} names no one`).toBe(false);
        expect(item.email).toBeNull();
        continue;
      }
      expect(isPersonalTopic(item.topic), `${item.topic} names ${item.names[0]}`).toBe(true);
      expect(item.email, item.topic).toBe(item.names[0]);
    }
    // …and the registry lists no topic nothing queues.
    expect(new Set(naming.filter((i) => i.names.length).map((i) => i.topic))).toEqual(
      new Set(Object.keys(PERSONAL_TOPICS)),
    );
  });
});
