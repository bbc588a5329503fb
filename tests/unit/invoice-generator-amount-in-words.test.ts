import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '@/features/invoice-generator/model/amount-in-words';

// Reading the words back, independently of how they were written: every word's value, "mil"
// multiplies what came since the last million, "millón/millones" what came before it.
const ES: Record<string, number> = {
  cero: 0,
  un: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciséis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiún: 21,
  veintiuno: 21,
  veintidós: 22,
  veintitrés: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiséis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};
const EN: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

function readBack(text: string, language: 'es' | 'en'): number {
  const match = /^(.*) (\d\d)\/100 (M\.N\.|USD)$/.exec(text);
  if (!match) throw new Error(`not an amount in words: ${text}`);
  const words = match[1]!.toLowerCase().replace(/-/g, ' ').split(' ');
  let total = 0; // whole millions and above, already multiplied
  let group = 0; // since the last million
  let current = 0; // since the last "mil"/"thousand"
  for (const w of words) {
    if (['pesos', 'peso', 'dólares', 'dólar', 'us', 'dollars', 'dollar', 'de', 'y'].includes(w))
      continue;
    if (language === 'es' && w in ES) current += ES[w]!;
    else if (language === 'en' && w in EN) current += EN[w]!;
    else if (w === 'hundred') current *= 100;
    else if (w === 'mil' || w === 'thousand') {
      group += (current || 1) * 1000;
      current = 0;
    } else if (w === 'millón' || w === 'millones' || w === 'million') {
      total += (group + current) * 1_000_000;
      group = 0;
      current = 0;
    } else if (w === 'billion') {
      total += (group + current) * 1_000_000_000;
      group = 0;
      current = 0;
    } else throw new Error(`unknown word "${w}" in ${text}`);
  }
  return (total + group + current) * 100 + Number(match[2]);
}

describe('the amount in words (importe con letra)', () => {
  it('writes what Mexican invoices write', () => {
    expect(amountInWords(2_500_000, 'MXN', 'es')).toBe('VEINTICINCO MIL PESOS 00/100 M.N.');
    expect(amountInWords(2_500_000, 'MXN', 'en')).toBe('TWENTY-FIVE THOUSAND PESOS 00/100 M.N.');
    expect(amountInWords(100, 'MXN', 'es')).toBe('UN PESO 00/100 M.N.');
    expect(amountInWords(5, 'MXN', 'es')).toBe('CERO PESOS 05/100 M.N.');
    expect(amountInWords(123_456_789, 'USD', 'es')).toBe(
      'UN MILLÓN DOSCIENTOS TREINTA Y CUATRO MIL QUINIENTOS SESENTA Y SIETE DÓLARES 89/100 USD',
    );
    expect(amountInWords(123_456_789, 'USD', 'en')).toBe(
      'ONE MILLION TWO HUNDRED THIRTY-FOUR THOUSAND FIVE HUNDRED SIXTY-SEVEN US DOLLARS 89/100 USD',
    );
  });

  it('shortens "uno" before a noun, as Spanish does (not "veintiuno mil")', () => {
    expect(amountInWords(2_100_000, 'MXN', 'es')).toBe('VEINTIÚN MIL PESOS 00/100 M.N.');
    expect(amountInWords(2_100, 'MXN', 'es')).toBe('VEINTIÚN PESOS 00/100 M.N.');
    expect(amountInWords(3_100_000_000, 'MXN', 'es')).toBe(
      'TREINTA Y UN MILLONES DE PESOS 00/100 M.N.',
    );
    expect(amountInWords(10_100_000, 'MXN', 'es')).toBe('CIENTO UN MIL PESOS 00/100 M.N.');
    expect(amountInWords(100_000_000, 'MXN', 'es')).toBe('UN MILLÓN DE PESOS 00/100 M.N.');
    expect(amountInWords(100_000_100, 'MXN', 'es')).toBe('UN MILLÓN UN PESOS 00/100 M.N.');
    expect(amountInWords(100_000_000_000, 'MXN', 'es')).toBe('MIL MILLONES DE PESOS 00/100 M.N.');
    expect(amountInWords(10_000, 'MXN', 'es')).toBe('CIEN PESOS 00/100 M.N.');
  });

  it('reads back to the figure for every amount the generator can produce, in both languages', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 100_000_000_000 }),
          fc.integer({ min: 0, max: 10_000_000 }),
        ),
        fc.constantFrom<'MXN' | 'USD'>('MXN', 'USD'),
        (cents, currency) => {
          for (const language of ['es', 'en'] as const)
            expect(readBack(amountInWords(cents, currency, language), language)).toBe(cents);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses what is not an amount of cents', () => {
    for (const bad of [-1, 0.5, Number.NaN, 1e15])
      expect(() => amountInWords(bad, 'MXN', 'es')).toThrow(RangeError);
  });
});

describe('on the document', () => {
  it('a Mexican document says its total in words, in each of its languages; a US one does not', async () => {
    const { buildDocument } = await import('@/features/invoice-generator/document/content');
    const { evaluate } = await import('@/features/invoice-generator/model/evaluate');
    const { emptyDraft } = await import('@/features/invoice-generator/model/draft');
    const { documentWords } = await import('../support/invoice-documents');
    const words = { en: await documentWords('en-US'), es: await documentWords('es-MX') };
    const draft = {
      ...emptyDraft('2026-11-20', 'COB-2026-0001'),
      senderCountry: 'mx' as const,
      currency: 'MXN' as const,
      documentLanguage: 'both' as const,
      iva: 'general' as const,
      withholding: 'none' as const,
      lines: [{ id: 'a', description: 'Diseño', quantity: '1', unitPrice: '21551.72' }],
    };
    const evaluated = evaluate(draft);
    expect(evaluated.totals.total).toBe(2_500_000); // 21,551.72 + 16 % IVA 3,448.28
    const block = buildDocument(draft, evaluated, words).blocks.find((b) =>
      b.lines.some((l) => String(l).includes('/100')),
    );
    expect(block?.heading).toBe('Amount in words / Importe con letra');
    expect(block?.lines).toEqual([
      'TWENTY-FIVE THOUSAND PESOS 00/100 M.N.',
      'VEINTICINCO MIL PESOS 00/100 M.N.',
    ]);
    const us = { ...draft, senderCountry: 'us' as const, currency: 'USD' as const };
    expect(
      buildDocument(us, evaluate(us), words).blocks.some((b) =>
        b.lines.some((l) => String(l).includes('/100')),
      ),
    ).toBe(false);
  });
});
