import type { Kysely } from 'kysely';

// Where each lead came from: one row per lead (newsletter sign-up, contact submission, live-chat
// message, sales contact), keyed by the lead's id, written in the transaction that stores the
// lead. The first and the last touch (src/lib/attribution/rules.ts) are one column per value;
// a lead sent without JavaScript has its row with every value null. `feature` is the visitor
// feature's id (contact_submissions holds two features), so the report needs this table alone,
// and erasing a lead erases its one row.

const VALUES = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
  'referrer_host',
  'landing_path',
  'language',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('lead_attribution')
    .addColumn('lead_id', 'text', (c) => c.primaryKey())
    .addColumn('feature', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull());
  for (const touch of ['first', 'last'])
    for (const value of VALUES) table = table.addColumn(`${touch}_${value}`, 'text');
  await table.execute();
  await db.schema
    .createIndex('lead_attribution_created_idx')
    .on('lead_attribution')
    .columns(['created_at', 'feature'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_attribution').execute();
}
