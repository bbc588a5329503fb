import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as catalogues from '@/features/invoice-generator/cfdi/catalogues';
import { REGIMES } from '@/features/invoice-generator/cfdi/sat-regimes';
import {
  SUBSTITUTE,
  printable,
  textWidth,
  wrap,
} from '@/features/invoice-generator/document/layout';

/** Every string in a JSON value or a module's exports. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe("the document's characters", () => {
  it('prints every character the font has, past the first ranges too (→, ẞ, Vietnamese)', () => {
    for (const text of [
      'A → B',
      'STRAẞE',
      'Nguyễn Thị Hương',

      'Ελληνική',
      'Жанна',
      'Ǆ ǅ ǆ',
      '⇒ ∑ √',
    ])
      expect(printable(text), text).toEqual({ text, substituted: false });
  });

  it("prints every character of the generator's messages, in both languages, and of the CFDI catalogues", () => {
    const texts = [
      ...['en-US', 'es-MX'].flatMap((tag) =>
        strings(JSON.parse(readFileSync(`locales/${tag}/invoice-generator.json`, 'utf8'))),
      ),
      ...strings(catalogues),
      ...strings(REGIMES),
    ];
    // ICU syntax and the sentences the page alone shows may hold anything; what is drawn is text.
    const lacking = new Set<string>();
    for (const text of texts)
      for (const ch of text.replace(/[\n\t]/g, '')) if (printable(ch).substituted) lacking.add(ch);
    expect([...lacking]).toEqual([]);
  });

  it('names the clients US and Mexican freelancers bill: the Latin, Greek and Cyrillic scripts print', () => {
    for (const name of [
      'Société Générale',
      'Müller GmbH',
      'Łukasz Żółć',
      'Ørsted A/S',
      'Ödön Çelik',
      'Đặng Văn',
      'Χαρά',
      'Павел',
    ])
      expect(printable(name).substituted, name).toBe(false);
    // Hebrew and Arabic would print backwards (the PDF draws left to right, unshaped); no font of
    // the PDF has Chinese, Japanese, Korean or emoji: each is a visible substitute, never lost.
    expect(printable('דוד').substituted).toBe(true);
    expect(printable('سلام').substituted).toBe(true);
    expect(printable('株式会社 🦄')).toEqual({
      text: `${SUBSTITUTE}${SUBSTITUTE}${SUBSTITUTE}${SUBSTITUTE} ${SUBSTITUTE}`,
      substituted: true,
    });
  });
});

describe('breaking a long word', () => {
  const width = 200;
  const size = 10;

  it('cuts an unbroken run into pieces that each fill a line, in order, losing nothing', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('A', 'i', 'W', 'm', '1', '.', 'ñ', 'Ж', '→'),
          minLength: 1,
          maxLength: 400,
        }),
        (word) => {
          const lines = wrap(word, width, size);
          expect(lines.join('')).toBe(word);
          for (const line of lines) expect(textWidth(line, size)).toBeLessThanOrEqual(width + 1e-9);
          // Each piece but the last is as long as fits: one more character would not.
          for (let i = 0; i < lines.length - 1; i++) {
            const next = [...lines[i + 1]!][0]!;
            expect(textWidth(lines[i]! + next, size)).toBeGreaterThan(width);
          }
        },
      ),
    );
  });

  it('breaks a pasted 15,000-character code into lines of the same length (an IBAN repeated)', () => {
    const word = 'DE89370400440532013000'.repeat(700).slice(0, 15000);
    const lines = wrap(`Pay to ${word} thanks`, width, size);
    expect(lines[0]).toBe('Pay to');
    expect(lines.at(-1)!.endsWith('thanks')).toBe(true);
    expect(lines.slice(1, -2).every((l) => l.length === lines[1]!.length)).toBe(true);
    expect(lines.slice(1, -1).join('')).toContain(word.slice(0, 100));
  });
});
