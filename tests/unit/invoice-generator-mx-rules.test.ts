import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { factValues } from '@/content/fact-messages';
import { PRODUCT_KEYS, PRODUCT_KEYS_CONFIRMED } from '@/features/invoice-generator/cfdi/catalogues';
import { withholdingClientWarning } from '@/features/invoice-generator/cfdi/checks';
import {
  cfdiErrors,
  cfdiSummary,
  EMPTY_CFDI,
  exchangeRateMicros,
  missingFields,
} from '@/features/invoice-generator/cfdi/summary';
import { facts, latestPeriod } from '@/content/facts';
import { addDays, evaluate } from '@/features/invoice-generator/model/evaluate';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { readDraft } from '@/features/invoice-generator/model/draft-schema';
import { factConfirmedOn } from '@/features/invoice-generator/model/fact-dates';
import {
  nextFreeNumber,
  nextInvoiceNumber,
  PREFIXES,
} from '@/features/invoice-generator/model/numbering';
import { message } from '../support/messages';

/** Issue 40: the generator's Mexican rules, each as the world has it (tests/support/clock.ts). */

const today = () => new Date().toISOString().slice(0, 10);

/** An ICU message formatted as next-intl formats it (the facts registry's figures as arguments). */
function icu(text: string, values: Record<string, string>): string {
  return createTranslator({ locale: 'en-US', messages: { text } })('text', values);
}

function border(issueDate: string, confirmed?: boolean): Draft {
  const d = emptyDraft(issueDate, 'NCO-2026-0001', 'es');
  return {
    ...d,
    iva: 'border',
    ...(confirmed === undefined ? {} : { ivaBorderConfirmed: confirmed }),
    lines: [{ id: 'a', description: 'Diseño', quantity: '1', unitPrice: '1000' }],
  };
}

describe('a rate past its decree (issue 40 §1)', () => {
  // The border rate's last day the registry confirms (a successor, once recorded, moves it).
  const lastDay = latestPeriod('mxIvaBorderRate').validUntil;

  it('is confirmed only within a period of the registry', () => {
    const first = facts.mxIvaBorderRate.validFrom;
    expect(factConfirmedOn('mxIvaBorderRate', first).confirmed).toBe(true);
    expect(factConfirmedOn('mxIvaBorderRate', 'not a date').confirmed).toBe(false);
    expect(factConfirmedOn('mxIvaRate', today()).confirmed).toBe(true);
    if (lastDay) {
      expect(factConfirmedOn('mxIvaBorderRate', lastDay)).toEqual({
        confirmed: true,
        lastConfirmedDay: lastDay,
      });
      expect(factConfirmedOn('mxIvaBorderRate', addDays(lastDay, 1))).toEqual({
        confirmed: false,
        lastConfirmedDay: lastDay,
      });
    }
  });

  it('applies 8 % past the last confirmed day only once the visitor confirms it', () => {
    if (!lastDay) return; // a decree with no end needs no confirmation
    const after = addDays(lastDay, 1);
    const pending = evaluate(border(after));
    expect(pending.ivaBorderPending).toBe(true);
    expect(pending.totals.tax).toBe(16_000); // the general rate, 16 % of 1,000.00
    expect(evaluate(border(after, false)).totals.tax).toBe(16_000);
    const confirmed = evaluate(border(after, true));
    expect(confirmed.ivaBorderPending).toBe(false);
    expect(confirmed.totals.tax).toBe(8_000);
    // Within the decree's period nothing is asked.
    const within = evaluate(border(lastDay));
    expect([within.ivaBorderPending, within.totals.tax]).toEqual([false, 8_000]);
    // The confirmation is kept in the draft format (older drafts without it still read).
    const read = readDraft(JSON.parse(JSON.stringify(border(after, true))));
    expect(read?.ivaBorderConfirmed).toBe(true);
  });

  it('a document dated today (the clock of the run) past the decree needs the confirmation', () => {
    const d = border(today());
    const stale = !factConfirmedOn('mxIvaBorderRate', today()).confirmed;
    expect(evaluate(d).ivaBorderPending).toBe(stale);
    expect(evaluate(d).totals.tax).toBe(stale ? 16_000 : 8_000);
  });

  it('says in both languages what could not be confirmed and since when', async () => {
    for (const [tag, locale, day] of [
      ['en-US', 'en', 'December 31, 2025'],
      ['es-MX', 'es', '31 de diciembre de 2025'],
    ] as const) {
      const values = await factValues(locale, today());
      const confirm = icu(message(tag, 'invoice-generator', 'ui.ivaBorderConfirm'), values);
      const pending = icu(message(tag, 'invoice-generator', 'ui.ivaBorderPending'), values);
      if (lastDay === '2025-12-31') {
        expect(confirm).toContain(day);
        expect(pending).toContain(day);
      }
      expect(confirm).toContain(values.mxIvaRate!);
      expect(pending).toContain(values.mxIvaRate!);
    }
  });
});

const ig = (tag: string, key: string) => message(tag, 'invoice-generator', key);

describe('PUE and PPD said right (issue 40 §2)', () => {
  it('PUE: paid in full by the last day of the month of issue; otherwise PPD, 99 and a REP by the 5th', () => {
    const en = ig('en-US', 'ui.cfdiPaymentMethodHint');
    const es = ig('es-MX', 'ui.cfdiPaymentMethodHint');
    expect(en).toMatch(/last day of the month/);
    expect(en).toMatch(/99 - Por definir/);
    expect(en).toMatch(/payment complement \(REP\) by the 5th day of the following month/);
    expect(en).toMatch(/“Payment receipt” is not that complement/);
    expect(es).toMatch(/último día del mes/);
    expect(es).toMatch(/99 - Por definir/);
    expect(es).toMatch(
      /complemento para recepción de pagos \(REP\) a más tardar el día 5 del mes siguiente/,
    );
    expect(es).toMatch(/“Recibo de pago” de este generador no es ese complemento/);
    for (const key of ['ui.cfdiPaymentFormHint', 'errors.cfdiPueWith99']) {
      expect(ig('en-US', key)).toMatch(/last day of the month of issue/);
      expect(ig('es-MX', key)).toMatch(/último día del mes de emisión/);
    }
    // Never "paid when the CFDI is issued", nor 99 for an invoice merely unpaid at issue.
    for (const tag of ['en-US', 'es-MX'])
      for (const key of [
        'ui.cfdiPaymentMethodHint',
        'ui.cfdiPaymentFormHint',
        'errors.cfdiPueWith99',
      ])
        expect(ig(tag, key)).not.toMatch(
          /when you issue|when issued|al emitir|aún no te pagan|Not paid yet/i,
        );
  });
});

describe('Spanish a Mexican freelancer would write (issue 40 §16)', () => {
  it('uses the words of Mexican invoicing', () => {
    const wanted: Record<string, string> = {
      'ui.discountKind': 'Tipo de descuento',
      'ui.discountAmount': 'Monto fijo',
      'ui.discountPercent': 'Porcentaje',
      'ui.termsReceipt': 'De contado',
      'document.dueOnReceipt': 'De contado',
      'ui.termsNet15': 'Crédito a 15 días',
      'ui.termsNet30': 'Crédito a 30 días',
      'ui.termsNet60': 'Crédito a 60 días',
      'document.number': 'Folio',
      'ui.number': 'Folio de la nota de cobro',
      'document.taxIdOther': 'Núm. de identificación fiscal (Tax ID)',
      'ui.paidInvoice': 'Corresponde a la nota de cobro',
      'ui.sortRecent': 'Modificados recientemente',
      'ui.pdfShared': '{file} listo para compartir',
      'ui.clientBookUsed': 'Datos tomados de tu último documento para {name}',
      'document.receiptTitle': 'Recibo de pago (no es complemento de pago)',
    };
    for (const [key, text] of Object.entries(wanted))
      expect([key, ig('es-MX', key)]).toEqual([key, text]);
    // The SAT's service as its portal names it, in both languages.
    for (const tag of ['en-US', 'es-MX'])
      expect(ig(tag, 'ui.cfdiIntro')).toContain('Servicio de facturación CFDI versión 4.0');
  });
});

describe('the nota de cobro’s own prefix (issue 40 §6)', () => {
  it('is COB, never NC (the usual series of notas de crédito)', () => {
    expect(PREFIXES.invoice.es).toBe('COB');
    expect(Object.values(PREFIXES).flatMap((p) => Object.values(p))).not.toContain('NC');
    expect(nextInvoiceNumber(null, 2026, 'es')).toBe('COB-2026-0001');
  });

  it('goes on after a sequence numbered NC-, under COB, after the highest of either', () => {
    // The last one downloaded was NC-2026-0007: the next is COB-2026-0008.
    expect(nextInvoiceNumber('NC-2026-0007', 2026, 'es')).toBe('COB-2026-0008');
    expect(nextFreeNumber(['NC-2026-0007'], 'NC-2026-0007', 2026, 'es')).toBe('COB-2026-0008');
    // Saved documents under either prefix count; other years and other prefixes do not.
    expect(
      nextFreeNumber(
        ['NC-2026-0012', 'COB-2026-0009', 'NC-2025-0040', 'F-2026-0100'],
        null,
        2026,
        'es',
      ),
    ).toBe('COB-2026-0013');
    expect(nextFreeNumber(['COB-2026-0003', 'NC-2026-0002'], 'COB-2026-0003', 2026, 'es')).toBe(
      'COB-2026-0004',
    );
    // A new year starts again at 1; a visitor's own prefix stays its own.
    expect(nextInvoiceNumber('NC-2026-0007', 2027, 'es')).toBe('COB-2027-0001');
    expect(nextFreeNumber(['NC-2026-0030'], 'F-2026-0004', 2026, 'es')).toBe('F-2026-0005');
    // Quotes and receipts keep their sequences (NC is only an old nota de cobro's prefix).
    expect(nextFreeNumber(['NC-2026-0030'], null, 2026, 'es', 'quote')).toBe('COT-2026-0001');
  });
});

describe('RESICO and who withholds (issue 40 §8)', () => {
  it('the ISR of RESICO applies to goods too; the IVA withheld only to services and rent', () => {
    const en = ig('en-US', 'ui.withholdingResico');
    const es = ig('es-MX', 'ui.withholdingResico');
    expect(en).toMatch(/\{mxResicoIsrWithholding\} under RESICO \(on services, rent and goods\)/);
    expect(en).toMatch(/of the IVA \(on services and rent only\)/);
    expect(es).toMatch(/RESICO \(por servicios, arrendamiento y venta de bienes\)/);
    expect(es).toMatch(/del IVA \(solo por servicios y arrendamiento\)/);
    expect(ig('en-US', 'ui.withholdingHint')).toMatch(/goods too \(LISR art\. 113-J\)/);
    expect(ig('es-MX', 'ui.withholdingHint')).toMatch(/venta de bienes \(LISR art\. 113-J\)/);
  });

  it('warns when the client cannot withhold: a persona física or a client abroad', () => {
    const base = {
      ...emptyDraft('2026-11-20', 'COB-2026-0001', 'es'),
      clientCountry: 'mx' as const,
      withholding: 'resico' as const,
    };
    const withClient = (taxId: string, over: Partial<Draft> = {}) =>
      withholdingClientWarning({ ...base, billTo: { ...base.billTo, taxId }, ...over });
    expect(withClient('CNA010101AAA')).toBeNull(); // a persona moral withholds
    expect(withClient('')).toBeNull(); // not typed yet
    expect(withClient('GODE561231GR8')).toBe('withholdingClientFisica');
    expect(withClient('XAXX010101000')).toBe('withholdingClientFisica');
    expect(withClient('XEXX010101000')).toBe('withholdingClientAbroad');
    expect(withClient('', { clientCountry: 'us' })).toBe('withholdingClientAbroad');
    expect(withClient('CNA010101AAA', { withholding: 'none' })).toBeNull();
    expect(withClient('GODE561231GR8', { withholding: 'honorarios' })).toBe(
      'withholdingClientFisica',
    );
    expect(withClient('GODE561231GR8', { senderCountry: 'us' })).toBeNull();
    // A warning in both languages, saying only personas morales withhold.
    expect(ig('en-US', 'ui.withholdingClientFisica')).toMatch(/persona moral/);
    expect(ig('es-MX', 'ui.withholdingClientAbroad')).toMatch(/persona moral/);
  });
});

describe('the TipoCambio of an invoice not in pesos (issue 40 §3)', () => {
  const usd = (exchangeRate?: string): Draft => {
    const d = emptyDraft('2026-11-20', 'COB-2026-0001', 'es');
    return {
      ...d,
      currency: 'USD',
      lines: [{ id: 'a', description: 'Desarrollo', quantity: '1', unitPrice: '1000' }],
      cfdi: { ...EMPTY_CFDI, ...(exchangeRate === undefined ? {} : { exchangeRate }) },
    };
  };
  const summaryOf = (d: Draft) => cfdiSummary(d, evaluate(d));

  it('is listed as required, with where the rate comes from, and missing until typed', () => {
    const empty = usd();
    expect(summaryOf(empty)).toContain(
      '  Tipo de cambio (requerido: la moneda no es MXN): (falta)\n',
    );
    expect(summaryOf(empty)).toMatch(/FIX que el Banco de México publica en el DOF/);
    expect(summaryOf(empty)).toMatch(/SF43718/);
    expect(missingFields(empty, evaluate(empty))).toContain('Tipo de cambio');
    const typed = usd('17.9248');
    expect(summaryOf(typed)).toContain(
      '  Tipo de cambio (requerido: la moneda no es MXN): 17.9248\n',
    );
    expect(missingFields(typed, evaluate(typed))).not.toContain('Tipo de cambio');
    expect(cfdiErrors(typed)['cfdi-exchangeRate']).toBeUndefined();
  });

  it('reads the rate exactly, up to six decimals, never as a float', () => {
    expect(exchangeRateMicros('17.9248')).toBe(17_924_800);
    expect(exchangeRateMicros('0.000001')).toBe(1);
    expect(exchangeRateMicros('20.123456')).toBe(20_123_456);
    // 0.1 + 0.2 as a float is 0.30000000000000004; typed, it is exact.
    expect(summaryOf(usd('0.3'))).toContain('no es MXN): 0.30\n');
    expect(summaryOf(usd('18'))).toContain('no es MXN): 18\n');
    for (const bad of ['17.1234567', 'abc', '0', '-17'])
      expect([bad, cfdiErrors(usd(bad))['cfdi-exchangeRate']]).toEqual([bad, 'cfdiExchangeRate']);
  });

  it('is not asked of an invoice in pesos', () => {
    const mxn = { ...usd('17.9248'), currency: 'MXN' as const };
    expect(summaryOf(mxn)).not.toMatch(/Tipo de cambio/);
    expect(missingFields(mxn, evaluate(mxn))).not.toContain('Tipo de cambio');
    expect(cfdiErrors({ ...mxn, cfdi: { ...EMPTY_CFDI, exchangeRate: 'abc' } })).toEqual({});
  });

  it('the field says where the rate comes from, in both languages', () => {
    expect(ig('en-US', 'ui.cfdiExchangeRateHint')).toMatch(/FIX .*Banco de México .*DOF/);
    expect(ig('es-MX', 'ui.cfdiExchangeRateHint')).toMatch(/FIX .*Banco de México .*DOF/);
    expect(ig('en-US', 'ui.cfdiExchangeRateLink')).toMatch(/SF43718/);
    expect(ig('es-MX', 'ui.cfdiExchangeRateLink')).toMatch(/SF43718/);
  });
});

describe('the product and service keys offered as examples (issue 40 §17)', () => {
  it('marks every key not confirmed against c_ClaveProdServ, and the field says so', () => {
    // None could be read in the SAT's table: each is marked, and none is claimed confirmed.
    expect(PRODUCT_KEYS.length).toBeGreaterThan(0);
    for (const [code] of PRODUCT_KEYS) expect(code).toMatch(/^\d{8}$/);
    expect(PRODUCT_KEYS_CONFIRMED).toEqual([]);
    expect(ig('en-US', 'ui.cfdiProductKeyHint')).toMatch(/could not confirm/);
    expect(ig('es-MX', 'ui.cfdiProductKeyHint')).toMatch(/no pudimos confirmar/);
  });
});
