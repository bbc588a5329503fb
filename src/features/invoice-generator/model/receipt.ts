import { isRealDate, kindOf, type DocumentStatus, type Draft } from './draft';
import type { Evaluated } from './evaluate';
import { parseAmount, type NumberError } from './money';

/**
 * A receipt's payment in cents, what was paid on the same invoice before it, and what remains due
 * after both; integer cents throughout.
 */
export interface ReceiptFigures {
  paid: number;
  /** Paid by the invoice's earlier receipts (0 for a receipt not made from a saved invoice). */
  earlier: number;
  /** How many earlier receipts `earlier` adds up. */
  earlierCount: number;
  /** What remains due after the earlier receipts and this one; never negative. */
  balance: number;
  /** Field id (`paid-amount`, `paid-date`) → what is wrong with it. */
  errors: Record<string, ReceiptError>;
}

export type ReceiptError = NumberError | 'paidOverTotal' | 'paidOverBalance' | 'dateInvalid';

/** The payments made before this receipt against the same invoice: their sum and count. */
export interface EarlierPayments {
  sum: number;
  count: number;
}

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
const payOrder = (a: Draft, b: Draft) =>
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
 * The payment of a receipt against the document's total and the invoice's earlier receipts, or
 * null for another document. A payment above what remains due is flagged.
 */
export function receiptFigures(
  draft: Draft,
  evaluated: Evaluated,
  before: EarlierPayments = none,
): ReceiptFigures | null {
  if (kindOf(draft) !== 'receipt' || !draft.paid) return null;
  const errors: ReceiptFigures['errors'] = {};
  const total = evaluated.totals.total;
  const remaining = Math.max(0, total - before.sum);
  const typed = draft.paid.amount.trim();
  const read = typed === '' ? ({ ok: true, value: 0 } as const) : parseAmount(typed);
  let paid = 0;
  if (!read.ok) errors['paid-amount'] = read.error;
  else if (read.value > remaining)
    errors['paid-amount'] = before.count > 0 ? 'paidOverBalance' : 'paidOverTotal';
  else paid = read.value;
  if (draft.paid.date && !isRealDate(draft.paid.date)) errors['paid-date'] = 'dateInvalid';
  return {
    paid,
    earlier: before.sum,
    earlierCount: before.count,
    balance: Math.max(0, remaining - paid),
    errors,
  };
}

/** An amount in cents as a receipt's amount field shows it: digits and a point, no grouping. */
export const typedAmount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
