import 'server-only';
import {
  expiredFacts,
  facts,
  FIX_MAX_AGE_DAYS,
  fixAgeDays,
  latestPeriod,
  launchPlaceholders,
} from '@/content/facts';
import { attributionColumns } from '../attribution';
import type { Db } from '../db';
import { DATA_TABLES, EXPORTABLE_TABLES, type ExportableTable } from '../personal-data';
import { deadlines } from '../privacy';

export { confirmDeletionRequest, integrationNames } from './confirm';
export { parseSetFix, writeBanxicoFix, BANXICO_FIX_FILE } from './banxico-fix';

/** Tables an operator can export: those the personal-data registry gives an export. */
export const exportableTables = EXPORTABLE_TABLES;
export type { ExportableTable };

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  // Cells starting with = + - @ are neutralized so a spreadsheet does not run them as formulas.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * A table as CSV (RFC 4180), oldest rows first. A table of leads comes with where each lead came
 * from: the first_* and last_* columns of lead_attribution (empty when nothing was recorded).
 */
export async function exportCsv(db: Db, table: ExportableTable): Promise<string> {
  let rows = (await db.selectFrom(table).selectAll().orderBy('created_at').execute()) as Record<
    string,
    unknown
  >[];
  if (DATA_TABLES[table].export === 'columns-and-attribution') {
    const touches = new Map(
      (await db.selectFrom('lead_attribution').selectAll().execute()).map((a) => [a.lead_id, a]),
    );
    rows = rows.map((row) => {
      const a = touches.get(row.id as string);
      return { ...row, ...Object.fromEntries(attributionColumns.map((c) => [c, a?.[c] ?? null])) };
    });
  }
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  return (
    [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join(
      '\n',
    ) + '\n'
  );
}

/** Data-deletion requests with their age against the deadlines (the token hash is never shown). */
export async function listDeletionRequests(
  db: Db,
  status?: 'pending' | 'confirmed' | 'completed' | 'expired',
  now = new Date(),
) {
  let q = db
    .selectFrom('data_deletion_requests')
    .select(['id', 'email', 'locale', 'status', 'created_at', 'confirmed_at', 'completed_at'])
    .orderBy('created_at');
  if (status) q = q.where('status', '=', status);
  return (await q.execute()).map((r) => {
    const d = deadlines(r.created_at, now);
    const open = r.status === 'pending' || r.status === 'confirmed';
    return {
      ...r,
      age_days: d.ageDays,
      answer_due_in_days: open ? d.answerMXInDays : null,
      complete_due_in_days: open ? d.completeUSInDays : null,
      flag: open && d.urgent ? 'DUE SOON' : '',
    };
  });
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

/**
 * Puts dead items (all, or the given ids) back in the queue for another round of attempts; items
 * whose payload retention has emptied stay dead.
 */
export async function retryDead(db: Db, ids?: string[]): Promise<number> {
  let q = db
    .updateTable('outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: new Date().toISOString(),
      locked_until: null,
      dead_at: null,
    })
    .where('status', '=', 'dead')
    // An item emptied for retention has nothing left to deliver.
    .where('payload', '!=', '{}');
  if (ids?.length) q = q.where('id', 'in', ids);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** One stand-in the company must replace before launch. */
export interface LaunchItem {
  /** The facts-registry entry (src/content/facts.ts) that holds it. */
  fact: string;
  /** What to put in its place. */
  replaceWith: string;
  /** What the site states today. */
  current: string;
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '(not set)';
  if (typeof value !== 'object') return String(value);
  const parts = Object.values(value as Record<string, unknown>).map((v) =>
    v !== null && typeof v === 'object' ? describeValue(v) : v === null ? '(not set)' : String(v),
  );
  return parts.join(', ');
}

/** A fact the site must not go on stating as it is: it fails the preflight in every mode. */
export interface Blocker {
  /** The facts-registry entry (src/content/facts.ts). */
  fact: string;
  /** What is wrong and what to do, in a sentence. */
  reason: string;
}

/**
 * Facts that block a launch whatever the mode, on `today` (ISO date): every fact whose last
 * confirmed day (the end of its last recorded period) has passed with no successor recorded, and
 * the Banxico FIX once it is older than `FIX_MAX_AGE_DAYS`.
 */
export function launchBlockers(today: string): Blocker[] {
  const ended = expiredFacts(today).map((key) => ({
    fact: key,
    reason: `${key}: its last confirmed day was ${latestPeriod(key).validUntil} and no later period is recorded; confirm the figure in force today on its primary source and add it as \`next\` in src/content/facts.ts.`,
  }));
  const age = fixAgeDays(today);
  const fix =
    age > FIX_MAX_AGE_DAYS
      ? [
          {
            fact: 'banxicoFix',
            reason: `banxicoFix: the FIX of ${facts.banxicoFix.value.determined} is ${age} days old (at most ${FIX_MAX_AGE_DAYS}); set a recent one with \`npm run ops -- set-fix <rate> --date YYYY-MM-DD --source URL\`.`,
          },
        ]
      : [];
  return [...ended, ...fix];
}

/**
 * The launch checklist: every fact still marked `placeholder` in the registry (phones, legal
 * entity and address, PAC partner, e-mail domains), which fail the check when `strict`
 * (production), and the launch blockers of `today` (`launchBlockers`), which fail it always.
 */
export function preflight(
  strict: boolean,
  today: string = new Date().toISOString().slice(0, 10),
): { items: LaunchItem[]; blockers: Blocker[]; ok: boolean } {
  const items = launchPlaceholders().map(({ key, replaceWith, value }) => ({
    fact: key,
    replaceWith,
    current: describeValue(value),
  }));
  const blockers = launchBlockers(today);
  return { items, blockers, ok: blockers.length === 0 && (!strict || items.length === 0) };
}

/** Production is strict: NODE_ENV=production or an explicit --production / --strict flag. */
export function preflightIsStrict(args: string[], nodeEnv = process.env.NODE_ENV): boolean {
  return nodeEnv === 'production' || args.includes('--production') || args.includes('--strict');
}
