/**
 * Invoice numbers as PREFIX-YEAR-COUNTER (`INV-2026-0007`). The generator remembers the last
 * number used (on a PDF download) and proposes the next: the counter goes on within a year and
 * starts again at 1 in a new one; the prefix and the counter's width are kept.
 */
const PATTERN = /^(.*?)-?(\d{4})-(\d+)$/;

/** The first number's prefix by the page's language: "NC" (nota de cobro) in Spanish. */
export const DEFAULT_PREFIX = { en: 'INV', es: 'NC' } as const;

export function nextInvoiceNumber(
  last: string | null,
  year: number,
  language: keyof typeof DEFAULT_PREFIX = 'en',
): string {
  const match = last ? PATTERN.exec(last.trim()) : null;
  if (!match) return `${DEFAULT_PREFIX[language]}-${year}-0001`;
  const [, prefix, lastYear, counter] = match as unknown as [string, string, string, string];
  const width = Math.max(4, counter.length);
  const next = Number(lastYear) === year ? Number(counter) + 1 : 1;
  return `${prefix ? `${prefix}-` : ''}${year}-${String(next).padStart(width, '0')}`;
}
