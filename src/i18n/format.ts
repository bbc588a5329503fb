import { createFormatter } from 'use-intl/core';
import { localeTags, type Locale } from './routing';

/**
 * A calendar date (`YYYY-MM-DD`) written out for the locale: "September 9, 2025" (`long`), "Sep 9,
 * 2025" / "9 sep 2025" (`medium`), or day and month alone, "Sep 9" / "9 sep" (`dayMonth`).
 */
export function formatDate(
  isoDate: string,
  locale: Locale,
  style: 'long' | 'medium' | 'dayMonth' = 'long',
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'dayMonth' ? { month: 'short', day: 'numeric' } : { dateStyle: style };
  return new Intl.DateTimeFormat(localeTags[locale], { ...options, timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * An amount of money (in currency units, 29.5 for $29.50) as the locale writes it: "$29" in
 * English, "USD 29" in Spanish (the code, so a Mexican reader never takes dollars for pesos).
 * Cents are shown when the amount has them or `cents` asks for them. Ordinary spaces, so the
 * figure reads the same in every text. Arguments in the order of the invoice generator's
 * `formatMoney` (integer cents, currency, language tag): what, in which currency, for whom.
 */
export function formatAmount(
  amount: number,
  currency: string,
  locale: Locale,
  { cents = false }: { cents?: boolean } = {},
): string {
  const digits = cents || !Number.isInteger(amount) ? 2 : 0;
  return createFormatter({ locale: localeTags[locale] })
    .number(amount, {
      style: 'currency',
      currency,
      currencyDisplay: locale === 'es' ? 'code' : 'symbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    .replace(/\u00a0/g, ' ');
}

/** A number as the locale writes it: 8.8, 1,700. */
export function formatNumber(locale: Locale, value: number): string {
  return createFormatter({ locale: localeTags[locale] }).number(value);
}

/** Items joined as the locale lists them: "7, 14, and 30", "7, 14 y 30". */
export function formatList(locale: Locale, items: string[]): string {
  return createFormatter({ locale: localeTags[locale] }).list(items, { type: 'conjunction' });
}

/**
 * A percentage written from basis points: 1600 → "16%" ("16 %" in Spanish); `digits` sets the
 * decimals shown (at least `min`, at most `max`: 110 with `{ min: 2 }` → "1.10%").
 */
export function formatBasisPoints(
  locale: Locale,
  basisPoints: number,
  { min = 0, max = 2 }: { min?: number; max?: number } = {},
): string {
  return createFormatter({ locale: localeTags[locale] })
    .number(basisPoints / 10_000, {
      style: 'percent',
      minimumFractionDigits: min,
      maximumFractionDigits: Math.max(min, max),
    })
    .replace(/\u00a0/g, ' ');
}

/** An amount of Mexican pesos as the articles write it: "$20,000", "$2,133.33" (cents when any). */
export function formatPesos(locale: Locale, amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return createFormatter({ locale: localeTags[locale] })
    .number(amount, {
      style: 'currency',
      currency: 'MXN',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    .replace(/\u00a0/g, ' ');
}

/** A country or region named in the locale's language from its ISO code: "US" → "United States", "Estados Unidos". */
export function formatRegion(locale: Locale, code: string): string {
  return new Intl.DisplayNames([localeTags[locale]], { type: 'region' }).of(code) ?? code;
}

/** The month of a calendar date (`YYYY-MM-DD`), e.g. "February 2026", "febrero de 2026". */
export function formatMonth(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The instant when the clocks of `timeZone` show `hour`:00 on the calendar day `isoDay`. */
export function zonedHour(isoDay: string, hour: number, timeZone: string): Date {
  const guess = new Date(`${isoDay}T${String(hour).padStart(2, '0')}:00:00Z`);
  const shown = Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(guess),
  );
  const offset = ((shown - hour + 36) % 24) - 12; // hours ahead of UTC, within ±12
  return new Date(guess.getTime() - offset * 3_600_000);
}

/** Named formats of the messages that state facts (`{start, time, hour}`). */
export const factFormats = {
  dateTime: { hour: { hour: 'numeric' } },
} as const;
