import type { Kysely } from 'kysely';

// Dead outbox items get the time they were given up on (`dead_at`): housekeeping empties their
// payload and address a period after it (src/server/privacy/retention.ts), so an undeliverable
// item no longer keeps a person's data without an end. Items already dead count from this
// migration, the earliest time known to be after they died.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('dead_at', 'text').execute();
  await db
    .updateTable('outbox')
    .set({ dead_at: new Date().toISOString() })
    .where('status', '=', 'dead')
    .execute();
}
