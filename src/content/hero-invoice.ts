import { facts } from './facts';

/** Payment terms of the example invoice the home page's hero shows, in days. */
export const HERO_INVOICE_TERMS_DAYS = 30;

/** Days before the day the page is rendered that the example invoice was sent (viewed the next). */
const SENT_DAYS_BEFORE_RENDER = 2;

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface HeroInvoiceDates {
  /** Due date, ISO `YYYY-MM-DD`. */
  due: string;
  /**
   * The dates of the preview's timeline, in the order of its messages
   * (`pages.home.hero.preview.timeline`): sent, viewed, the reminder before the due date, the due
   * date's notice and the first reminder after it.
   */
  timeline: [sent: string, viewed: string, before: string, onDue: string, firstOverdue: string];
}

/**
 * The dates of the hero's example invoice as a page rendered on `today` (ISO date) shows them: sent
 * two days earlier on net-30 terms, so the invoice always belongs to the current season and year,
 * with its reminders on the days of the reminder schedule fact (src/content/facts.ts). The next
 * reminder, highlighted in the preview, is still to come.
 */
export function heroInvoiceDates(today: string): HeroInvoiceDates {
  const sent = addDays(today, -SENT_DAYS_BEFORE_RENDER);
  const due = addDays(sent, HERO_INVOICE_TERMS_DAYS);
  const { before, after } = facts.reminderSchedule.value;
  return {
    due,
    timeline: [sent, addDays(sent, 1), addDays(due, -before), due, addDays(due, after[0])],
  };
}
