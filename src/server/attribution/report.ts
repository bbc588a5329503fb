import 'server-only';
import type { FeatureId } from '@/lib/forms/features';
import type { Db } from '../db';
import type { LeadAttributionTable } from '../db/schema';
import { LEAD_FEATURES } from '../personal-data';

// The marketing team's report: leads per feature since a date, counted by where they came from
// (`npm run ops -- report leads`).

type Row = LeadAttributionTable;
type TouchName = 'first' | 'last';

const NOT_RECORDED = '(not recorded)';

function recorded(row: Row): boolean {
  return Object.entries(row).some(
    ([k, v]) => (k.startsWith('first_') || k.startsWith('last_')) && v !== null,
  );
}

/**
 * What a report can group by, read from the chosen touch. `source` is utm_source, else the
 * referring site, else "(direct)"; `medium` is utm_medium, else "referral" for a referring site,
 * else "(none)". A lead sent without JavaScript has nothing recorded: "(not recorded)".
 */
export const REPORT_DIMENSIONS = {
  source: (r: Row, t: TouchName) => r[`${t}_utm_source`] ?? r[`${t}_referrer_host`] ?? '(direct)',
  medium: (r: Row, t: TouchName) =>
    r[`${t}_utm_medium`] ?? (r[`${t}_referrer_host`] ? 'referral' : '(none)'),
  campaign: (r: Row, t: TouchName) => r[`${t}_utm_campaign`] ?? '(none)',
  term: (r: Row, t: TouchName) => r[`${t}_utm_term`] ?? '(none)',
  content: (r: Row, t: TouchName) => r[`${t}_utm_content`] ?? '(none)',
  referrer: (r: Row, t: TouchName) => r[`${t}_referrer_host`] ?? '(none)',
  landing: (r: Row, t: TouchName) => r[`${t}_landing_path`] ?? '(none)',
  language: (r: Row, t: TouchName) => r[`${t}_language`] ?? '(none)',
} as const;
export type ReportDimension = keyof typeof REPORT_DIMENSIONS;

export interface LeadsReportOptions {
  since: Date;
  by: ReportDimension[];
  touch: TouchName;
}

export interface FeatureReport {
  feature: FeatureId;
  total: number;
  /** One group per combination of the dimensions' values, most leads first. */
  groups: { values: string[]; leads: number }[];
}

/**
 * Counts the leads stored since `since`, per feature that stores leads (the personal-data
 * registry's lead tables; a data-deletion request is not one), by the chosen dimensions of one
 * touch.
 */
export async function leadsReport(db: Db, options: LeadsReportOptions): Promise<FeatureReport[]> {
  const rows = await db
    .selectFrom('lead_attribution')
    .selectAll()
    .where('created_at', '>=', options.since.toISOString())
    .execute();
  return LEAD_FEATURES.map((feature) => {
    const counts = new Map<string, { values: string[]; leads: number }>();
    const mine = rows.filter((r) => r.feature === feature);
    for (const row of mine) {
      const values = options.by.map((d) =>
        recorded(row) ? REPORT_DIMENSIONS[d](row, options.touch) : NOT_RECORDED,
      );
      const key = JSON.stringify(values);
      const group = counts.get(key) ?? { values, leads: 0 };
      group.leads += 1;
      counts.set(key, group);
    }
    const groups = [...counts.values()].sort(
      (a, b) => b.leads - a.leads || a.values.join('\u0000').localeCompare(b.values.join('\u0000')),
    );
    return { feature, total: mine.length, groups };
  });
}

/** `30d`, `12h` or an ISO 8601 date, as the start of the report's period. */
export function parseSince(text: string, now = new Date()): Date {
  const relative = /^(\d{1,5})([dh])$/.exec(text);
  if (relative) {
    const hours = Number(relative[1]) * (relative[2] === 'd' ? 24 : 1);
    return new Date(now.getTime() - hours * 3_600_000);
  }
  const date = /^\d{4}-\d{2}-\d{2}/.test(text) ? new Date(text) : new Date(NaN);
  if (Number.isNaN(date.getTime()))
    throw new Error(`--since: "${text}" is neither a period (30d, 12h) nor a date (2026-01-31).`);
  return date;
}

/** `source,medium,…` as dimensions; an unknown name is an error naming the known ones. */
export function parseDimensions(text: string): ReportDimension[] {
  const names = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const known = Object.keys(REPORT_DIMENSIONS);
  const unknown = names.filter((n) => !known.includes(n));
  if (!names.length || unknown.length)
    throw new Error(`--by: unknown "${unknown.join(',')}". Dimensions: ${known.join(', ')}`);
  return names as ReportDimension[];
}

/** The report as plain-text tables, one per feature, columns aligned. */
export function formatLeadsReport(reports: FeatureReport[], options: LeadsReportOptions): string {
  const lines = [
    `Leads since ${options.since.toISOString()} by ${options.by.join(', ')} (${options.touch} touch)`,
  ];
  for (const { feature, total, groups } of reports) {
    lines.push('', `${feature}: ${total} lead${total === 1 ? '' : 's'}`);
    if (!total) continue;
    const table = [[...options.by, 'leads'], ...groups.map((g) => [...g.values, String(g.leads)])];
    const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
    for (const [n, row] of table.entries()) {
      lines.push(
        '  ' +
          row
            .map((cell, i) =>
              i === row.length - 1 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!),
            )
            .join('  '),
      );
      if (n === 0) lines.push('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
    }
  }
  return lines.join('\n') + '\n';
}
