import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { evaluate } from '@/features/invoice-generator/model/evaluate';
import { workBack } from '@/features/invoice-generator/model/work-back';

const mexican = (withholding: Draft['withholding'], quantity = '1'): Draft => ({
  ...emptyDraft('2026-11-20', 'COB-2026-0001'),
  senderCountry: 'mx',
  currency: 'MXN',
  iva: 'general',
  withholding,
  lines: [{ id: 'a', description: 'Diseño', quantity, unitPrice: '' }],
});

describe('working back from what the client pays', () => {
  it('finds the unit price whose total, after IVA and withholdings, is the amount asked', () => {
    // 16 % IVA, no withholding: 25,000.00 is reached exactly by 21,551.72 (+ 3,448.28).
    expect(workBack(mexican('none'), 'a', 2_500_000)).toEqual({
      unitPrice: '21551.72',
      total: 2_500_000,
      exact: true,
    });
    // A persona moral withholding ISR 10 % and two thirds of the IVA: the document's own total.
    const draft = mexican('honorarios');
    const found = workBack(draft, 'a', 1_000_000)!;
    const lines = [{ ...draft.lines[0]!, unitPrice: found.unitPrice }];
    expect(evaluate({ ...draft, lines }).totals.total).toBe(found.total);
    expect(Math.abs(found.total - 1_000_000)).toBeLessThanOrEqual(1);
  });

  it('says when no price gives the amount to the cent, and gives the nearest', () => {
    // Three units: the total moves by three cents and more a cent of price.
    const found = workBack(mexican('none', '3'), 'a', 1_000_001)!;
    expect(found.exact).toBe(false);
    expect(Math.abs(found.total - 1_000_001)).toBeLessThanOrEqual(2);
  });

  it('is exact whenever some price gives the amount, and otherwise no price is nearer (any target)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.constantFrom<Draft['withholding']>('none', 'honorarios', 'resico'),
        fc.constantFrom('1', '2', '3.5'),
        (target, withholding, quantity) => {
          const draft = mexican(withholding, quantity);
          const found = workBack(draft, 'a', target)!;
          const totalAt = (price: string) =>
            evaluate({ ...draft, lines: [{ ...draft.lines[0]!, unitPrice: price }] }).totals.total;
          expect(totalAt(found.unitPrice)).toBe(found.total);
          // No price a few cents around does better.
          const cents = Math.round(Number(found.unitPrice) * 100);
          for (let c = Math.max(0, cents - 5); c <= cents + 5; c++) {
            const t = totalAt((c / 100).toFixed(2));
            expect(Math.abs(t - target)).toBeGreaterThanOrEqual(Math.abs(found.total - target));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives nothing for a line with no quantity or a line that is not there', () => {
    expect(workBack(mexican('none', ''), 'a', 1000)).toBeNull();
    expect(workBack(mexican('none'), 'zz', 1000)).toBeNull();
  });
});
