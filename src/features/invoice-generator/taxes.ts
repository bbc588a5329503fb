import { facts } from '@/content/facts';
import { applyRate, basisPoints, lineAmount, parseDecimal, ZERO_RATE, type Rate } from './money';

/** How the sender charges IVA in Mexico: general rate, northern border region, export of services. */
export type IvaKind = 'general' | 'border' | 'export';
/** What a persona moral withholds from a persona física: nothing, ISR on fees, ISR under RESICO. */
export type Withholding = 'none' | 'honorarios' | 'resico';

export const IVA_RATES: Record<IvaKind, Rate> = {
  general: basisPoints(facts.mxIvaRate.value),
  border: basisPoints(facts.mxIvaBorderRate.value),
  export: basisPoints(facts.mxIvaExportRate.value),
};

export const ISR_WITHHOLDING: Record<Exclude<Withholding, 'none'>, Rate> = {
  honorarios: basisPoints(facts.mxIsrHonorariosWithholding.value),
  resico: basisPoints(facts.mxResicoIsrWithholding.value),
};

/** The share of the IVA withheld by a persona moral (two thirds), applied to the IVA in cents. */
export const IVA_WITHHOLDING_SHARE: Rate = {
  numerator: facts.mxIvaWithholdingFraction.value.numerator,
  denominator: facts.mxIvaWithholdingFraction.value.denominator,
};

/** The largest US sales tax rate accepted (combined state and local rates stay far below). */
export const MAX_SALES_TAX_PERCENT = 25;

/** A US sales tax percentage typed by the visitor (up to four decimals) as an exact rate. */
export function parseSalesTax(
  text: string,
):
  | { ok: true; rate: Rate }
  | { ok: false; error: 'notNumber' | 'negative' | 'tooManyDecimals' | 'tooLarge' } {
  if (text.trim() === '') return { ok: true, rate: ZERO_RATE };
  const parsed = parseDecimal(text.replace(/\s*%$/, ''), 4, MAX_SALES_TAX_PERCENT * 10_000);
  if (!parsed.ok) return parsed;
  return { ok: true, rate: { numerator: parsed.value, denominator: 1_000_000 } };
}

/** The rates one invoice applies. */
export interface TaxRates {
  /** Sales tax (US) or IVA (Mexico) on the amount after discount. */
  tax: Rate;
  /** ISR withheld by the client, on the amount after discount. */
  isr: Rate | null;
  /** Withhold this share of the tax (two thirds of the IVA). */
  taxWithholding: Rate | null;
  /**
   * Taxes per concept, as a CFDI states them (Mexico): each line's tax and withholdings rounded to
   * the cent, the invoice's the sum of the lines'. Otherwise (US sales tax) once on the subtotal.
   */
  perConcept?: boolean;
}

export function mexicanRates(iva: IvaKind, withholding: Withholding): TaxRates {
  return {
    tax: IVA_RATES[iva],
    isr: withholding === 'none' ? null : ISR_WITHHOLDING[withholding],
    taxWithholding: withholding === 'none' ? null : IVA_WITHHOLDING_SHARE,
    perConcept: true,
  };
}

export type Discount = { kind: 'amount'; cents: number } | { kind: 'percent'; rate: Rate };

export interface Totals {
  lines: number[];
  subtotal: number;
  discount: number;
  taxable: number;
  tax: number;
  isrWithheld: number;
  taxWithheld: number;
  total: number;
}

/**
 * The discount shared among the lines in proportion to their amounts, in whole cents that add up
 * to it exactly (the cents left by rounding down go to the largest remainders, then the first
 * lines): a CFDI carries each concept's discount. `discount` is at most the sum of `amounts`.
 */
function shareDiscount(amounts: readonly number[], discount: number, subtotal: number): number[] {
  if (discount === 0 || subtotal === 0) return amounts.map(() => 0);
  const parts = amounts.map((amount, index) => {
    const exact = BigInt(discount) * BigInt(amount);
    return { index, cents: exact / BigInt(subtotal), rest: exact % BigInt(subtotal) };
  });
  let left = discount - parts.reduce((sum, p) => sum + Number(p.cents), 0);
  const byRest = [...parts].sort((a, b) =>
    a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1,
  );
  for (const part of byRest) {
    if (left === 0) break;
    if (part.rest === 0n) continue;
    part.cents += 1n;
    left -= 1;
  }
  return parts.map((p) => Number(p.cents));
}

/**
 * Every amount of an invoice, in cents (each line at most MAX_AMOUNT_CENTS, as evaluate() holds
 * them, so every sum stays a safe integer): each line rounded once, the discount (never more than
 * the subtotal), the tax on what remains, the withholdings (ISR on the same base, IVA withheld as
 * a share of the IVA already rounded), and the total, which is their exact sum. With `perConcept`
 * (Mexico) the discount is shared among the lines and the tax and withholdings are rounded line
 * by line and added up, as a CFDI of the same lines states them
 * (docs/decisions/invoice-generator.md, "Rounding as a CFDI does").
 */
export function computeTotals(
  lines: readonly { quantity: number; unitCents: number }[],
  discount: Discount,
  rates: TaxRates,
): Totals {
  const amounts = lines.map((l) => lineAmount(l.quantity, l.unitCents));
  const subtotal = amounts.reduce((a, b) => a + b, 0);
  const wanted = discount.kind === 'amount' ? discount.cents : applyRate(subtotal, discount.rate);
  const discountCents = Math.min(wanted, subtotal);
  const taxable = subtotal - discountCents;
  const bases = rates.perConcept
    ? shareDiscount(amounts, discountCents, subtotal).map((share, i) => amounts[i]! - share)
    : [taxable];
  let tax = 0;
  let isrWithheld = 0;
  let taxWithheld = 0;
  for (const base of bases) {
    const baseTax = applyRate(base, rates.tax);
    tax += baseTax;
    if (rates.isr) isrWithheld += applyRate(base, rates.isr);
    if (rates.taxWithholding) taxWithheld += applyRate(baseTax, rates.taxWithholding);
  }
  return {
    lines: amounts,
    subtotal,
    discount: discountCents,
    taxable,
    tax,
    isrWithheld,
    taxWithheld,
    total: taxable + tax - isrWithheld - taxWithheld,
  };
}
