import { describe, expect, it } from 'vitest';
import { facts } from '@/content/facts';
import { HERO_INVOICE_TERMS_DAYS, heroInvoiceDates } from '@/content/hero-invoice';
import { LOCALE_TAGS, readNamespace } from '../support/messages';

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

describe("the hero's example invoice", () => {
  it('is dated from the day the page is rendered, in that year', () => {
    for (const today of ['2027-03-10', '2031-07-01']) {
      const { due, timeline } = heroInvoiceDates(today);
      const [sent, viewed, before] = timeline;
      expect(due.slice(0, 4)).toBe(today.slice(0, 4));
      expect(daysBetween(sent, due)).toBe(HERO_INVOICE_TERMS_DAYS);
      // Sent and viewed are behind the reader; the highlighted reminder is still to come.
      expect(sent < today && viewed < today && before > today).toBe(true);
    }
  });

  it('sends its reminders on the days of the reminder schedule', () => {
    const { before, after } = facts.reminderSchedule.value;
    const { due, timeline } = heroInvoiceDates('2026-11-23');
    expect(daysBetween(timeline[2], due)).toBe(before);
    expect(timeline[3]).toBe(due);
    expect(daysBetween(due, timeline[4])).toBe(after[0]);
  });

  it('writes no date or year and no reminder day in its messages', () => {
    for (const tag of LOCALE_TAGS) {
      const hero = (readNamespace(tag, 'pages') as { home: { hero: { preview: unknown } } }).home
        .hero.preview as { due: string; timeline: Record<string, string>[] };
      expect(hero.due).toContain('{dueDate}');
      expect(JSON.stringify(hero)).not.toMatch(/\b20\d\d\b|"date"/);
      expect(hero.timeline[2]!.detail).toContain('{reminderDaysBefore}');
      expect(hero.timeline[4]!.detail).toContain('{reminderFirstOverdue}');
    }
  });
});
