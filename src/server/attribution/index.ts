import 'server-only';
import type { Transaction } from 'kysely';
import {
  FIRST_TOUCH_FIELD,
  LAST_TOUCH_FIELD,
  TOUCH_FIELD_MAX,
  TOUCH_KEYS,
  type Touch,
  type TouchKey,
} from '@/lib/attribution/rules';
import { parseTouch } from '@/lib/attribution/schema';
import type { FeatureId } from '@/lib/forms/features';
import type { Db } from '../db';
import type { Database, LeadAttributionTable } from '../db/schema';
import { LEAD_TABLES } from '../personal-data';

// Where a lead came from (docs/decisions/attribution.md): read from the form's hidden fields as
// untrusted input, stored with the lead in its transaction (table lead_attribution), and handed
// to the integrations with the lead.

/** The first touch (the visitor's first landing) and the last attributed touch of the session. */
export interface Attribution {
  first: Touch;
  last: Touch;
}

export const noAttribution: Attribution = { first: {}, last: {} };

function touchField(data: FormData, name: string): Touch {
  const text = data.get(name);
  if (typeof text !== 'string' || text === '' || text.length > TOUCH_FIELD_MAX) return {};
  try {
    return parseTouch(JSON.parse(text));
  } catch {
    return {}; // not JSON: dropped like any other invalid value
  }
}

/**
 * The touches a form posted, validated with the rules the browser applied (a value that breaks
 * them is dropped; a submission is never refused for its attribution). Without JavaScript the
 * fields are absent and both touches are empty.
 */
export function readAttribution(data: FormData): Attribution {
  return { first: touchField(data, FIRST_TOUCH_FIELD), last: touchField(data, LAST_TOUCH_FIELD) };
}

type Columns = Omit<LeadAttributionTable, 'lead_id' | 'feature' | 'created_at'>;

function columns({ first, last }: Attribution): Columns {
  const row = {} as Columns;
  for (const key of TOUCH_KEYS) {
    row[`first_${key}`] = first[key] ?? null;
    row[`last_${key}`] = last[key] ?? null;
  }
  return row;
}

/** The attribution stored with a lead (nothing recorded: two empty touches). */
export async function storedAttribution(
  trx: Transaction<Database> | Db,
  leadId: string,
): Promise<Attribution> {
  const row = await trx
    .selectFrom('lead_attribution')
    .selectAll()
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  const touch = (prefix: 'first' | 'last'): Touch => {
    const found: Touch = {};
    for (const key of TOUCH_KEYS) {
      const value = row?.[`${prefix}_${key}`];
      if (value) found[key] = value;
    }
    return found;
  };
  return { first: touch('first'), last: touch('last') };
}

/** The attribution columns, in the order of an export. */
export const attributionColumns = TOUCH_KEYS.flatMap((k) => [`first_${k}`, `last_${k}`]).sort(
  (a, b) => Number(a.startsWith('last_')) - Number(b.startsWith('last_')),
) as (keyof Columns)[];

/** Stores a lead's attribution, in the transaction that stores the lead (one row per lead). */
export async function recordAttribution(
  trx: Transaction<Database> | Db,
  lead: { feature: FeatureId; id: string; createdAt: string },
  attribution: Attribution,
): Promise<void> {
  await trx
    .insertInto('lead_attribution')
    .values({
      lead_id: lead.id,
      feature: lead.feature,
      created_at: lead.createdAt,
      ...columns(attribution),
    })
    .execute();
}

/**
 * The attribution as flat attributes (`first_touch_utm_source`, `last_touch_landing_path`…), only
 * the values recorded: for marketing automation's profile and event.
 */
export function attributionAttributes({ first, last }: Attribution): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, touch] of [
    ['first_touch', first],
    ['last_touch', last],
  ] as const)
    for (const key of TOUCH_KEYS) if (touch[key]) flat[`${name}_${key}`] = touch[key];
  return flat;
}

function describe(touch: Touch): string {
  const parts = TOUCH_KEYS.filter((k) => touch[k]).map((k) => `${k}=${touch[k]}`);
  return parts.length ? parts.join(', ') : '(not recorded)';
}

/** Lines for a notification e-mail to the sales team. */
export function attributionLines({ first, last }: Attribution): string[] {
  return [`First touch: ${describe(first)}`, `Last touch: ${describe(last)}`];
}

/**
 * Erases the attribution of every lead holding `email` (the lead tables of the personal-data
 * registry), in the caller's transaction; run it before the leads themselves are deleted (their
 * ids are how the rows are found).
 */
export async function eraseAttribution(trx: Transaction<Database> | Db, email: string) {
  let deleted = 0;
  for (const table of LEAD_TABLES) {
    const result = await trx
      .deleteFrom('lead_attribution')
      .where('lead_id', 'in', trx.selectFrom(table).select('id').where('email', '=', email))
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** Deletes attribution rows whose lead no longer exists (a lead deleted by any other path). */
export async function pruneOrphanAttribution(db: Db): Promise<number> {
  let q = db.deleteFrom('lead_attribution');
  for (const table of LEAD_TABLES)
    q = q.where('lead_id', 'not in', db.selectFrom(table).select('id'));
  return Number((await q.executeTakeFirst()).numDeletedRows);
}

export type { Touch, TouchKey };
