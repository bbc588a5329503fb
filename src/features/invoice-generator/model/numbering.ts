/**
 * Invoice numbers as PREFIX-YEAR-COUNTER (`INV-2026-0007`). The generator remembers the last
 * number used (on a PDF download) and proposes the next: the counter goes on within a year and
 * starts again at 1 in a new one; the prefix and the counter's width are kept.
 */
const PATTERN = /^(.*?)-?(\d{4})-(\d+)$/;

/**
 * The first number's prefix by document and the page's language: an invoice is "COB" (nota de
 * cobro) in Spanish, a quote "COT" (cotización), a receipt "REC" (recibo) in both. Not "NC": in
 * Mexico NC is the usual series of notas de crédito (docs/decisions/invoice-generator.md,
 * "Numbering prefixes").
 */
export const PREFIXES = {
  invoice: { en: 'INV', es: 'COB' },
  quote: { en: 'QUO', es: 'COT' },
  receipt: { en: 'REC', es: 'REC' },
} as const;
export const DEFAULT_PREFIX = PREFIXES.invoice;

/**
 * Prefixes the generator proposed before, by document, with the one that replaces each: Spanish
 * notes of cobro were numbered NC- until issue 40. A sequence that went on from such a number goes
 * on under the new prefix, after the highest counter of either for the same year.
 */
const LEGACY_PREFIXES: Partial<Record<keyof typeof PREFIXES, Record<string, string>>> = {
  invoice: { NC: PREFIXES.invoice.es },
};

/** The prefix a new document uses in place of `prefix` (the same, unless it is a legacy one). */
const current = (kind: keyof typeof PREFIXES, prefix: string) =>
  LEGACY_PREFIXES[kind]?.[prefix] ?? prefix;

/** The prefixes whose counters a sequence under `prefix` continues (itself and its legacy ones). */
function sharing(kind: keyof typeof PREFIXES, prefix: string): string[] {
  const legacy = Object.entries(LEGACY_PREFIXES[kind] ?? {});
  return [prefix, ...legacy.filter(([, now]) => now === prefix).map(([old]) => old)];
}

export function nextInvoiceNumber(
  last: string | null,
  year: number,
  language: keyof typeof DEFAULT_PREFIX = 'en',
  kind: keyof typeof PREFIXES = 'invoice',
): string {
  const match = last ? PATTERN.exec(last.trim()) : null;
  if (!match) return `${PREFIXES[kind][language]}-${year}-0001`;
  const [, typed, lastYear, counter] = match as unknown as [string, string, string, string];
  const prefix = current(kind, typed);
  const width = Math.max(4, counter.length);
  const next = Number(lastYear) === year ? Number(counter) + 1 : 1;
  return `${prefix ? `${prefix}-` : ''}${year}-${String(next).padStart(width, '0')}`;
}

/**
 * The number a new document proposes: the sequence of `from` (the last number downloaded of this
 * document, or the number it is made from; the document's first number when none), this year,
 * after the highest counter already used with that prefix and year among `used` (the numbers of
 * the saved documents and the numbers downloaded), so two new documents never get the same number
 * and a number downloaded out of order is never proposed again. A legacy prefix (NC- for a note of
 * cobro) gives way to the new one, and its counters count in the new sequence.
 */
export function nextFreeNumber(
  used: Iterable<string>,
  from: string | null,
  year: number,
  language: keyof typeof DEFAULT_PREFIX = 'en',
  kind: keyof typeof PREFIXES = 'invoice',
): string {
  const first = nextInvoiceNumber(from, year, language, kind);
  const [, prefix, , counter] = PATTERN.exec(first) as unknown as [string, string, string, string];
  let next = Number(counter);
  const prefixes = sharing(kind, prefix);
  for (const number of used) {
    const match = PATTERN.exec(number.trim());
    if (!match || !prefixes.includes(match[1]!) || Number(match[2]) !== year) continue;
    next = Math.max(next, Number(match[3]) + 1);
  }
  return `${prefix ? `${prefix}-` : ''}${year}-${String(next).padStart(counter.length, '0')}`;
}
