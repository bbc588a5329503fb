import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factValues } from '@/content/fact-messages';
import { formatMessage, lookupMessage } from '@/i18n/translate';
import {
  DATA_TABLES,
  PERSONAL_TABLES,
  allPeriods,
  describeKept,
  periodValue,
} from '@/server/personal-data';
import { readNamespace } from '../support/messages';

// The README, the privacy policy and the code say the same retention periods: the code reads
// them from the personal-data registry (src/server/personal-data), whose periods are facts; the
// policy states each through an ICU argument of the facts' messages; the README's table is the
// registry's, written out.

const locales = { 'en-US': 'en', 'es-MX': 'es' } as const;

interface Legal {
  sections: { id: string; subsections: { paragraphs?: string[]; items?: string[] }[] }[];
}
/** The text of a section of the privacy policy, in one language. */
const section = (tag: string, id: string) =>
  (readNamespace(tag, 'privacyPolicy') as Legal).sections
    .find((s) => s.id === id)!
    .subsections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.items ?? [])])
    .join('\n');

/** The README's retention table, as rows of trimmed cells. */
function readmeTable(): string[][] {
  const readme = readFileSync(path.resolve('README.md'), 'utf8');
  const start = readme.indexOf('| table | holds | kept |');
  expect(start, 'the README has a retention table').toBeGreaterThan(-1);
  const lines = readme.slice(start).split('\n');
  const table = lines.slice(
    0,
    lines.findIndex((l) => !l.startsWith('|')),
  );
  return table.slice(2).map((l) =>
    l
      .slice(1, -1)
      .split(' | ')
      .map((c) => c.trim()),
  );
}

describe('the retention periods', () => {
  it('are stated by the privacy policy in both languages, each with the registry’s value', async () => {
    for (const [tag, locale] of Object.entries(locales)) {
      const retention = section(tag, 'data-retention');
      const values = await factValues(locale);
      const units = readNamespace(tag, 'facts');
      for (const { table, name, period } of allPeriods()) {
        expect(retention, `${tag}: ${table}.${name}`).toContain(`{${period.policyArgument}}`);
        const unit = lookupMessage(units, `units.${period.unit}`)!;
        expect(values[period.policyArgument], `${tag}: ${table}.${name}`).toBe(
          formatMessage(locale, unit, { count: periodValue(period) }),
        );
      }
    }
  });

  it('are the README’s: its table lists every personal table with what the registry keeps', () => {
    expect(readmeTable()).toEqual(
      PERSONAL_TABLES.map((t) => [`\`${t}\``, DATA_TABLES[t].holds, describeKept(t)]),
    );
  });

  it('leave nothing without an end or a stated reason, and the policy says so per category', () => {
    for (const table of PERSONAL_TABLES) {
      const { kept, periods } = DATA_TABLES[table] as { kept: string; periods: object };
      // A table with no period of its own goes with its records, or says why it stays.
      if (Object.keys(periods).length === 0)
        expect(kept, table).toMatch(/with |because|what stops/);
    }
    const categories = {
      'en-US': [/record of each consent/, /suppression list[^.]*because/, /How you found/],
      'es-MX': [
        /registro de cada consentimiento/,
        /lista de exclusión[^.]*porque/,
        /Cómo llegaste/,
      ],
    };
    for (const [tag, said] of Object.entries(categories))
      for (const pattern of said) expect(section(tag, 'data-retention')).toMatch(pattern);
  });
});
