/**
 * Invoice numbers as PREFIX-YEAR-COUNTER (`INV-2026-0007`). The generator remembers the last
 * number used (on a PDF download) and proposes the next: the counter goes on within a year and
 * starts again at 1 in a new one; the prefix and the counter's width are kept.
 */
const PATTERN = /^(.*?)-?(\d{4})-(\d+)$/;

/**
 * The first number's prefix by document and the page's language: an invoice is "NC" (nota de
 * cobro) in Spanish, a quote "COT" (cotización), a receipt "REC" (recibo) in both.
 */
export const PREFIXES = {
  invoice: { en: 'INV', es: 'NC' },
  quote: { en: 'QUO', es: 'COT' },
  receipt: { en: 'REC', es: 'REC' },
} as const;
export const DEFAULT_PREFIX = PREFIXES.invoice;

export function nextInvoiceNumber(
  last: string | null,
  year: number,
  language: keyof typeof DEFAULT_PREFIX = 'en',
  kind: keyof typeof PREFIXES = 'invoice',
): string {
  const match = last ? PATTERN.exec(last.trim()) : null;
  if (!match) return `${PREFIXES[kind][language]}-${year}-0001`;
  const [, prefix, lastYear, counter] = match as unknown as [string, string, string, string];
  const width = Math.max(4, counter.length);
  const next = Number(lastYear) === year ? Number(counter) + 1 : 1;
  return `${prefix ? `${prefix}-` : ''}${year}-${String(next).padStart(width, '0')}`;
}
