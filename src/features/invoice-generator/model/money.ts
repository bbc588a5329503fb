/**
 * Money in integer cents (a JavaScript integer, always within Number.MAX_SAFE_INTEGER), never
 * floats. Products and quotients go through BigInt and are rounded once, half up (a remainder of
 * exactly one half goes to the next cent): docs/decisions/invoice-generator.md.
 */

/** The largest amount a field accepts: 1,000,000,000.00 (any more is a typing mistake). */
export const MAX_AMOUNT_CENTS = 100_000_000_000;
/** The largest quantity: 1,000,000 units, with up to three decimals (kept in thousandths). */
export const MAX_QUANTITY_THOUSANDTHS = 1_000_000_000;

/** An exact rate: `numerator / denominator` (16 % is 1600/10000, two thirds is 2/3). */
export interface Rate {
  numerator: number;
  denominator: number;
}

export const ZERO_RATE: Rate = { numerator: 0, denominator: 1 };

/** A rate of `basisPoints` hundredths of a percent. */
export function basisPoints(bp: number): Rate {
  return { numerator: bp, denominator: 10_000 };
}

/** `numerator / denominator` rounded half up; both non-negative, the denominator positive. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return 2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient;
}

/** `cents × rate`, rounded half up to the cent. */
export function applyRate(cents: number, rate: Rate): number {
  return Number(divideHalfUp(BigInt(cents) * BigInt(rate.numerator), BigInt(rate.denominator)));
}

/** The amount of a line: quantity (thousandths) × unit price (cents), rounded half up. */
export function lineAmount(quantityThousandths: number, unitCents: number): number {
  return Number(divideHalfUp(BigInt(quantityThousandths) * BigInt(unitCents), 1000n));
}

export type NumberError = 'notNumber' | 'negative' | 'tooManyDecimals' | 'tooLarge';
export type Parsed = { ok: true; value: number } | { ok: false; error: NumberError };

/**
 * A non-negative decimal typed by a visitor, as an integer of `10^decimals` units (cents for
 * amounts, thousandths for quantities). Accepts `1234.5`, `1,234.50` (commas between groups of
 * three digits), a leading `$`; rejects anything else.
 */
export function parseDecimal(text: string, decimals: number, max: number): Parsed {
  let s = text.trim().replace(/^\$\s*/, '');
  if (s.startsWith('-'))
    return /^-\s*\$?\s*\d/.test(s)
      ? { ok: false, error: 'negative' }
      : { ok: false, error: 'notNumber' };
  if (/,/.test(s)) {
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(s)) return { ok: false, error: 'notNumber' };
    s = s.replace(/,/g, '');
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(s);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, error: 'notNumber' };
  const whole = match[1] || '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, error: 'tooManyDecimals' };
  if (whole.replace(/^0+/, '').length > 15) return { ok: false, error: 'tooLarge' };
  const value = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (value > max) return { ok: false, error: 'tooLarge' };
  return { ok: true, value };
}

/** An amount of money typed by a visitor, in cents. */
export function parseAmount(text: string): Parsed {
  return parseDecimal(text, 2, MAX_AMOUNT_CENTS);
}

/** A quantity typed by a visitor, in thousandths. */
export function parseQuantity(text: string): Parsed {
  return parseDecimal(text, 3, MAX_QUANTITY_THOUSANDTHS);
}

export type Currency = 'USD' | 'MXN';

/** Cents formatted in `tag`'s conventions (`Intl`), with the currency unambiguous. */
export function formatMoney(cents: number, currency: Currency, tag: string): string {
  return cachedFormat(
    `${tag}|${currency}`,
    () => new Intl.NumberFormat(tag, { style: 'currency', currency }),
  )
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One Intl formatter per key: building one is far slower than using it, and the preview formats on every keystroke. */
export function cachedFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => F,
): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}
