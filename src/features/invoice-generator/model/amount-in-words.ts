import type { Currency } from './money';

/**
 * The amount in words a Mexican document carries beside its total ("importe con letra"), as
 * Mexican invoices write it: the whole pesos in capitals, then the cents over a hundred and the
 * currency's abbreviation — "VEINTICINCO MIL PESOS 00/100 M.N." — and the same in English for the
 * English side of a document ("TWENTY-FIVE THOUSAND PESOS 00/100 M.N.").
 *
 * Written here rather than taken from a package: the number-to-words packages tried (to-words
 * 5.7.0, n2words 4.0.0) write "veintiuno mil" and "treinta y uno millones" where Spanish shortens
 * the number before a noun ("veintiún mil", "treinta y un millones"), and a document a client
 * receives cannot carry that. tests/unit/invoice-generator-amount-in-words.test.ts reads every
 * figure back (fast-check) and pins the shortened forms.
 */

const UNITS_ES = [
  '',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS_ES = [
  '',
  '',
  '',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
];
const HUNDREDS_ES = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/**
 * 0–999 in Spanish words; `beforeNoun`: the number stands before a noun ("mil", "millones",
 * "pesos"), so "uno" ends as "un" ("veintiún", "treinta y un", "ciento un").
 */
function hundredsEs(n: number, beforeNoun: boolean): string {
  if (n === 100) return 'cien';
  const words: string[] = [];
  if (n >= 100) words.push(HUNDREDS_ES[Math.floor(n / 100)]!);
  const rest = n % 100;
  if (rest > 0) {
    let part: string;
    if (rest < 30) part = UNITS_ES[rest]!;
    else {
      const unit = rest % 10;
      part = TENS_ES[Math.floor(rest / 10)]! + (unit ? ` y ${UNITS_ES[unit]}` : '');
    }
    if (beforeNoun && part.endsWith('uno'))
      part = part === 'veintiuno' ? 'veintiún' : `${part.slice(0, -3)}un`;
    words.push(part);
  }
  return words.join(' ');
}

/** A whole number (0 to 999,999,999,999) in Spanish words, before a noun (pesos, dólares). */
function integerEs(n: number): string {
  if (n === 0) return 'cero';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const units = n % 1000;
  const words: string[] = [];
  if (millions > 0) {
    if (millions === 1) words.push('un millón');
    else {
      // Thousands of millions: "mil millones", "dos mil millones", "veintiún mil millones".
      const high = Math.floor(millions / 1000);
      const low = millions % 1000;
      const part: string[] = [];
      if (high > 0) part.push(high === 1 ? 'mil' : `${hundredsEs(high, true)} mil`);
      if (low > 0) part.push(hundredsEs(low, true));
      words.push(`${part.join(' ')} millones`);
    }
  }
  if (thousands > 0) words.push(thousands === 1 ? 'mil' : `${hundredsEs(thousands, true)} mil`);
  if (units > 0) words.push(hundredsEs(units, true));
  return words.join(' ');
}

const UNITS_EN = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS_EN = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];

function hundredsEn(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${UNITS_EN[Math.floor(n / 100)]} hundred`);
  const rest = n % 100;
  if (rest > 0 && rest < 20) words.push(UNITS_EN[rest]!);
  else if (rest >= 20)
    words.push(TENS_EN[Math.floor(rest / 10)]! + (rest % 10 ? `-${UNITS_EN[rest % 10]}` : ''));
  return words.join(' ');
}

/** A whole number (0 to 999,999,999,999) in English words. */
function integerEn(n: number): string {
  if (n === 0) return 'zero';
  const scales: [number, string][] = [
    [1_000_000_000, 'billion'],
    [1_000_000, 'million'],
    [1000, 'thousand'],
  ];
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of scales) {
    const count = Math.floor(rest / size);
    if (count > 0) words.push(`${hundredsEn(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0) words.push(hundredsEn(rest));
  return words.join(' ');
}

/** The currency's name after the number and its abbreviation after the cents. */
const CURRENCY_WORDS: Record<
  Currency,
  { es: [one: string, many: string]; en: [string, string]; code: string }
> = {
  MXN: { es: ['peso', 'pesos'], en: ['peso', 'pesos'], code: 'M.N.' },
  USD: { es: ['dólar', 'dólares'], en: ['US dollar', 'US dollars'], code: 'USD' },
};

/** Largest amount written: the generator's amounts stay below a thousand million (in cents, 10^11). */
const MAX_CENTS = 999_999_999_999_99;

/**
 * `cents` (a whole, non-negative number of cents) in words, in capitals, as the document prints
 * it: "VEINTICINCO MIL PESOS 00/100 M.N.", "ONE MILLION PESOS 00/100 M.N.".
 */
export function amountInWords(cents: number, currency: Currency, language: 'es' | 'en'): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS)
    throw new RangeError(`amountInWords: ${cents} is not an amount of cents it can write`);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  const names = CURRENCY_WORDS[currency];
  const [one, many] = names[language];
  let text: string;
  if (language === 'es') {
    const number = integerEs(whole);
    // "un millón de pesos", "dos millones de pesos": "de" after a round million.
    const of = whole > 0 && whole % 1_000_000 === 0 ? ' de' : '';
    text = `${whole === 1 ? 'un' : number}${of} ${whole === 1 ? one : many}`;
  } else text = `${integerEn(whole)} ${whole === 1 ? one : many}`;
  return `${text} ${fraction}/100 ${names.code}`.toLocaleUpperCase(
    language === 'es' ? 'es-MX' : 'en-US',
  );
}
