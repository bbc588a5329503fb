import { factOn, type FactKey } from '@/content/facts';
import { isRealDate } from './draft';

/**
 * Whether a fact of the registry (src/content/facts.ts) is confirmed for a document's date: the
 * registry holds a period (or a successor) that covers it. Past the last day of the last period
 * recorded, nothing confirms the value: the generator asks the visitor to confirm it before it
 * applies it (docs/decisions/invoice-generator.md, "Border regions"). Kept here, small, so it can
 * be swapped for a registry function later; it reads only the registry's exports.
 */
export interface FactOnDate {
  /** The registry has a period covering `date`. */
  confirmed: boolean;
  /** The last day the registry confirms on or before `date` (`null`: no end). */
  lastConfirmedDay: string | null;
}

export function factConfirmedOn(key: FactKey, date: string): FactOnDate {
  const { entry } = factOn(key, isRealDate(date) ? date : '9999-12-31');
  const until = entry.validUntil;
  // A date that cannot be read is not confirmed by any period.
  const confirmed = isRealDate(date) && (until === null || date <= until);
  return { confirmed, lastConfirmedDay: until };
}
