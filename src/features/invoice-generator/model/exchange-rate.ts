import { divideHalfUp, parseDecimal } from './money';

/**
 * The TipoCambio of a document not in pesos (`Draft.cfdi.exchangeRate`: pesos per unit of its
 * currency, up to six decimals, as Anexo 20 takes it) and what the document's total is worth in
 * pesos at that rate (docs/decisions/invoice-generator.md, "The payment complement and the MXN
 * equivalent"). Exact: the rate is read digit by digit into millionths, the product is a BigInt,
 * rounded once, half up, to the centavo.
 */

/** The largest TipoCambio accepted: 1,000,000 pesos per unit (in millionths). */
const MAX_EXCHANGE_RATE_MICROS = 1_000_000 * 1_000_000;

/**
 * The TipoCambio typed, in millionths of a peso per unit of the currency (exact: up to six
 * decimals, never a float); null when empty or not a positive number.
 */
export function exchangeRateMicros(text: string): number | null {
  const read = parseDecimal(text.trim(), 6, MAX_EXCHANGE_RATE_MICROS);
  return read.ok && read.value > 0 ? read.value : null;
}

/** `cents` of the currency at `rateMicros` pesos per unit: centavos, rounded once, half up. */
export const pesosAt = (cents: number, rateMicros: number): bigint =>
  divideHalfUp(BigInt(cents) * BigInt(rateMicros), 1_000_000n);

/** "17.2346": millionths written with two to six decimals (trailing zeros past the second dropped). */
export function microsText(value: number): string {
  const whole = Math.floor(value / 1_000_000);
  const fraction = String(value % 1_000_000)
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** "17,234.56": centavos (a BigInt, so no sum overflows) with `tag`'s digit grouping. */
export function pesosText(centavos: bigint, tag: string): string {
  const whole = new Intl.NumberFormat(tag).format(centavos / 100n);
  return `${whole}.${String(centavos % 100n).padStart(2, '0')}`;
}
