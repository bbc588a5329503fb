import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facts } from '@/content/facts';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { evaluate } from '@/features/invoice-generator/model/evaluate';
import { divideHalfUp } from '@/features/invoice-generator/model/money';
import { pesosAt, pesosText } from '@/features/invoice-generator/model/exchange-rate';
import { followUp } from '@/features/invoice-generator/store/collection';
import { buildDocument } from '@/features/invoice-generator/document/content';
import * as schema from '@/features/invoice-generator/model/draft-schema';
import {
  monthEnd,
  pueOverdue,
  repDueDate,
  repSummaries,
  repText,
} from '@/features/invoice-generator/cfdi/payment-complement';
import { documentWords } from '../support/invoice-documents';

/**
 * PUE followed and the payment complement prepared (docs/decisions/invoice-generator.md, "The
 * payment complement and the MXN equivalent"): the REP's figures for each payment of a PPD
 * invoice, the PUE invoice flagged once its month of issue is over, and the MXN equivalent.
 */

const UUID = '1AA47E78-4F1D-47E3-8713-90A0A2C058E5';

/** A Mexican sender's invoice of 1,000.00 plus IVA 16 %, with ISR and two thirds of the IVA withheld. */
const invoice = (over: Partial<Draft> = {}): Draft => ({
  ...emptyDraft('2026-11-20', 'COB-2026-0001', 'es'),
  id: 'invoice-1',
  withholding: 'honorarios',
  lines: [{ id: 'a', description: 'Diseño', quantity: '1', unitPrice: '1000' }],
  cfdi: {
    use: 'G03',
    paymentForm: '99',
    paymentMethod: 'PPD',
    issuerPostalCode: '01000',
    recipientPostalCode: '01000',
    recipientRegime: '601',
    exportKey: '',
  },
  stamp: { uuid: UUID, certifiedAt: '2026-11-20T10:00:00', xml: '<cfdi:Comprobante/>' },
  ...over,
});

/** A receipt of the invoice, as the page makes it, paying `amount` on `date`. */
const receipt = (from: Draft, n: number, date: string, amount: string, method = 'transfer') => {
  const made = followUp(from, 'receipt', `REC-2026-000${n}`, date, amount);
  return { ...made, id: `receipt-${n}`, paid: { ...made.paid!, method } } as Draft;
};

describe('the payment complement of a PPD invoice', () => {
  it('two partial payments: two summaries, the saldo chained, the last one 0', () => {
    const inv = invoice();
    // 1,000.00 + 160.00 − 100.00 − 106.67 = 953.33.
    expect(evaluate(inv).totals.total).toBe(95_333);
    const second = receipt(inv, 2, '2026-12-15', '453.33');
    const first = receipt(inv, 1, '2026-11-28', '500');
    const [a, b, ...rest] = repSummaries(inv, [inv, second, first]);
    expect(rest).toEqual([]);
    expect(a).toMatchObject({
      receiptNumber: 'REC-2026-0001',
      uuid: UUID,
      serieFolio: 'COB-2026-0001',
      installment: 1,
      before: 95_333,
      paid: 50_000,
      after: 45_333,
      paymentForm: '03',
      paidAt: '2026-11-28T12:00:00',
      paymentRate: '1',
      taxObject: '02',
      dueBy: '2026-12-05',
    });
    expect(b).toMatchObject({ installment: 2, before: 45_333, paid: 45_333, after: 0 });
    // The year turns: a payment of December 15 is due by January 5.
    expect(b!.dueBy).toBe('2027-01-05');
  });

  it('takes each tax in proportion to ImpPagado over the total: six decimals, then cents', () => {
    const inv = invoice();
    const r1 = receipt(inv, 1, '2026-11-28', '500');
    const r2 = receipt(inv, 2, '2026-12-15', '453.33');
    const [a, b] = repSummaries(inv, [inv, r1, r2]);
    const pick = (s: typeof a) =>
      s!.taxes.map((t) => [t.kind, t.rate, t.baseMicros, t.amountMicros, t.base, t.amount]);
    // 1,000.00 × 500 / 953.33 = 524.477358…; IVA 160 × 500 / 953.33 = 83.916377…
    expect(pick(a)).toEqual([
      ['iva', '0.160000', 524_477_358n, 83_916_377n, '524.48', '83.92'],
      ['isr', '0.100000', 524_477_358n, 52_447_736n, '524.48', '52.45'],
      ['ivaWithheld', '0.106667', 524_477_358n, 55_944_252n, '524.48', '55.94'],
    ]);
    expect(pick(b)).toEqual([
      ['iva', '0.160000', 475_522_642n, 76_083_623n, '475.52', '76.08'],
      ['isr', '0.100000', 475_522_642n, 47_552_264n, '475.52', '47.55'],
      ['ivaWithheld', '0.106667', 475_522_642n, 50_722_415n, '475.52', '50.72'],
    ]);
    // Rounded at six decimals first, then to the cent (the rounding of model/taxes.ts): a share of
    // 0.004999 9… is 0.005000 at six decimals, so 0.01.
    const tiny = invoice({
      withholding: 'none',
      lines: [{ id: 'a', description: 'x', quantity: '1', unitPrice: '0.05' }],
    });
    // Total 0.06 (0.05 + IVA 0.008 → 0.01); a payment of 0.01 is a sixth of each tax.
    expect(evaluate(tiny).totals.total).toBe(6);
    const [t] = repSummaries(tiny, [tiny, receipt(tiny, 1, '2026-11-28', '0.01')]);
    expect(t!.taxes[0]).toMatchObject({ baseMicros: 8_333n, base: '0.01', amountMicros: 1_333n });
  });

  it('states an exempt concept as Exento, and the text lists the fields in the service’s order', () => {
    const inv = invoice({
      withholding: 'none',
      lines: [
        { id: 'a', description: 'Diseño', quantity: '1', unitPrice: '1000' },
        { id: 'b', description: 'Libro', quantity: '1', unitPrice: '100', exempt: true },
      ],
    });
    const [s] = repSummaries(inv, [inv, receipt(inv, 1, '2026-11-28', '1260')]);
    expect(s!.taxes.map((t) => t.kind)).toEqual(['iva', 'ivaExempt']);
    const text = repText(s!);
    const order = [
      'IdDocumento',
      'Serie/Folio',
      'MonedaDR',
      'EquivalenciaDR',
      'NumParcialidad',
      'ImpSaldoAnt',
      'ImpPagado',
      'ImpSaldoInsoluto',
      'ObjetoImpDR',
      'FechaPago',
      'FormaDePagoP',
      'MonedaP',
      'TipoCambioP',
      'Monto',
      'Traslado IVA (002): BaseDR 1000.00, TipoFactorDR Tasa, TasaOCuotaDR 0.160000, ImporteDR 160.00',
      'Traslado IVA (002), exento: BaseDR 100.00, TipoFactorDR Exento',
      'Emitir a más tardar el: 2026-12-05',
    ].map((field) => text.indexOf(`  ${field}`));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(text).toContain('ImpSaldoInsoluto: 0.00');
    expect(text).toContain(`"Recepción de pagos" ${facts.mxRepDeadline.value.complementVersion}`);
  });

  it('a USD invoice: MonedaDR and MonedaP USD, TipoCambioP the payment day’s rate, asked for', () => {
    const inv = invoice({
      currency: 'USD',
      withholding: 'none',
      cfdi: { ...invoice().cfdi!, exchangeRate: '17.2346' },
    });
    // 1,000.00 + IVA 160.00.
    const [s] = repSummaries(inv, [inv, receipt(inv, 1, '2026-11-28', '580', 'card')]);
    expect(s).toMatchObject({ currency: 'USD', before: 116_000, paid: 58_000, after: 58_000 });
    expect(s!.paymentRate).toBeNull();
    expect(s!.paymentForm).toBeNull();
    const text = repText(s!);
    expect(text).toContain('MonedaDR: USD');
    expect(text).toContain('MonedaP: USD');
    expect(text).toContain('TipoCambioP: (falta): tipo de cambio del día del pago');
    expect(text).toContain('FormaDePagoP: (falta)');
    expect(s!.taxes[0]).toMatchObject({ base: '500.00', amount: '80.00' });
  });

  it('without a stamp, says the folio fiscal is needed instead of making one up', () => {
    const inv = invoice({ stamp: undefined });
    const [s] = repSummaries(inv, [inv, receipt(inv, 1, '2026-11-28', '500')]);
    expect(s!.uuid).toBeNull();
    expect(repText(s!)).toContain(
      'IdDocumento: (falta): folio fiscal (UUID) de la factura timbrada',
    );
  });

  it('is only for a PPD invoice: none for PUE, for a US sender, or without receipts', () => {
    const ppd = invoice();
    const r = receipt(ppd, 1, '2026-11-28', '500');
    expect(repSummaries(ppd, [ppd])).toEqual([]);
    const pue = invoice({ cfdi: { ...ppd.cfdi!, paymentMethod: 'PUE' } });
    expect(repSummaries(pue, [pue, r])).toEqual([]);
    const us = invoice({ senderCountry: 'us' });
    expect(repSummaries(us, [us, r])).toEqual([]);
  });

  it('property: the payments add up to the total, each saldo chains, each tax within half a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000_00 }),
        fc.constantFrom('none', 'honorarios', 'resico'),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        (cents, withholding, weights) => {
          const price = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
          const inv = invoice({
            withholding: withholding as Draft['withholding'],
            lines: [{ id: 'a', description: 'x', quantity: '1', unitPrice: price }],
          });
          const evaluated = evaluate(inv);
          const total = evaluated.totals.total;
          // Split the total in proportion to the weights, the last payment taking what remains.
          const sum = weights.reduce((a, b) => a + b, 0);
          let left = total;
          const parts = weights.map((w, i) => {
            const part = i === weights.length - 1 ? left : Math.floor((total * w) / sum);
            left -= part;
            return part;
          });
          const receipts = parts
            .map((p, i) => receipt(inv, i + 1, `2026-11-${String(10 + i).padStart(2, '0')}`, ''))
            .map((r, i) => ({
              ...r,
              paid: {
                ...r.paid!,
                amount: `${Math.floor(parts[i]! / 100)}.${String(parts[i]! % 100).padStart(2, '0')}`,
              },
            }));
          const summaries = repSummaries(inv, [inv, ...receipts]);
          expect(summaries.reduce((s, r) => s + r.paid, 0)).toBe(total);
          expect(summaries[0]!.before).toBe(total);
          summaries.forEach((s, i) => {
            expect(s.installment).toBe(i + 1);
            expect(s.after).toBe(s.before - s.paid);
            if (i > 0) expect(s.before).toBe(summaries[i - 1]!.after);
            // Each tax: within half a cent (plus half a millionth) of its exact share.
            const concepts = evaluated.totals.concepts!;
            const exactIva = (BigInt(concepts[0]!.taxMicros) * BigInt(s.paid)) / BigInt(total);
            const iva = s.taxes.find((t) => t.kind === 'iva')!;
            const cents = Number(divideHalfUp(iva.amountMicros, 10_000n));
            expect(Math.abs(cents * 10_000 - Number(exactIva))).toBeLessThanOrEqual(5_001);
          });
          expect(summaries.at(-1)!.after).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the deadlines', () => {
  it('the complement by the 5th of the month after the payment, across month and year ends', () => {
    expect(facts.mxRepDeadline.value.dayOfNextMonth).toBe(5);
    expect(repDueDate('2026-11-30')).toBe('2026-12-05');
    expect(repDueDate('2026-12-01')).toBe('2027-01-05');
    expect(repDueDate('2026-12-31')).toBe('2027-01-05');
    expect(repDueDate('2028-01-31')).toBe('2028-02-05');
  });

  it('the last day of a month: 30, 31, February in a leap year and not', () => {
    expect(monthEnd('2026-11-20')).toBe('2026-11-30');
    expect(monthEnd('2026-12-01')).toBe('2026-12-31');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthEnd('2027-02-10')).toBe('2027-02-28');
    expect(monthEnd('2026-12-31', 1)).toBe('2027-01-31');
  });
});

describe('a PUE invoice unpaid after its month of issue', () => {
  const pue = (over: Partial<Draft> = {}) =>
    invoice({ cfdi: { ...invoice().cfdi!, paymentMethod: 'PUE', paymentForm: '03' }, ...over });

  it('is flagged the day after the month ends, not on its last day', () => {
    const inv = pue();
    expect(facts.mxPuePaidBy.value.monthsAfterIssue).toBe(0);
    expect(pueOverdue(inv, [inv], '2026-11-20')).toBeNull();
    expect(pueOverdue(inv, [inv], '2026-11-30')).toBeNull();
    expect(pueOverdue(inv, [inv], '2026-12-01')).toBe('2026-11-30');
  });

  it('across the year end: issued December 31, flagged on January 1', () => {
    const inv = pue({ issueDate: '2026-12-31' });
    expect(pueOverdue(inv, [inv], '2026-12-31')).toBeNull();
    expect(pueOverdue(inv, [inv], '2027-01-01')).toBe('2026-12-31');
    const leap = pue({ issueDate: '2028-02-03' });
    expect(pueOverdue(leap, [leap], '2028-02-29')).toBeNull();
    expect(pueOverdue(leap, [leap], '2028-03-01')).toBe('2028-02-29');
  });

  it('counts only what was paid by the month’s last day', () => {
    const inv = pue();
    const inTime = receipt(inv, 1, '2026-11-30', '953.33');
    expect(pueOverdue(inv, [inv, inTime], '2026-12-10')).toBeNull();
    const partly = receipt(inv, 1, '2026-11-25', '500');
    expect(pueOverdue(inv, [inv, partly], '2026-12-10')).toBe('2026-11-30');
    const late = receipt(inv, 2, '2026-12-02', '453.33');
    expect(pueOverdue(inv, [inv, partly, late], '2026-12-10')).toBe('2026-11-30');
    // Marked paid by hand, with no receipt to date it: taken at its word.
    expect(pueOverdue(pue({ status: 'paid' }), [], '2026-12-10')).toBeNull();
    // Not PUE, or not a Mexican sender: nothing to flag.
    expect(pueOverdue(invoice(), [], '2026-12-10')).toBeNull();
    expect(pueOverdue(pue({ senderCountry: 'us' }), [], '2026-12-10')).toBeNull();
  });
});

describe('the MXN equivalent', () => {
  it('is exact, rounded once to the centavo, half up', () => {
    expect(pesosAt(100_000, 17_234_600)).toBe(1_723_460n);
    // 0.01 USD at 17.234567: 0.17234567 → 0.17; at 0.5: 0.005 → 0.01.
    expect(pesosAt(1, 17_234_567)).toBe(17n);
    expect(pesosAt(1, 500_000)).toBe(1n);
    expect(pesosText(1_723_456n, 'en-US')).toBe('17,234.56');
    // No float: 1,000,000,000.00 at 999,999.999999 is exact.
    expect(pesosAt(100_000_000_000, 999_999_999_999)).toBe(99_999_999_999_900_000n);
  });

  it('prints on the document when asked for, with the rate and the FIX date; kept in the format', async () => {
    const words = { en: await documentWords('en-US'), es: await documentWords('es-MX') };
    const usd = invoice({
      currency: 'USD',
      withholding: 'none',
      documentLanguage: 'both',
      // 1,000.00 + IVA 160.00 = 1,160.00 USD; at 17.2346: 19,992.136 → 19,992.14.
      cfdi: { ...invoice().cfdi!, exchangeRate: '17.2346' },
    });
    const lines = (d: Draft) => buildDocument(d, evaluate(d), words).blocks.flatMap((b) => b.lines);
    expect(lines(usd).join('\n')).not.toContain('MXN/USD');
    const on = { ...usd, mxnEquivalent: true };
    const text = lines(on)
      .join('\n')
      .replace(/\u00a0/g, ' ');
    expect(text).toContain(
      'Equivalent: MXN 19,992.14 at 17.2346 MXN/USD (FIX of November 20, 2026)',
    );
    expect(text).toContain(
      'Equivalente: MXN 19,992.14 a 17.2346 MXN/USD (FIX del 20 de noviembre de 2026)',
    );
    // Not for a document in pesos, nor without a rate.
    expect(lines({ ...on, currency: 'MXN' }).join('\n')).not.toContain('MXN/');
    expect(lines({ ...on, cfdi: { ...on.cfdi!, exchangeRate: '' } }).join('\n')).not.toContain(
      'MXN/',
    );
    // The option is kept in the draft format; a file without it still reads.
    const file = (draft: Draft) =>
      JSON.stringify({ format: 'invoxa-invoice-draft', version: 1, draft });
    const draftOf = (text: string) => {
      const read = schema.parseDraftFile(text);
      return read.ok && 'draft' in read ? read.draft : null;
    };
    expect(draftOf(file(on))?.mxnEquivalent).toBe(true);
    const older = draftOf(file(usd));
    expect(older).not.toBeNull();
    expect(older?.mxnEquivalent).toBeUndefined();
  });
});
