import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as catalogues from '@/features/invoice-generator/cfdi/catalogues';
import { REGIMES } from '@/features/invoice-generator/cfdi/sat-regimes';
import { buildDocument, NO_BREAK } from '@/features/invoice-generator/document/content';
import {
  SUBSTITUTE,
  layoutInvoice,
  printable,
  textWidth,
  wrap,
} from '@/features/invoice-generator/document/layout';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { evaluate } from '@/features/invoice-generator/model/evaluate';
import { documentWords, pdfOf } from '../support/invoice-documents';

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

describe('the bilingual document and what the client reads', () => {
  const bilingual = (): Draft => ({
    ...emptyDraft('2026-11-20', 'INV-2026-0007'),
    senderCountry: 'mx',
    currency: 'MXN',
    documentLanguage: 'both',
    dueDate: '2026-12-20',
    from: {
      name: 'Estudio Norte',
      address: 'Tijuana, B.C.',
      taxId: 'nore800101ab1',
      regime: '612',
      email: 'ana@xn--diseo-rta.mx',
    },
    billTo: { name: 'Kunde GmbH', address: 'Berlin', taxId: 'DE123456789' },
    lines: [
      {
        id: 'a',
        description: 'Translation of the user manual, chapters 1 to 4, German to Spanish',
        quantity: '1',
        unitPrice: '12500',
      },
      { id: 'b', description: 'Proofreading', quantity: '3', unitPrice: '850.50' },
    ],
  });
  async function laidOut(draft: Draft) {
    const words = { en: await documentWords('en-US'), es: await documentWords('es-MX') };
    return layoutInvoice(buildDocument(draft, evaluate(draft), words));
  }
  const plain = (s: string) => s.replaceAll(NO_BREAK, ' ');

  it('keeps each date on one line, in both languages', async () => {
    const layout = await laidOut(bilingual());
    const lines = layout.meta.flat().map(plain);
    for (const date of [
      'November 20, 2026',
      '20 de noviembre de 2026',
      'December 20, 2026',
      '20 de diciembre de 2026',
    ])
      expect(
        lines.some((l) => l.includes(date)),
        `${date} in ${JSON.stringify(lines)}`,
      ).toBe(true);
    expect(lines).not.toContain('2026');
    expect(lines.some((l) => /^de 20\d\d/.test(l))).toBe(false);
  });

  it('sizes the figure columns from their figures and one language of their heading; the description gets the rest', async () => {
    const layout = await laidOut(bilingual());
    const [description, , unitPrice] = layout.columns;
    const widest = (lines: string[][], c: number) =>
      Math.max(...lines.map((l) => textWidth(l[c]!, 10)));
    // The unit-price heading takes a line a language, never "Unit price / Precio unitario" on one.
    expect(layout.header[2]!.map(plain)).toEqual(['Unit price /', 'Precio unitario']);
    expect(unitPrice.width).toBeLessThanOrEqual(
      Math.max(
        widest(
          layout.rows.map((r) => r.map((cell) => cell.join(' '))),
          2,
        ),
        textWidth('Precio unitario', 10, 'bold'),
      ) + 0.01,
    );
    expect(description.width).toBeGreaterThan(layout.contentWidth * 0.45);
  });

  it('prints an RFC in capitals and an internationalized e-mail domain as written', async () => {
    const layout = await laidOut(bilingual());
    const from = layout.parties[0]!.lines.map(plain);
    expect(from).toContain('ana@diseño.mx');
    expect(from.some((l) => l.endsWith(': NORE800101AB1'))).toBe(true);
    // A foreign tax id is printed as typed.
    expect(layout.parties[1]!.lines.some((l) => l.endsWith(': DE123456789'))).toBe(true);
  });

  it("titles the PDF file with the document's kind and number, and names no product of ours", async () => {
    const draft = { ...bilingual(), documentLanguage: 'en' as const };
    const bytes = await pdfOf(draft);
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Invoice INV-2026-0007');
    expect(`${pdf.getCreator()} ${pdf.getProducer()} ${pdf.getTitle()}`).not.toMatch(/invoxa/i);
  });
});

describe('bilingual labels', () => {
  it('says each label once in each language ("Tax ID / Núm. de identificación fiscal")', async () => {
    const words = { en: await documentWords('en-US'), es: await documentWords('es-MX') };
    const draft: Draft = {
      ...emptyDraft('2026-11-20', 'INV-2026-0008'),
      documentLanguage: 'both',
      billTo: { name: 'Kunde GmbH', address: 'Berlin', taxId: 'DE123456789' },
    };
    const doc = buildDocument(draft, evaluate(draft), words);
    const taxLine = doc.parties[1]!.lines.find((l) => l.endsWith('DE123456789'))!;
    expect(taxLine.match(/Tax ID/g)).toHaveLength(1);
  });
});

describe('the payment and tax rows say what they are', () => {
  async function built(draft: Draft) {
    const words = { en: await documentWords('en-US'), es: await documentWords('es-MX') };
    return buildDocument(draft, evaluate(draft), words);
  }
  const us = (): Draft => ({
    ...emptyDraft('2026-11-20', 'INV-2026-0009'),
    salesTax: '8.25',
    payment: { bank: 'First Bank', clabe: '000123456789', link: '' },
    lines: [
      { id: 'a', description: 'Design', quantity: '1', unitPrice: '900' },
      { id: 'b', description: 'Consulting', quantity: '1', unitPrice: '100', exempt: true },
    ],
  });

  it('a sales tax with an exempt line names the amount it is on', async () => {
    const doc = await built(us());
    const row = doc.totals.find((t) => t.label.startsWith('Sales tax'))!;
    expect(row.label).toBe('Sales tax (8.25%) on $900.00');
    expect(row.value).toBe('$74.25');
    const all = await built({ ...us(), lines: [{ ...us().lines[0]! }] });
    expect(all.totals.find((t) => t.label.startsWith('Sales tax'))!.label).toBe(
      'Sales tax (8.25%)',
    );
  });

  it('the account is an account for a US sender and a CLABE for a Mexican one, once per language', async () => {
    const usLines = (await built(us())).blocks.flatMap((b) => b.lines.map(String));
    expect(usLines).toContain('Account number: 000123456789');
    const mx = await built({
      ...us(),
      senderCountry: 'mx',
      currency: 'MXN',
      documentLanguage: 'both',
      payment: { bank: 'Banco', clabe: '002010077777777771', link: '' },
    });
    expect(mx.blocks.flatMap((b) => b.lines.map(String))).toContain('CLABE: 002010077777777771');
  });
});
