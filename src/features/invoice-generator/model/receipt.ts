import { isRealDate, kindOf, type Draft } from './draft';
import type { Evaluated } from './evaluate';
import { parseAmount, type NumberError } from './money';

/** A receipt's payment in cents and what remains due after it; integer cents throughout. */
export interface ReceiptFigures {
  paid: number;
  balance: number;
  /** Field id (`paid-amount`, `paid-date`) → what is wrong with it. */
  errors: Record<string, ReceiptError>;
}

export type ReceiptError = NumberError | 'paidOverTotal' | 'dateInvalid';

/** The payment of a receipt against the document's total, or null for another document. */
export function receiptFigures(draft: Draft, evaluated: Evaluated): ReceiptFigures | null {
  if (kindOf(draft) !== 'receipt' || !draft.paid) return null;
  const errors: ReceiptFigures['errors'] = {};
  const total = evaluated.totals.total;
  const typed = draft.paid.amount.trim();
  const read = typed === '' ? ({ ok: true, value: 0 } as const) : parseAmount(typed);
  let paid = 0;
  if (!read.ok) errors['paid-amount'] = read.error;
  else if (read.value > total) errors['paid-amount'] = 'paidOverTotal';
  else paid = read.value;
  if (draft.paid.date && !isRealDate(draft.paid.date)) errors['paid-date'] = 'dateInvalid';
  return { paid, balance: total - paid, errors };
}

/** An amount in cents as a receipt's amount field shows it: digits and a point, no grouping. */
export const typedAmount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
