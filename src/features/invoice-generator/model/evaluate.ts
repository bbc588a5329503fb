import {
  lineAmount,
  MAX_AMOUNT_CENTS,
  parseAmount,
  parseDecimal,
  parseQuantity,
  type NumberError,
} from './money';
import { isRealDate, type Draft } from './draft';
import { factConfirmedOn } from './fact-dates';
import {
  computeTotals,
  mexicanRates,
  MAX_SALES_TAX_PERCENT,
  parseSalesTax,
  type Discount,
  type TaxRates,
  type Totals,
} from './taxes';

/** What can be wrong with a field; each has a message in the page's language. */
export type FieldError =
  | NumberError
  | 'discountTooLarge'
  | 'salesTaxTooHigh'
  | 'discountPercentTooHigh'
  | 'dateInvalid'
  | 'dueBeforeIssue';

/** The largest percentage discount: the whole subtotal. */
export const MAX_DISCOUNT_PERCENT = 100;

/**
 * The ICU argument of a field error's message: the limit a value past it is told ("Sales tax is at
 * most 25%"), so the message says what is out of range rather than guessing at extra digits. The
 * other messages have no argument and ignore it.
 */
export const fieldErrorValues = (error: string) => ({
  max: error === 'salesTaxTooHigh' ? MAX_SALES_TAX_PERCENT : MAX_DISCOUNT_PERCENT,
});

export interface Evaluated {
  totals: Totals;
  /** Each line's quantity (thousandths) and unit price (cents) as read; a wrong value is 0. */
  lines: { quantity: number; unitCents: number }[];
  /** Each charge's amount (cents) as read; a wrong value is 0. */
  charges: number[];
  rates: TaxRates;
  dueDate: string;
  /**
   * The border rate was chosen for a date past the decree's last confirmed day and not confirmed:
   * the general rate applies and the field says why.
   */
  ivaBorderPending: boolean;
  /** Field id (`issueDate`, `line-<id>-unitPrice`, …) → what is wrong with it. */
  errors: Record<string, FieldError>;
}

const TERM_DAYS = { receipt: 0, net15: 15, net30: 30, net60: 60 } as const;

export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The draft's amounts in cents, its due date and every field error; a wrong value counts as 0. */
export function evaluate(draft: Draft): Evaluated {
  const errors: Record<string, FieldError> = {};
  const lines = draft.lines.map((line) => {
    const quantity =
      line.quantity.trim() === '' ? { ok: true as const, value: 0 } : parseQuantity(line.quantity);
    const unit =
      line.unitPrice.trim() === '' ? { ok: true as const, value: 0 } : parseAmount(line.unitPrice);
    if (!quantity.ok) errors[`line-${line.id}-quantity`] = quantity.error;
    if (!unit.ok) errors[`line-${line.id}-unitPrice`] = unit.error;
    if (!quantity.ok || !unit.ok) return { quantity: 0, unitCents: 0 };
    // A line's amount is held to the same ceiling as any amount, so totals stay exact integers.
    if (lineAmount(quantity.value, unit.value) > MAX_AMOUNT_CENTS) {
      errors[`line-${line.id}-quantity`] = 'tooLarge';
      return { quantity: 0, unitCents: 0 };
    }
    return { quantity: quantity.value, unitCents: unit.value };
  });

  const charges = (draft.charges ?? []).map((charge) => {
    if (charge.amount.trim() === '') return 0;
    const read = parseAmount(charge.amount);
    if (read.ok) return read.value;
    errors[`charge-${charge.id}-amount`] = read.error;
    return 0;
  });

  let discount: Discount = { kind: 'amount', cents: 0 };
  if (draft.discount.trim() !== '') {
    const parsed =
      draft.discountKind === 'amount'
        ? parseAmount(draft.discount)
        : parseDecimal(draft.discount.replace(/\s*%$/, ''), 4, MAX_DISCOUNT_PERCENT * 10_000);
    if (!parsed.ok)
      // Past 100 % is out of range, not a number with extra digits.
      errors.discount =
        parsed.error === 'tooLarge' && draft.discountKind === 'percent'
          ? 'discountPercentTooHigh'
          : parsed.error;
    else
      discount =
        draft.discountKind === 'amount'
          ? { kind: 'amount', cents: parsed.value }
          : { kind: 'percent', rate: { numerator: parsed.value, denominator: 1_000_000 } };
  }

  let rates: TaxRates;
  const ivaBorderPending =
    draft.senderCountry === 'mx' &&
    draft.iva === 'border' &&
    !draft.ivaBorderConfirmed &&
    !factConfirmedOn('mxIvaBorderRate', draft.issueDate).confirmed;
  if (draft.senderCountry === 'mx')
    rates = mexicanRates(ivaBorderPending ? 'general' : draft.iva, draft.withholding);
  else {
    const sales = parseSalesTax(draft.salesTax);
    if (!sales.ok) errors.salesTax = sales.error === 'tooLarge' ? 'salesTaxTooHigh' : sales.error;
    rates = {
      tax: sales.ok ? sales.rate : { numerator: 0, denominator: 1 },
      isr: null,
      taxWithholding: null,
    };
  }

  const totals = computeTotals(
    lines.map((l, i) => ({ ...l, exempt: draft.lines[i]!.exempt })),
    discount,
    rates,
    charges.map((cents, i) => ({ cents, exempt: draft.charges![i]!.exempt })),
  );
  if (discount.kind === 'amount' && discount.cents > totals.subtotal)
    errors.discount = 'discountTooLarge';

  if (!isRealDate(draft.issueDate)) errors.issueDate = 'dateInvalid';
  let dueDate = '';
  if (draft.terms === 'date') {
    if (!isRealDate(draft.dueDate)) errors.dueDate = 'dateInvalid';
    else if (!errors.issueDate && draft.dueDate < draft.issueDate)
      errors.dueDate = 'dueBeforeIssue';
    else dueDate = draft.dueDate;
  } else if (!errors.issueDate) dueDate = addDays(draft.issueDate, TERM_DAYS[draft.terms]);

  return { totals, lines, charges, rates, dueDate, ivaBorderPending, errors };
}
