import { describe, expect, it } from 'vitest';
import {
  catalogueLabel,
  isProductKey,
  PAYMENT_FORMS,
  PRODUCT_KEYS,
  TAX_OBJECTS,
  UNIT_KEYS,
  USES,
  fitsRegime,
} from '@/features/invoice-generator/cfdi/catalogues';
import { cfdiErrors, cfdiSummary, missingFields } from '@/features/invoice-generator/cfdi/summary';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { evaluate } from '@/features/invoice-generator/model/evaluate';

/** A persona física (612) billing a Mexican company: two lines, IVA, ISR and IVA withheld. */
function known(change: Partial<Draft> = {}): Draft {
  const d = emptyDraft('2026-11-20', 'NC-2026-0007', 'es');
  return {
    ...d,
    from: {
      name: 'Ana Pérez',
      address: '',
      taxId: 'PEGA850101AB1',
      regime: '612 - Personas Físicas con Actividades Empresariales y Profesionales',
    },
    billTo: { name: 'Cliente SA de CV', address: '', taxId: 'ABC010101AB1' },
    clientCountry: 'mx',
    withholding: 'honorarios',
    lines: [
      {
        id: 'a',
        description: 'Diseño de logotipo',
        quantity: '1',
        unitPrice: '10,000',
        cfdi: { productKey: '82141500', unitKey: 'E48', taxObject: '' },
      },
      {
        id: 'b',
        description: 'Asesoría',
        quantity: '2.5',
        unitPrice: '800',
        cfdi: { productKey: '80101500', unitKey: 'HUR', taxObject: '02' },
      },
    ],
    cfdi: {
      use: 'G03',
      paymentForm: '03',
      paymentMethod: 'PUE',
      issuerPostalCode: '06600',
      recipientPostalCode: '01000',
      recipientRegime: '601',
      exportKey: '',
    },
    ...change,
  };
}

describe('the CFDI catalogues', () => {
  it('name codes as the SAT does, and know which uses fit which regímenes', () => {
    expect(catalogueLabel(USES, 'G03')).toBe('G03 - Gastos en general');
    expect(catalogueLabel(PAYMENT_FORMS, '99')).toBe('99 - Por definir');
    expect(catalogueLabel(UNIT_KEYS, 'E48')).toBe('E48 - Unidad de servicio');
    expect(catalogueLabel(TAX_OBJECTS, '02')).toBe('02 - Sí objeto de impuesto');
    expect(catalogueLabel(USES, 'ZZZ')).toBe('ZZZ');
    expect(PAYMENT_FORMS).toHaveLength(22);
    expect(TAX_OBJECTS.map(([c]) => c)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08']);
    // CP01 and CN01 are for payment and payroll CFDI, not an invoice.
    expect(USES.map(([c]) => c)).not.toContain('CP01');
    expect(USES).toHaveLength(22);
    expect(fitsRegime('G03', '601')).toBe(true);
    expect(fitsRegime('G03', '605')).toBe(false);
    expect(fitsRegime('D01', '612')).toBe(true);
    expect(fitsRegime('D01', '601')).toBe(false);
    expect(fitsRegime('S01', '616')).toBe(true);
    expect(fitsRegime('G03', '616')).toBe(false);
    for (const [code] of PRODUCT_KEYS) expect(isProductKey(code), code).toBe(true);
    expect(isProductKey('8111150')).toBe(false);
    expect(isProductKey('8111150a')).toBe(false);
  });
});

describe('the rules of the CFDI section', () => {
  it('finds nothing wrong in a consistent draft', () => {
    expect(cfdiErrors(known())).toEqual({});
  });

  it('PPD goes with 99 - Por definir, PUE never does', () => {
    const ppd = known();
    ppd.cfdi = { ...ppd.cfdi!, paymentMethod: 'PPD' };
    expect(cfdiErrors(ppd)).toEqual({ 'cfdi-paymentForm': 'cfdiPpdNeeds99' });
    ppd.cfdi.paymentForm = '99';
    expect(cfdiErrors(ppd)).toEqual({});
    const pue = known();
    pue.cfdi = { ...pue.cfdi!, paymentForm: '99' };
    expect(cfdiErrors(pue)).toEqual({ 'cfdi-paymentForm': 'cfdiPueWith99' });
  });

  it('postal codes have five digits, product codes eight; the use must fit the regimen', () => {
    const d = known();
    d.cfdi = { ...d.cfdi!, issuerPostalCode: '6600', recipientPostalCode: '0100a', use: 'D01' };
    d.lines[1]!.cfdi!.productKey = '8010150';
    expect(cfdiErrors(d)).toEqual({
      'cfdi-issuerPostalCode': 'cfdiPostalCode',
      'cfdi-recipientPostalCode': 'cfdiPostalCode',
      'cfdi-use': 'cfdiUseRegime',
      'line-b-cfdi-productKey': 'cfdiProductKey',
    });
  });

  it('a client abroad: régimen 616, use S01 and the issuer’s postal code', () => {
    const d = known({ clientCountry: 'us' });
    expect(cfdiErrors(d)).toEqual({
      'cfdi-recipientRegime': 'cfdiForeignRegime',
      'cfdi-use': 'cfdiForeignUse',
      'cfdi-recipientPostalCode': 'cfdiForeignPostal',
    });
    d.cfdi = { ...d.cfdi!, recipientRegime: '', use: '', recipientPostalCode: '' };
    expect(cfdiErrors(d)).toEqual({});
    const text = cfdiSummary(d, evaluate(d));
    expect(text).toContain('  RFC: XEXX010101000\n');
    expect(text).toContain('  Domicilio fiscal (código postal): 06600\n');
    expect(text).toContain('  Régimen fiscal: 616 - Sin obligaciones fiscales\n');
    expect(text).toContain('  Uso del CFDI: S01 - Sin efectos fiscales\n');
    expect(missingFields(d, evaluate(d))).toEqual([]);
  });

  it('lists what is missing, with the SAT’s names', () => {
    const d = known({ cfdi: undefined });
    d.lines[0]!.cfdi = undefined;
    expect(missingFields(d, evaluate(d))).toEqual([
      'Forma de pago',
      'Método de pago',
      'Lugar de expedición (código postal)',
      'Domicilio fiscal del receptor (código postal)',
      'Régimen fiscal del receptor',
      'Uso del CFDI',
      'Clave de producto o servicio (concepto 1)',
      'Clave de unidad (concepto 1)',
    ]);
    expect(cfdiSummary(d, evaluate(d))).toContain('  Forma de pago: (falta)\n');
  });
});

describe('the CFDI summary', () => {
  it('states a known invoice with its withholdings, exactly', () => {
    const d = known();
    expect(cfdiSummary(d, evaluate(d)))
      .toBe(`Datos para emitir el CFDI 4.0 (este resumen no es un CFDI)

Comprobante
  Tipo de comprobante: I - Ingreso
  Folio: NC-2026-0007
  Fecha: 2026-11-20
  Moneda: MXN
  Forma de pago: 03 - Transferencia electrónica de fondos
  Método de pago: PUE - Pago en una sola exhibición
  Exportación: 01 - No aplica
  Lugar de expedición: 06600

Emisor
  RFC: PEGA850101AB1
  Nombre: Ana Pérez
  Régimen fiscal: 612 - Personas Físicas con Actividades Empresariales y Profesionales

Receptor
  RFC: ABC010101AB1
  Nombre: Cliente SA de CV
  Domicilio fiscal (código postal): 01000
  Régimen fiscal: 601 - General de Ley Personas Morales
  Uso del CFDI: G03 - Gastos en general

Conceptos
  1. Diseño de logotipo
     Clave de producto o servicio: 82141500
     Cantidad: 1
     Clave de unidad: E48 - Unidad de servicio
     Valor unitario: 10000.00
     Importe: 10000.00
     Descuento: 0.00
     Objeto de impuesto: 02 - Sí objeto de impuesto
     Traslado IVA: base 10000.00, tasa 0.160000, importe 1600.00
     Retención ISR: base 10000.00, tasa 0.100000, importe 1000.00
     Retención IVA: base 10000.00, tasa 0.106667, importe 1066.666667
  2. Asesoría
     Clave de producto o servicio: 80101500
     Cantidad: 2.5
     Clave de unidad: HUR - Hora
     Valor unitario: 800.00
     Importe: 2000.00
     Descuento: 0.00
     Objeto de impuesto: 02 - Sí objeto de impuesto
     Traslado IVA: base 2000.00, tasa 0.160000, importe 320.00
     Retención ISR: base 2000.00, tasa 0.100000, importe 200.00
     Retención IVA: base 2000.00, tasa 0.106667, importe 213.333333

Totales
  Subtotal: 12000.00
  Descuento: 0.00
  Total de impuestos trasladados: 1920.00
  Total de impuestos retenidos: 2480.00
  Total: 11440.00
`);
    expect(evaluate(d).totals.total).toBe(1_144_000);
  });

  it('without withholdings there are no retenciones; a discount is shared among the concepts', () => {
    const d = known({ withholding: 'none', discount: '1,200' });
    const text = cfdiSummary(d, evaluate(d));
    expect(text).not.toContain('Retención');
    expect(text).toContain(
      '     Importe: 10000.00\n     Descuento: 1000.00\n     Objeto de impuesto: 02 - Sí objeto de impuesto\n     Traslado IVA: base 9000.00, tasa 0.160000, importe 1440.00\n',
    );
    expect(text).toContain('     Descuento: 200.00\n');
    expect(text).toContain('  Descuento: 1200.00\n  Total de impuestos trasladados: 1728.00\n');
    expect(text).toContain('  Total: 12528.00\n');
    expect(evaluate(d).totals.total).toBe(1_252_800);
  });

  it('an exempt line carries no IVA and no IVA withheld; a charge is one more concept', () => {
    const d = known();
    d.lines[1] = { ...d.lines[1]!, exempt: true };
    const text = cfdiSummary(d, evaluate(d));
    expect(text).toContain(
      '     Traslado IVA: base 2000.00, exento\n     Retención ISR: base 2000.00, tasa 0.100000, importe 200.00\n\nTotales',
    );
    expect(text).toContain('  Total de impuestos trasladados: 1600.00\n');
    expect(text).toContain('  Total de impuestos retenidos: 2266.67\n');
    expect(text).toContain('  Total: 11333.33\n');
    expect(evaluate(d).totals.total).toBe(1_133_333);

    const charged = known({ charges: [{ id: 'c', description: 'Envío', amount: '100' }] });
    const withCharge = cfdiSummary(charged, evaluate(charged));
    expect(withCharge).toContain(
      '  3. Envío\n     Clave de producto o servicio: (falta)\n     Cantidad: 1\n     Clave de unidad: (falta)\n     Valor unitario: 100.00\n     Importe: 100.00\n',
    );
    // 100.00 more, IVA 16.00, ISR 10.00 and IVA 10.67 withheld.
    expect(withCharge).toContain('  Total: 11535.33\n');
    expect(missingFields(charged, evaluate(charged))).toEqual([
      'Clave de producto o servicio (concepto 3)',
      'Clave de unidad (concepto 3)',
    ]);
  });
});
