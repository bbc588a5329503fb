import { kindOf, type DocumentStatus, type Draft } from './draft';
import { evaluate } from './evaluate';
import { parseAmount } from './money';
import type { EarlierPayments } from './receipt';

/**
 * The payments made against each invoice: its saved receipts, each naming the invoice's document
 * id (`Payment.invoiceId`). Loaded with the storage code (store/database.ts re-exports it as
 * `payments`), not in the page's first load: there are no saved receipts before the store is read.
 */

const none: EarlierPayments = { sum: 0, count: 0 };

/** The amount a receipt records as paid, in cents (0 when unreadable or not a receipt). */
export function paidAmount(d: Draft): number {
  if (kindOf(d) !== 'receipt' || !d.paid) return 0;
  const read = parseAmount(d.paid.amount.trim() || '0');
  return read.ok ? read.value : 0;
}

/** The receipts saved against an invoice (by its document id). */
export const receiptsOf = (invoiceId: string, documents: readonly Draft[]) =>
  documents.filter((d) => kindOf(d) === 'receipt' && d.paid?.invoiceId === invoiceId);

/** Receipts in the order they were paid: payment date, then number, then id. */
export const payOrder = (a: Draft, b: Draft) =>
  (a.paid?.date ?? '').localeCompare(b.paid?.date ?? '') ||
  a.number.localeCompare(b.number, undefined, { numeric: true }) ||
  a.id.localeCompare(b.id);

/**
 * What the invoice's other receipts paid before this one (earlier in payment order), from the
 * saved documents; none for a receipt not made from an invoice.
 */
export function earlierPayments(receipt: Draft, documents: readonly Draft[]): EarlierPayments {
  const invoiceId = receipt.paid?.invoiceId;
  if (kindOf(receipt) !== 'receipt' || !invoiceId) return none;
  const earlier = receiptsOf(invoiceId, documents).filter(
    (d) => d.id !== receipt.id && payOrder(d, receipt) < 0,
  );
  return { sum: earlier.reduce((s, d) => s + paidAmount(d), 0), count: earlier.length };
}

/** Everything the saved receipts of an invoice paid, in cents. */
export const paidOn = (invoiceId: string, documents: readonly Draft[]) =>
  receiptsOf(invoiceId, documents).reduce((s, d) => s + paidAmount(d), 0);

/** What a new receipt for the invoice proposes: its total less every payment saved; never < 0. */
export const stillDue = (invoiceId: string, total: number, documents: readonly Draft[]) =>
  Math.max(0, total - paidOn(invoiceId, documents));

/**
 * The status an invoice's payments give it: paid when they reach its total, partly paid when some
 * was paid; with nothing paid, an invoice its receipts had marked (partly) paid is back to sent,
 * and any other status (draft, sent, set by the visitor) stays. Null: no change.
 */
export function statusFromPayments(
  invoice: Draft,
  total: number,
  paid: number,
): DocumentStatus | null {
  const now = invoice.status ?? 'draft';
  const next: DocumentStatus =
    paid > 0 && paid >= total
      ? 'paid'
      : paid > 0
        ? 'partlyPaid'
        : now === 'paid' || now === 'partlyPaid'
          ? 'sent'
          : now;
  return next === now ? null : next;
}

/**
 * The status an invoice gets after one of its receipts was written, deleted or put back, read from
 * the saved documents (`open`: the open document, as typed): the invoice's id and its new status,
 * or null when nothing changes.
 */
export function invoiceStatusAfter(
  receipt: Draft | null,
  documents: readonly Draft[],
  open: Draft,
): [string, DocumentStatus] | null {
  const invoiceId = receipt?.paid?.invoiceId;
  if (!invoiceId) return null;
  const invoice = invoiceId === open.id ? open : documents.find((d) => d.id === invoiceId);
  if (!invoice || kindOf(invoice) !== 'invoice') return null;
  const next = statusFromPayments(
    invoice,
    evaluate(invoice).totals.total,
    paidOn(invoiceId, documents),
  );
  return next ? [invoiceId, next] : null;
}
