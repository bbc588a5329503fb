import 'server-only';
import { sql } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { customerIoConfig, suppressPerson } from '../integrations/customerio';

/** Tables an operator can export. */
export const exportableTables = [
  'newsletter_signups',
  'sales_contacts',
  'contact_submissions',
  'data_deletion_requests',
  'outbox',
] as const;
export type ExportableTable = (typeof exportableTables)[number];

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  // Cells starting with = + - @ are neutralized so a spreadsheet does not run them as formulas.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A table as CSV (RFC 4180), oldest rows first. */
export async function exportCsv(db: Db, table: ExportableTable): Promise<string> {
  const rows = (await db.selectFrom(table).selectAll().orderBy('created_at').execute()) as Record<
    string,
    unknown
  >[];
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  return (
    [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join(
      '\n',
    ) + '\n'
  );
}

export async function listDeletionRequests(db: Db, status?: 'pending' | 'completed') {
  let q = db.selectFrom('data_deletion_requests').selectAll().orderBy('created_at');
  if (status) q = q.where('status', '=', status);
  return q.execute();
}

export interface DeletionReport {
  email: string;
  deleted: Record<
    'newsletter_signups' | 'sales_contacts' | 'contact_submissions' | 'outbox',
    number
  >;
  marketingAutomation: 'suppressed' | 'not configured';
}

/**
 * Carries out a deletion request: removes the person from marketing automation (suppress, so they
 * are not re-added), deletes every row holding the e-mail, drops their undelivered outbox items,
 * and marks the request completed with a timestamp. Nothing is marked done if a step fails.
 */
export async function processDeletionRequest(db: Db, requestId: string): Promise<DeletionReport> {
  const request = await db
    .selectFrom('data_deletion_requests')
    .selectAll()
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!request) throw new Error(`No data-deletion request with id ${requestId}`);
  if (request.status === 'completed')
    throw new Error(`Request ${requestId} was already completed at ${request.completed_at}`);
  const email = request.email.toLowerCase();

  const config = customerIoConfig();
  if (config) await suppressPerson(config, email);

  const count = (r: { numDeletedRows: bigint }[]) => Number(r[0]?.numDeletedRows ?? 0);
  const byEmail = <T extends keyof Database>(table: T) =>
    sql<boolean>`lower(${sql.ref(`${table}.email`)}) = ${email}`;
  const deleted = await db.transaction().execute(async (trx) => {
    const newsletter = count(
      await trx.deleteFrom('newsletter_signups').where(byEmail('newsletter_signups')).execute(),
    );
    const sales = count(
      await trx.deleteFrom('sales_contacts').where(byEmail('sales_contacts')).execute(),
    );
    const contact = count(
      await trx.deleteFrom('contact_submissions').where(byEmail('contact_submissions')).execute(),
    );
    // Undelivered (and dead) messages still carry the address: drop them too.
    const pendingItems = await trx
      .selectFrom('outbox')
      .select(['id', 'payload'])
      .where('status', '!=', 'delivered')
      .execute();
    const mine = pendingItems
      .filter((i) => (JSON.parse(i.payload) as { email?: string }).email?.toLowerCase() === email)
      .map((i) => i.id);
    const outbox = mine.length
      ? count(await trx.deleteFrom('outbox').where('id', 'in', mine).execute())
      : 0;
    await trx
      .updateTable('data_deletion_requests')
      .set({ status: 'completed', completed_at: new Date().toISOString() })
      .where(byEmail('data_deletion_requests'))
      .where('status', '=', 'pending')
      .execute();
    return {
      newsletter_signups: newsletter,
      sales_contacts: sales,
      contact_submissions: contact,
      outbox,
    };
  });
  return { email, deleted, marketingAutomation: config ? 'suppressed' : 'not configured' };
}

export async function outboxSummary(db: Db) {
  return db
    .selectFrom('outbox')
    .select(['topic', 'status', db.fn.countAll<number>().as('count')])
    .groupBy(['topic', 'status'])
    .orderBy('topic')
    .execute();
}

export async function deadItems(db: Db) {
  return db
    .selectFrom('outbox')
    .select(['id', 'topic', 'attempts', 'last_error', 'created_at'])
    .where('status', '=', 'dead')
    .orderBy('created_at')
    .execute();
}

/** Puts dead items (all, or the given ids) back in the queue for another round of attempts. */
export async function retryDead(db: Db, ids?: string[]): Promise<number> {
  let q = db
    .updateTable('outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: new Date().toISOString(),
      locked_until: null,
    })
    .where('status', '=', 'dead');
  if (ids?.length) q = q.where('id', 'in', ids);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
