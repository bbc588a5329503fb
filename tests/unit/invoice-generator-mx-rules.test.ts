import { describe, expect, it } from 'vitest';
import { factValues } from '@/content/fact-messages';
import { facts, latestPeriod } from '@/content/facts';
import { fill } from '@/features/invoice-generator/fill';
import { addDays, evaluate } from '@/features/invoice-generator/model/evaluate';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { readDraft } from '@/features/invoice-generator/model/draft-schema';
import { factConfirmedOn } from '@/features/invoice-generator/model/fact-dates';
import { message } from '../support/messages';

/** Issue 40: the generator's Mexican rules, each as the world has it (tests/support/clock.ts). */

const today = () => new Date().toISOString().slice(0, 10);

function border(issueDate: string, confirmed?: boolean): Draft {
  const d = emptyDraft(issueDate, 'NCO-2026-0001', 'es');
  return {
    ...d,
    iva: 'border',
    ...(confirmed === undefined ? {} : { ivaBorderConfirmed: confirmed }),
    lines: [{ id: 'a', description: 'Diseño', quantity: '1', unitPrice: '1000' }],
  };
}

describe('a rate past its decree (issue 40 §1)', () => {
  // The border rate's last day the registry confirms (a successor, once recorded, moves it).
  const lastDay = latestPeriod('mxIvaBorderRate').validUntil;

  it('is confirmed only within a period of the registry', () => {
    const first = facts.mxIvaBorderRate.validFrom;
    expect(factConfirmedOn('mxIvaBorderRate', first).confirmed).toBe(true);
    expect(factConfirmedOn('mxIvaBorderRate', 'not a date').confirmed).toBe(false);
    expect(factConfirmedOn('mxIvaRate', today()).confirmed).toBe(true);
    if (lastDay) {
      expect(factConfirmedOn('mxIvaBorderRate', lastDay)).toEqual({
        confirmed: true,
        lastConfirmedDay: lastDay,
      });
      expect(factConfirmedOn('mxIvaBorderRate', addDays(lastDay, 1))).toEqual({
        confirmed: false,
        lastConfirmedDay: lastDay,
      });
    }
  });

  it('applies 8 % past the last confirmed day only once the visitor confirms it', () => {
    if (!lastDay) return; // a decree with no end needs no confirmation
    const after = addDays(lastDay, 1);
    const pending = evaluate(border(after));
    expect(pending.ivaBorderPending).toBe(true);
    expect(pending.totals.tax).toBe(16_000); // the general rate, 16 % of 1,000.00
    expect(evaluate(border(after, false)).totals.tax).toBe(16_000);
    const confirmed = evaluate(border(after, true));
    expect(confirmed.ivaBorderPending).toBe(false);
    expect(confirmed.totals.tax).toBe(8_000);
    // Within the decree's period nothing is asked.
    const within = evaluate(border(lastDay));
    expect([within.ivaBorderPending, within.totals.tax]).toEqual([false, 8_000]);
    // The confirmation is kept in the draft format (older drafts without it still read).
    const read = readDraft(JSON.parse(JSON.stringify(border(after, true))));
    expect(read?.ivaBorderConfirmed).toBe(true);
  });

  it('a document dated today (the clock of the run) past the decree needs the confirmation', () => {
    const d = border(today());
    const stale = !factConfirmedOn('mxIvaBorderRate', today()).confirmed;
    expect(evaluate(d).ivaBorderPending).toBe(stale);
    expect(evaluate(d).totals.tax).toBe(stale ? 16_000 : 8_000);
  });

  it('says in both languages what could not be confirmed and since when', async () => {
    for (const [tag, locale, day] of [
      ['en-US', 'en', 'December 31, 2025'],
      ['es-MX', 'es', '31 de diciembre de 2025'],
    ] as const) {
      const values = await factValues(locale, today());
      const confirm = fill(message(tag, 'invoice-generator', 'ui.ivaBorderConfirm'), values);
      const pending = fill(message(tag, 'invoice-generator', 'ui.ivaBorderPending'), values);
      if (lastDay === '2025-12-31') {
        expect(confirm).toContain(day);
        expect(pending).toContain(day);
      }
      expect(confirm).toContain(values.mxIvaRate!);
      expect(pending).toContain(values.mxIvaRate!);
    }
  });
});
