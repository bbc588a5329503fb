import { lastPeriod, periodOn, type Periods } from '@/content/fact-periods';
import { invoiceTaxFacts } from '@/content/invoice-tax-facts';
import { isRealDate } from './draft';

/**
 * Whether a fact of the registry (src/content/facts.ts) is confirmed for a document's date: the
 * registry holds a period that covers it (`factInForceOn`). Past the last day of the last period
 * recorded, nothing confirms the value: the generator asks the visitor to confirm it before it
 * applies it (docs/decisions/invoice-generator.md, "Border regions"). A date being typed, not yet
 * a real day, is confirmed by no period.
 */
export interface FactOnDate {
  /** The registry has a period covering `date`. */
  confirmed: boolean;
  /** The last day the registry confirms the fact (`null`: no end). */
  lastConfirmedDay: string | null;
}

export function factConfirmedOn(key: keyof typeof invoiceTaxFacts, date: string): FactOnDate {
  // The invoice taxes' own module, not the registry: the browser code stays small.
  const fact: Periods<unknown> = invoiceTaxFacts[key];
  if (!isRealDate(date)) return { confirmed: false, lastConfirmedDay: lastPeriod(fact).validUntil };
  const { confirmed, lastConfirmedDay } = periodOn(fact, date);
  return { confirmed, lastConfirmedDay };
}
