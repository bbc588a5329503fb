import { invoiceTaxFacts as facts } from '@/content/invoice-tax-facts';
import {
  applyRate,
  basisPoints,
  divideHalfUp,
  lineAmount,
  parseDecimal,
  ZERO_RATE,
  type Rate,
} from './money';

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
   * Taxes per concept, as a CFDI states them (Mexico): each concept's tax and withholdings kept at
   * six decimals, the document's each rounded to the cent once, on their sum (the SAT's
   * recommended method). Otherwise (US sales tax) once on the subtotal.
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

/** A line as computeTotals reads it: quantity in thousandths, unit price in cents. */
export interface LineInput {
  quantity: number;
  unitCents: number;
  /** Bears no tax (exempt from IVA, or not subject to sales tax). */
  exempt?: boolean;
}

/** A charge (shipping or other) in cents: never discounted, taxed unless exempt. */
export interface ChargeInput {
  cents: number;
  exempt?: boolean;
}

/** Millionths of the currency unit in a cent: a concept's taxes carry six decimals. */
export const MICROS_PER_CENT = 10_000;

/**
 * One concept of a Mexican document (a line, then each charge), as a CFDI states it: amount,
 * discount and base in cents; its tax and withholdings in millionths of the currency unit (six
 * decimals, the most a CFDI's amounts carry), rounded half up at that scale.
 */
export interface ConceptTaxes {
  amount: number;
  discount: number;
  /** amount − discount: the base of its tax and withholdings (cents). */
  base: number;
  /** IVA transferred, in millionths (53.3328 is 53_332_800). */
  taxMicros: number;
  /** ISR withheld, in millionths. */
  isrMicros: number;
  /** IVA withheld (the share of this concept's IVA), in millionths. */
  taxWithheldMicros: number;
  exempt: boolean;
}

/** `cents × rate` in millionths of the currency unit, rounded half up at six decimals. */
function microsOf(cents: number, rate: Rate): bigint {
  return divideHalfUp(
    BigInt(cents) * BigInt(MICROS_PER_CENT) * BigInt(rate.numerator),
    BigInt(rate.denominator),
  );
}

/** A sum of millionths rounded half up to the cent (the amounts are non-negative). */
const centsOfMicros = (micros: bigint): number =>
  Number(divideHalfUp(micros, BigInt(MICROS_PER_CENT)));

export interface Totals {
  lines: number[];
  subtotal: number;
  discount: number;
  /** Each charge, in cents. */
  charges: number[];
  /** What is charged before taxes: subtotal − discount + charges. */
  taxable: number;
  /** The part of `taxable` that bears the tax (exempt lines and charges left out). */
  taxBase: number;
  tax: number;
  isrWithheld: number;
  taxWithheld: number;
  total: number;
  /** Per concept, for a Mexican document (`rates.perConcept`). */
  concepts?: ConceptTaxes[];
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
 * Every amount of a document, in cents (each line and charge at most MAX_AMOUNT_CENTS, as
 * evaluate() holds them, so every sum stays a safe integer): each line rounded once, the discount
 * (never more than the subtotal, on the lines only), the charges, the tax on what bears it, the
 * withholdings (ISR on the same base as the tax, exempt concepts included; IVA withheld as a share
 * of the IVA already rounded), and the total, which is their exact sum. The discount is shared
 * among the lines in proportion to their amounts, so an exempt line keeps its share out of the
 * tax's base. With `perConcept` (Mexico) each line and charge is a concept whose tax and
 * withholdings are kept at six decimals (the IVA withheld as its share of the concept's IVA at that
 * scale), and each of the document's taxes is their sum rounded once to the cent, the SAT's
 * recommended method for a CFDI (docs/decisions/invoice-generator.md, "Rounding as a CFDI does");
 * otherwise (US sales tax) the tax is rounded once, on the sum of the taxed bases.
 */
export function computeTotals(
  lines: readonly LineInput[],
  discount: Discount,
  rates: TaxRates,
  charges: readonly ChargeInput[] = [],
): Totals {
  const amounts = lines.map((l) => lineAmount(l.quantity, l.unitCents));
  const subtotal = amounts.reduce((a, b) => a + b, 0);
  const wanted = discount.kind === 'amount' ? discount.cents : applyRate(subtotal, discount.rate);
  const discountCents = Math.min(wanted, subtotal);
  const shares = shareDiscount(amounts, discountCents, subtotal);
  const concepts = [
    ...amounts.map((amount, i) => ({ amount, discount: shares[i]!, exempt: !!lines[i]!.exempt })),
    ...charges.map((c) => ({ amount: c.cents, discount: 0, exempt: !!c.exempt })),
  ].map((c) => ({ ...c, base: c.amount - c.discount }));
  const chargesTotal = charges.reduce((n, c) => n + c.cents, 0);
  const taxable = subtotal - discountCents + chargesTotal;
  const taxBase = concepts.reduce((n, c) => n + (c.exempt ? 0 : c.base), 0);
  const figures = (base: number, taxed: number) => {
    const tax = applyRate(taxed, rates.tax);
    return {
      tax,
      isr: rates.isr ? applyRate(base, rates.isr) : 0,
      taxWithheld: rates.taxWithholding ? applyRate(tax, rates.taxWithholding) : 0,
    };
  };
  let whole;
  let perConcept: ConceptTaxes[] | undefined;
  if (rates.perConcept) {
    const sums = { tax: 0n, isr: 0n, taxWithheld: 0n };
    perConcept = concepts.map((c) => {
      const tax = c.exempt ? 0n : microsOf(c.base, rates.tax);
      const isr = rates.isr ? microsOf(c.base, rates.isr) : 0n;
      const withholding = rates.taxWithholding;
      const taxWithheld = withholding
        ? divideHalfUp(tax * BigInt(withholding.numerator), BigInt(withholding.denominator))
        : 0n;
      sums.tax += tax;
      sums.isr += isr;
      sums.taxWithheld += taxWithheld;
      return {
        ...c,
        taxMicros: Number(tax),
        isrMicros: Number(isr),
        taxWithheldMicros: Number(taxWithheld),
      };
    });
    whole = {
      tax: centsOfMicros(sums.tax),
      isr: centsOfMicros(sums.isr),
      taxWithheld: centsOfMicros(sums.taxWithheld),
    };
  } else whole = figures(taxable, taxBase);
  return {
    lines: amounts,
    subtotal,
    discount: discountCents,
    charges: charges.map((c) => c.cents),
    taxable,
    taxBase,
    tax: whole.tax,
    isrWithheld: whole.isr,
    taxWithheld: whole.taxWithheld,
    total: taxable + whole.tax - whole.isr - whole.taxWithheld,
    ...(perConcept ? { concepts: perConcept } : {}),
  };
}
