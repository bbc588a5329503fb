import { isRealDate, kindOf, type Draft } from './draft';
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

/** The payments made before a receipt against the same invoice (model/payments.ts): sum, count. */
export interface EarlierPayments {
  sum: number;
  count: number;
}

const none: EarlierPayments = { sum: 0, count: 0 };

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
