import { kindOf, type Draft, type DraftStamp } from '../model/draft';
import { evaluate } from '../model/evaluate';
import type { StampedCfdi } from '../cfdi/stamped-xml';

/**
 * Which saved nota de cobro a stamped CFDI came from (docs/decisions/invoice-generator.md, "The
 * stamped CFDI"), and the stamp it keeps (written by the store's `keepStamp`).
 */

/** Most days between the nota de cobro's date and the CFDI's for the two to match. */
export const MATCH_DAYS = 31;

/** "14300.00" in cents, or null when it has more than two significant decimals or is not a number. */
export function xmlCents(value: string): number | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return null;
  const decimals = (m[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) return null;
  return Number(m[1]) * 100 + Number(decimals.padEnd(2, '0'));
}

const days = (a: string, b: string) =>
  Math.abs(Date.parse(`${a.slice(0, 10)}T00:00:00Z`) - Date.parse(`${b.slice(0, 10)}T00:00:00Z`)) /
  86_400_000;

/** The invoices a CFDI may be kept with: not stamped yet, or stamped with this very CFDI. */
export function stampable(cfdi: StampedCfdi, saved: Draft[]): Draft[] {
  return saved.filter(
    (d) => kindOf(d) === 'invoice' && (!d.stamp || d.stamp.uuid === cfdi.timbre.uuid),
  );
}

/**
 * The saved invoice the CFDI was stamped from: the one it is already kept with, else one with the
 * receiver's RFC, the currency and the total of the CFDI, dated at most MATCH_DAYS from it (the
 * nearest date first). Null when none.
 */
export function matchStamped(cfdi: StampedCfdi, saved: Draft[]): Draft | null {
  const list = stampable(cfdi, saved);
  const kept = list.find((d) => d.stamp?.uuid === cfdi.timbre.uuid);
  if (kept) return kept;
  const total = xmlCents(cfdi.total);
  const rfc = cfdi.receptor.rfc.toUpperCase();
  const date = cfdi.fecha.slice(0, 10);
  const found = list
    .filter(
      (d) =>
        d.billTo.taxId.trim().toUpperCase() === rfc &&
        d.currency === cfdi.moneda &&
        total !== null &&
        evaluate(d).totals.total === total &&
        /^\d{4}-\d{2}-\d{2}$/.test(d.issueDate) &&
        days(d.issueDate, date) <= MATCH_DAYS,
    )
    .sort((a, b) => days(a.issueDate, date) - days(b.issueDate, date));
  return found[0] ?? null;
}

/** The stamp a document keeps: the folio fiscal, the certification's date and the XML. */
export const stampOf = (cfdi: StampedCfdi, xml: string): DraftStamp => ({
  uuid: cfdi.timbre.uuid,
  certifiedAt: cfdi.timbre.fechaTimbrado,
  xml,
});
