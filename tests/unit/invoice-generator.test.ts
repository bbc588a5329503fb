import fc from 'fast-check';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { factValues } from '@/content/fact-messages';
import { facts } from '@/content/facts';
import {
  DRAFT_FORMAT,
  emptyDraft,
  exportFile,
  exportPreset,
  isRealDate,
  MAX_LINES,
  presets,
  type Draft,
} from '@/features/invoice-generator/model/draft';
import { parseDraftFile, readDraft } from '@/features/invoice-generator/model/draft-schema';
import { evaluate } from '@/features/invoice-generator/model/evaluate';
import {
  applyRate,
  lineAmount,
  MAX_AMOUNT_CENTS,
  MAX_QUANTITY_THOUSANDTHS,
  parseAmount,
  parseQuantity,
  divideHalfUp,
  type Rate,
} from '@/features/invoice-generator/model/money';
import { nextInvoiceNumber } from '@/features/invoice-generator/model/numbering';
import { listDrafts, loadDraft, saveDraft } from '@/features/invoice-generator/store/storage';
import {
  computeTotals,
  IVA_RATES,
  MICROS_PER_CENT,
  mexicanRates,
  parseSalesTax,
  type Discount,
  type TaxRates,
} from '@/features/invoice-generator/model/taxes';
import { readNamespace } from '../support/messages';

/**
 * `|value − exact| ≤ ½ cent + n × ½ millionth`: amounts kept at six decimals (`n` of them, each
 * within half a millionth, or `perMicro` millionths) added up and rounded once to the cent.
 */
function withinOneRounding(
  value: number,
  numerator: bigint,
  denominator: bigint,
  n: number,
  perMicro = 1,
): boolean {
  const diff = BigInt(value) * denominator - numerator;
  const micros = BigInt(MICROS_PER_CENT);
  return 2n * micros * (diff < 0n ? -diff : diff) <= (micros + BigInt(n * perMicro)) * denominator;
}

/** `|value − exact| ≤ ½ cent`, with exact = numerator / denominator, compared in integers. */
function withinHalfCent(value: number, numerator: bigint, denominator: bigint): boolean {
  const diff = BigInt(value) * denominator - numerator;
  return 2n * (diff < 0n ? -diff : diff) <= denominator;
}

const rateArb: fc.Arbitrary<TaxRates> = fc.oneof(
  fc
    .record({
      iva: fc.constantFrom('general', 'border', 'export') as fc.Arbitrary<
        'general' | 'border' | 'export'
      >,
      withholding: fc.constantFrom('none', 'honorarios', 'resico') as fc.Arbitrary<
        'none' | 'honorarios' | 'resico'
      >,
    })
    .map(({ iva, withholding }) => mexicanRates(iva, withholding)),
  fc.integer({ min: 0, max: 250_000 }).map((n) => ({
    tax: { numerator: n, denominator: 1_000_000 },
    isr: null,
    taxWithholding: null,
  })),
);
/** Lines as the form lets them through: each line's amount at most MAX_AMOUNT_CENTS. */
const linesArb = fc.array(
  fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }).chain((unitCents) =>
    fc.record({
      exempt: fc.boolean(),
      unitCents: fc.constant(unitCents),
      quantity: fc.integer({
        min: 0,
        max: Math.min(
          MAX_QUANTITY_THOUSANDTHS,
          unitCents === 0
            ? MAX_QUANTITY_THOUSANDTHS
            : Math.floor((MAX_AMOUNT_CENTS * 1000) / unitCents),
        ),
      }),
    }),
  ),
  { maxLength: MAX_LINES },
);
/** Shipping and other charges, each at most MAX_AMOUNT_CENTS, some exempt. */
const chargesArb = fc.array(
  fc.record({ cents: fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), exempt: fc.boolean() }),
  { maxLength: 10 },
);
const discountArb: fc.Arbitrary<Discount> = fc.oneof(
  fc
    .integer({ min: 0, max: MAX_AMOUNT_CENTS })
    .map((cents) => ({ kind: 'amount' as const, cents })),
  fc.integer({ min: 0, max: 1_000_000 }).map((n) => ({
    kind: 'percent' as const,
    rate: { numerator: n, denominator: 1_000_000 },
  })),
);

/** An ICU message formatted as next-intl formats it (the facts registry's figures as arguments). */
function icu(message: string, values: Record<string, string>): string {
  return createTranslator({ locale: 'en-US', messages: { message } })('message', values);
}

describe('invoice arithmetic (integer cents, half up)', () => {
  it('subtotal, discount, taxes, withholdings and total always agree to the cent', () => {
    fc.assert(
      fc.property(linesArb, discountArb, rateArb, chargesArb, (lines, discount, rates, charges) => {
        const t = computeTotals(lines, discount, rates, charges);
        for (const v of [
          t.subtotal,
          t.discount,
          t.taxable,
          t.taxBase,
          t.tax,
          t.isrWithheld,
          t.taxWithheld,
          t.total,
          ...t.lines,
        ])
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        // Each line is quantity × price rounded once, and the subtotal is their exact sum.
        lines.forEach((l, i) =>
          expect(withinHalfCent(t.lines[i]!, BigInt(l.quantity) * BigInt(l.unitCents), 1000n)).toBe(
            true,
          ),
        );
        expect(t.subtotal).toBe(t.lines.reduce((a, b) => a + b, 0));
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
        const chargesTotal = charges.reduce((n, c) => n + c.cents, 0);
        // The discount is on the lines only; the charges are added after it.
        expect(t.taxable).toBe(t.subtotal - t.discount + chargesTotal);
        // The taxed base leaves out the exempt lines (with their share of the discount) and the
        // exempt charges: exactly the taxable amount when nothing is exempt.
        const exemptCharges = charges.reduce((n, c) => n + (c.exempt ? c.cents : 0), 0);
        if (!lines.some((l) => l.exempt)) expect(t.taxBase).toBe(t.taxable - exemptCharges);
        else expect(t.taxBase).toBeLessThanOrEqual(t.taxable - exemptCharges);
        const exact = (base: number, r: Rate) =>
          [BigInt(base) * BigInt(r.numerator), BigInt(r.denominator)] as const;
        // Rounded once on the taxed base (US), or kept at six decimals per concept and rounded
        // once on their sum (Mexico, the SAT's recommended method for a CFDI): within half a cent,
        // plus half a millionth per concept.
        const n = rates.perConcept ? lines.length + charges.length : 0;
        expect(withinOneRounding(t.tax, ...exact(t.taxBase, rates.tax), n)).toBe(true);
        if (rates.isr)
          expect(withinOneRounding(t.isrWithheld, ...exact(t.taxable, rates.isr), n)).toBe(true);
        else expect(t.isrWithheld).toBe(0);
        if (rates.taxWithholding) {
          // Two thirds of the IVA: of the IVA rounded to the cent (US shape), or of each concept's
          // IVA at six decimals (Mexico), so within two millionths per concept of the exact share.
          const share = rates.perConcept
            ? exact(t.taxBase, {
                numerator: rates.tax.numerator * rates.taxWithholding.numerator,
                denominator: rates.tax.denominator * rates.taxWithholding.denominator,
              })
            : exact(t.tax, rates.taxWithholding);
          expect(withinOneRounding(t.taxWithheld, ...share, n, 2)).toBe(true);
        }
        expect(t.taxWithheld).toBeLessThanOrEqual(t.tax);
        expect(t.total).toBe(t.taxable + t.tax - t.isrWithheld - t.taxWithheld);
        // A Mexican document's concepts (lines, then charges) add up to its figures; an exempt
        // concept bears no tax and keeps its discount share out of the taxed base.
        if (rates.perConcept) {
          const c = t.concepts!;
          expect(c).toHaveLength(lines.length + charges.length);
          const sum = (k: 'discount' | 'base') => c.reduce((n, x) => n + x[k], 0);
          const toCents = (k: 'taxMicros' | 'isrMicros' | 'taxWithheldMicros') =>
            Number(
              divideHalfUp(
                c.reduce((n, x) => n + BigInt(x[k]), 0n),
                BigInt(MICROS_PER_CENT),
              ),
            );
          expect(sum('discount')).toBe(t.discount);
          expect(sum('base')).toBe(t.taxable);
          expect([
            toCents('taxMicros'),
            toCents('isrMicros'),
            toCents('taxWithheldMicros'),
          ]).toEqual([t.tax, t.isrWithheld, t.taxWithheld]);
          expect(
            c.every((x) =>
              [x.taxMicros, x.isrMicros, x.taxWithheldMicros].every(Number.isSafeInteger),
            ),
          ).toBe(true);
          expect(
            c.filter((x) => x.exempt).every((x) => x.taxMicros === 0 && x.taxWithheldMicros === 0),
          ).toBe(true);
          expect(c.reduce((n, x) => n + (x.exempt ? 0 : x.base), 0)).toBe(t.taxBase);
        } else expect(t.concepts).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds half up, exactly, with no float anywhere', () => {
    expect(applyRate(1, { numerator: 1, denominator: 2 })).toBe(1); // 0.5 cent → 1
    expect(applyRate(3, { numerator: 1, denominator: 2 })).toBe(2); // 1.5 → 2
    expect(applyRate(1, { numerator: 2, denominator: 5 })).toBe(0); // 0.4 → 0
    expect(lineAmount(1_005, 1_000)).toBe(1_005); // 1.005 × $10.00 = $10.05
    expect(lineAmount(333, 1)).toBe(0); // 0.333 × 1 cent
    expect(lineAmount(500, 1)).toBe(1); // 0.5 × 1 cent → 1
    // 0.1 + 0.2 in floats is not 0.3; in cents it is.
    expect(
      computeTotals(
        [
          { quantity: 1000, unitCents: 10 },
          { quantity: 1000, unitCents: 20 },
        ],
        { kind: 'amount', cents: 0 },
        mexicanRates('export', 'none'),
      ).total,
    ).toBe(30);
  });

  it('keeps Mexican taxes at six decimals per concept and rounds each tax once, as the SAT recommends', () => {
    // Three concepts of 333.33 at 16 %: 53.3328 of IVA each, kept at six decimals; the document's
    // IVA is their sum, 159.9984, rounded once: 160.00 (rounded per concept to the cent it would
    // be 3 × 53.33 = 159.99).
    const lines = [0, 1, 2].map(() => ({ quantity: 1000, unitCents: 33_333 }));
    const none = { kind: 'amount', cents: 0 } as const;
    const plain = computeTotals(lines, none, mexicanRates('general', 'none'));
    expect(plain).toMatchObject({ subtotal: 99_999, tax: 16_000, total: 115_999 });
    expect(plain.concepts!.map((c) => c.taxMicros)).toEqual([53_332_800, 53_332_800, 53_332_800]);
    // With withholdings: ISR 33.333 each (99.999 → 100.00) and two thirds of each concept's IVA,
    // 35.5552 each (106.6656 → 106.67).
    const withheld = computeTotals(lines, none, mexicanRates('general', 'honorarios'));
    expect(withheld).toMatchObject({ tax: 16_000, isrWithheld: 10_000, taxWithheld: 10_667 });
    expect(withheld.concepts!.map((c) => [c.isrMicros, c.taxWithheldMicros])).toEqual([
      [33_333_000, 35_555_200],
      [33_333_000, 35_555_200],
      [33_333_000, 35_555_200],
    ]);
    // A discount is shared among the concepts in whole cents that add up to it.
    const discounted = computeTotals(
      [
        { quantity: 1000, unitCents: 10_000 },
        { quantity: 1000, unitCents: 20_000 },
      ],
      { kind: 'amount', cents: 100 },
      mexicanRates('general', 'none'),
    );
    // Bases 99.67 and 199.33: IVA 15.95 + 31.89.
    expect(discounted).toMatchObject({ discount: 100, taxable: 29_900, tax: 4_784 });
    // US sales tax stays one amount on the subtotal.
    const us = { tax: { numerator: 1600, denominator: 10_000 }, isr: null, taxWithholding: null };
    expect(computeTotals(lines, none, us).tax).toBe(16_000);
  });

  it('leaves exempt lines and charges out of the tax, and adds charges after the discount', () => {
    // A taxed service of 1,000.00 and an exempt one of 500.00, 10 % off, shipping 200.00 taxed.
    const lines = [
      { quantity: 1000, unitCents: 100_000 },
      { quantity: 1000, unitCents: 50_000, exempt: true },
    ];
    const tenPercent = { kind: 'percent', rate: { numerator: 1, denominator: 10 } } as const;
    const shipping = [{ cents: 20_000 }];
    const mx = computeTotals(lines, tenPercent, mexicanRates('general', 'honorarios'), shipping);
    // Bases 900.00 (taxed), 450.00 (exempt), 200.00 (taxed): IVA 144.00 + 32.00; ISR 10 % of
    // every base, 155.00; IVA withheld two thirds of each concept's IVA, 96.00 + 21.333333.
    expect(mx).toMatchObject({
      subtotal: 150_000,
      discount: 15_000,
      charges: [20_000],
      taxable: 155_000,
      taxBase: 110_000,
      tax: 17_600,
      isrWithheld: 15_500,
      taxWithheld: 11_733,
      total: 155_000 + 17_600 - 15_500 - 11_733,
    });
    expect(mx.concepts!.map((c) => [c.base, c.taxMicros, c.exempt])).toEqual([
      [90_000, 144_000_000, false],
      [45_000, 0, true],
      [20_000, 32_000_000, false],
    ]);
    // US: 8.25 % sales tax on the taxed lines after their share of the discount, and the shipping
    // when it is taxed.
    const us = { tax: { numerator: 825, denominator: 10_000 }, isr: null, taxWithholding: null };
    expect(computeTotals(lines, tenPercent, us, shipping)).toMatchObject({
      taxBase: 110_000,
      tax: 9_075,
      total: 155_000 + 9_075,
    });
    expect(computeTotals(lines, tenPercent, us, [{ cents: 20_000, exempt: true }]).tax).toBe(7_425);
  });

  it('words the border rate as a decree with its period, for the northern and southern regions', async () => {
    // No decree is recorded after this period: the rate is always shown with the decree's last day
    // confirmed and the request to confirm it on the invoice's date, and counts as qualified after it.
    const until = facts.mxIvaBorderRate.validUntil!;
    expect(until).toBe('2025-12-31');
    expect('next' in facts.mxIvaBorderRate).toBe(false);
    const en = await factValues('en', '2026-01-01');
    const es = await factValues('es', '2026-01-01');
    expect(en.mxIvaBorderRate).toBe(
      "8% (under a tax decree, in force until December 31, 2025 as far as we could confirm; confirm it is in force on your invoice's date)",
    );
    expect(es.mxIvaBorderRate).toMatch(
      /^8 ?% \(por decreto de estímulos fiscales, vigente hasta el 31 de diciembre de 2025 .*confirma que siga vigente en la fecha de tu factura\)$/,
    );
    for (const [tag, values, day, regions] of [
      ['en-US', en, 'December 31, 2025', /northern[^.]*southern/],
      ['es-MX', es, '31 de diciembre de 2025', /norte[^.]*sur/],
    ] as const) {
      const ui = (readNamespace(tag, 'invoice-generator') as { ui: Record<string, string> }).ui;
      expect(icu(ui.ivaBorder!, values)).toContain(values.mxIvaBorderRate);
      expect(ui.ivaBorder).toMatch(regions);
      const hint = icu(ui.ivaBorderHint!, values);
      expect(hint).toContain(day);
      expect(hint).toMatch(regions);
      expect(hint).toContain('SAT');
    }
  });

  it('states the conditions of IVA at 0 % on an export of services, and charges 16 % until they are confirmed', async () => {
    // The preset for a client abroad charges the general rate; the page asks to confirm the
    // conditions of LIVA art. 29, frac. IV before the 0 % applies.
    expect(presets[exportPreset].iva).toBe('general');
    for (const [tag, locale, words] of [
      [
        'en-US',
        'en',
        /used entirely abroad[^.]*resident abroad without an establishment in Mexico/,
      ],
      [
        'es-MX',
        'es',
        /aprovechados en su totalidad en el extranjero[^.]*residente en el extranjero sin establecimiento en México/,
      ],
    ] as const) {
      const values = await factValues(locale, '2026-11-26');
      const ui = (readNamespace(tag, 'invoice-generator') as { ui: Record<string, string> }).ui;
      const hint = icu(ui.ivaExportHint!, values);
      expect(hint).toMatch(/art\. 29, fracc?\. IV/);
      expect(hint).toMatch(words);
      expect(hint).toContain(values.mxIvaRate);
      expect(icu(ui.ivaExportConfirm!, values)).toContain(values.mxIvaRate);
      // RESICO: two thirds of the IVA are withheld on services and rent, not on sales of goods.
      expect(ui.withholdingResico).toMatch(/services and rent|servicios y arrendamiento/);
      expect(ui.withholdingResico).toMatch(/goods|bienes/);
      expect(ui.withholdingHint).toMatch(/art\. 1-A/);
    }
  });

  it('takes every Mexican rate from the facts registry (IVA withheld = two thirds of the IVA)', () => {
    expect(IVA_RATES.general).toEqual({ numerator: facts.mxIvaRate.value, denominator: 10_000 });
    // Fees of $10,000.00 MXN, persona física billing a persona moral.
    const honorarios = computeTotals(
      [{ quantity: 1000, unitCents: 1_000_000 }],
      { kind: 'amount', cents: 0 },
      mexicanRates('general', 'honorarios'),
    );
    expect(honorarios).toMatchObject({
      subtotal: 1_000_000,
      tax: 160_000,
      isrWithheld: 100_000,
      taxWithheld: 106_667,
      total: 953_333,
    });
    const resico = computeTotals(
      [{ quantity: 1000, unitCents: 1_000_000 }],
      { kind: 'amount', cents: 0 },
      mexicanRates('general', 'resico'),
    );
    expect(resico).toMatchObject({ isrWithheld: 12_500, taxWithheld: 106_667, total: 1_040_833 });
    const border = computeTotals(
      [{ quantity: 1000, unitCents: 1_000_000 }],
      { kind: 'amount', cents: 0 },
      mexicanRates('border', 'none'),
    );
    expect(border).toMatchObject({ tax: 80_000, total: 1_080_000 });
    const exportOfServices = computeTotals(
      [{ quantity: 1000, unitCents: 1_000_000 }],
      { kind: 'amount', cents: 0 },
      mexicanRates('export', 'none'),
    );
    expect(exportOfServices).toMatchObject({ tax: 0, total: 1_000_000 });
  });
});

describe('what the visitor types', () => {
  it('reads amounts and quantities, and names what is wrong', () => {
    expect(parseAmount('1,234.50')).toEqual({ ok: true, value: 123_450 });
    expect(parseAmount('$ 99.9')).toEqual({ ok: true, value: 9_990 });
    expect(parseAmount('-5')).toEqual({ ok: false, error: 'negative' });
    expect(parseAmount('abc')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseAmount('1e5')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseAmount('1,23')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseAmount('1.005')).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseAmount('99999999999999999999')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseAmount('1000000001')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseQuantity('2.5')).toEqual({ ok: true, value: 2_500 });
    expect(parseSalesTax('8.25')).toEqual({
      ok: true,
      rate: { numerator: 82_500, denominator: 1_000_000 },
    });
    expect(parseSalesTax('30')).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('never reads a typed amount into a float (property: cents are the digits typed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        const typed = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseAmount(typed)).toEqual({ ok: true, value: cents });
      }),
    );
  });

  it('refuses a line whose amount is past the ceiling, and counts it as zero', () => {
    const draft = {
      ...emptyDraft('2026-03-10', 'INV-2026-0001'),
      lines: [{ id: 'a', description: '', quantity: '1000000', unitPrice: '999999999' }],
    };
    const evaluated = evaluate(draft);
    expect(evaluated.errors['line-a-quantity']).toBe('tooLarge');
    expect(evaluated.totals.total).toBe(0);
  });

  it('flags dates that do not exist and a due date before the issue date', () => {
    expect(isRealDate('2026-02-28')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2028-02-29')).toBe(true);
    const draft = {
      ...emptyDraft('2026-03-10', 'INV-2026-0001'),
      terms: 'date' as const,
      dueDate: '2026-03-01',
    };
    expect(evaluate(draft).errors.dueDate).toBe('dueBeforeIssue');
    expect(evaluate({ ...draft, issueDate: '2026-02-30' }).errors.issueDate).toBe('dateInvalid');
    expect(evaluate({ ...draft, terms: 'net30' }).dueDate).toBe('2026-04-09');
  });
});

describe('drafts', () => {
  const draft: Draft = {
    ...emptyDraft('2026-11-20', 'INV-2026-0007'),
    billTo: { name: 'Acme Corp', address: '1 Main St', taxId: '' },
    lines: [{ id: 'a', description: 'Design', quantity: '2', unitPrice: '150' }],
  };

  it('exports and imports a versioned file, and refuses what is not a draft or is newer', () => {
    expect(parseDraftFile(exportFile(draft))).toEqual({ ok: true, draft });
    expect(parseDraftFile('not json')).toEqual({ ok: false, error: 'notDraft' });
    expect(parseDraftFile('{"name":"package"}')).toEqual({ ok: false, error: 'notDraft' });
    expect(parseDraftFile(JSON.stringify({ format: DRAFT_FORMAT, version: 2, draft }))).toEqual({
      ok: false,
      error: 'newerVersion',
    });
    expect(
      parseDraftFile(
        JSON.stringify({
          format: DRAFT_FORMAT,
          version: 1,
          draft: { ...draft, issueDate: '2026-02-30' },
        }),
      ),
    ).toEqual({ ok: false, error: 'invalid' });
    expect(
      parseDraftFile(
        JSON.stringify({
          format: DRAFT_FORMAT,
          version: 1,
          draft: { ...draft, logo: 'data:image/svg+xml;base64,AAAA' },
        }),
      ),
    ).toEqual({ ok: false, error: 'invalid' });
  });

  it('keeps what was saved when the browser storage is full', () => {
    const storage = new QuotaStorage(4_000);
    expect(saveDraft(storage, draft)).toEqual({ ok: true });
    const big = {
      ...draft,
      notes: 'x'.repeat(1_999),
      from: { ...draft.from, address: 'y'.repeat(1_999) },
    };
    expect(saveDraft(storage, big)).toEqual({ ok: false, reason: 'full' });
    expect(loadDraft(storage, draft.id, readDraft)).toEqual(draft);
    expect(listDrafts(storage, readDraft)).toEqual([draft]);
  });

  it('proposes the next number, prefix-year-counter', () => {
    expect(nextInvoiceNumber(null, 2026)).toBe('INV-2026-0001');
    expect(nextInvoiceNumber('INV-2026-0041', 2026)).toBe('INV-2026-0042');
    expect(nextInvoiceNumber('INV-2025-0041', 2026)).toBe('INV-2026-0001');
    expect(nextInvoiceNumber('ACME-2026-9999', 2026)).toBe('ACME-2026-10000');
    expect(nextInvoiceNumber('whatever', 2026)).toBe('INV-2026-0001');
  });
});

/** A Storage that throws QuotaExceededError past `limit` characters, like a browser's. */
class QuotaStorage implements Storage {
  private data = new Map<string, string>();
  constructor(private limit: number) {}
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
  setItem(k: string, v: string) {
    const used = [...this.data].reduce(
      (n, [key, value]) => n + (key === k ? 0 : key.length + value.length),
      0,
    );
    if (used + k.length + v.length > this.limit)
      throw new DOMException('full', 'QuotaExceededError');
    this.data.set(k, v);
  }
}
