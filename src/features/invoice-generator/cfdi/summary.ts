import {
  catalogueLabel,
  EXPORT_KEYS,
  isPostalCode,
  isProductKey,
  PAYMENT_FORMS,
  PAYMENT_METHODS,
  TAX_OBJECTS,
  UNIT_KEYS,
  USES,
  fitsRegime,
} from './catalogues';
import { clientCountryOf, type Draft, type DraftCfdi, type DraftLineCfdi } from '../model/draft';
import type { Evaluated } from '../model/evaluate';
import { exchangeRateMicros, microsText } from '../model/exchange-rate';
import { divideHalfUp, type Rate } from '../model/money';
import type { ConceptTaxes } from '../model/taxes';
import { REGIMES, regimeCode, regimeLabel } from './sat-regimes';
import { GENERIC_RFCS } from './checks';

export { exchangeRateMicros };

/**
 * The "CFDI data" of a Mexican sender's invoice: the rules its fields are checked against and a
 * plain-text summary, in Spanish with the SAT's field names, to copy into the SAT's free invoicing
 * service or hand to a PAC (docs/decisions/invoice-generator.md, "A path to the CFDI"). Never
 * printed on the document, which is not a CFDI. Loaded with the section, on demand.
 */

export const EMPTY_CFDI: DraftCfdi = {
  use: '',
  paymentForm: '',
  paymentMethod: '',
  issuerPostalCode: '',
  recipientPostalCode: '',
  recipientRegime: '',
  exportKey: '',
  exchangeRate: '',
};
export const EMPTY_LINE_CFDI: DraftLineCfdi = { productKey: '', unitKey: '', taxObject: '' };

/** Unset, these are the usual values: not an export of goods, an object of tax. */
const DEFAULT_EXPORT = '01';
export const DEFAULT_TAX_OBJECT = '02';

/** What a client abroad gets in a CFDI: the generic RFC, régimen 616 and use S01. */
const FOREIGN = { rfc: GENERIC_RFCS[1], regime: '616', use: 'S01' } as const;

/** The concepts of the invoice (lines, then charges): evaluate()'s own figures, in cents. */
export const conceptsOf = (evaluated: Evaluated): ConceptTaxes[] => evaluated.totals.concepts ?? [];

export type CfdiError =
  | 'cfdiPostalCode'
  | 'cfdiProductKey'
  | 'cfdiPpdNeeds99'
  | 'cfdiPueWith99'
  | 'cfdiUseRegime'
  | 'cfdiForeignRegime'
  | 'cfdiForeignUse'
  | 'cfdiForeignPostal'
  | 'cfdiExchangeRate';

/** Field id → what is wrong with it, for the fields of the CFDI section. */
export function cfdiErrors(draft: Draft): Record<string, CfdiError> {
  const errors: Record<string, CfdiError> = {};
  const c = { ...EMPTY_CFDI, ...draft.cfdi };
  const foreign = clientCountryOf(draft) !== 'mx';
  for (const key of ['issuerPostalCode', 'recipientPostalCode'] as const)
    if (c[key].trim() && !isPostalCode(c[key].trim())) errors[`cfdi-${key}`] = 'cfdiPostalCode';
  if (c.paymentMethod === 'PPD' && c.paymentForm && c.paymentForm !== '99')
    errors['cfdi-paymentForm'] = 'cfdiPpdNeeds99';
  if (c.paymentMethod === 'PUE' && c.paymentForm === '99')
    errors['cfdi-paymentForm'] = 'cfdiPueWith99';
  if (foreign) {
    if (c.recipientRegime && c.recipientRegime !== FOREIGN.regime)
      errors['cfdi-recipientRegime'] = 'cfdiForeignRegime';
    if (c.use && c.use !== FOREIGN.use) errors['cfdi-use'] = 'cfdiForeignUse';
    const postal = c.recipientPostalCode.trim();
    if (!errors['cfdi-recipientPostalCode'] && postal && postal !== c.issuerPostalCode.trim())
      errors['cfdi-recipientPostalCode'] = 'cfdiForeignPostal';
  } else if (c.use && c.recipientRegime && !fitsRegime(c.use, c.recipientRegime))
    errors['cfdi-use'] = 'cfdiUseRegime';
  const rate = c.exchangeRate?.trim() ?? '';
  if (draft.currency !== 'MXN' && rate && exchangeRateMicros(rate) === null)
    errors['cfdi-exchangeRate'] = 'cfdiExchangeRate';
  for (const line of draft.lines) {
    const key = line.cfdi?.productKey.trim() ?? '';
    if (key && !isProductKey(key)) errors[`line-${line.id}-cfdi-productKey`] = 'cfdiProductKey';
  }
  return errors;
}

/** "53.3328": a concept's tax, kept at six decimals (the SAT's recommended method). */
const micros = microsText;

/** "1234.50": cents with two decimals, as a CFDI writes amounts. */
export const amount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** "3", "1.5": a quantity in thousandths, without trailing zeros. */
const quantity = (thousandths: number) =>
  `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`.replace(
    /\.?0+$/,
    '',
  ) || '0';

/** "0.160000": a rate as TasaOCuota writes it, six decimals, rounded half up. */
export const rate = (r: Rate) => {
  const millionths = Number(divideHalfUp(BigInt(r.numerator) * 1_000_000n, BigInt(r.denominator)));
  return `${Math.floor(millionths / 1_000_000)}.${String(millionths % 1_000_000).padStart(6, '0')}`;
};

const MISSING = '(falta)';

/** The TipoCambio as the CFDI writes it (up to six decimals), or "(falta)". */
const exchangeRateText = (typed: string) => {
  const value = exchangeRateMicros(typed);
  return value === null ? MISSING : micros(value).replace(/\.00$/, '');
};

/** The effective recipient of the CFDI: a client abroad gets the SAT's generic values. */
function recipient(draft: Draft, c: DraftCfdi) {
  const foreign = clientCountryOf(draft) !== 'mx';
  return {
    rfc: foreign ? FOREIGN.rfc : draft.billTo.taxId.toUpperCase().replace(/[\s-]/g, ''),
    regime: c.recipientRegime || (foreign ? FOREIGN.regime : ''),
    use: c.use || (foreign ? FOREIGN.use : ''),
    postalCode: c.recipientPostalCode.trim() || (foreign ? c.issuerPostalCode.trim() : ''),
  };
}

const regimeText = (value: string) => {
  const code = regimeCode(value);
  const entry = code && REGIMES.find(([c]) => c === code);
  return entry ? regimeLabel(entry) : value.trim();
};

/** The SAT's names of the required fields left empty, in the order of the summary. */
export function missingFields(draft: Draft, evaluated: Evaluated): string[] {
  const c = { ...EMPTY_CFDI, ...draft.cfdi };
  const r = recipient(draft, c);
  const missing: string[] = [];
  const need = (value: string, name: string) => {
    if (!value.trim()) missing.push(name);
  };
  need(c.paymentForm, 'Forma de pago');
  need(c.paymentMethod, 'Método de pago');
  if (draft.currency !== 'MXN' && exchangeRateMicros(c.exchangeRate ?? '') === null)
    missing.push('Tipo de cambio');
  need(c.issuerPostalCode, 'Lugar de expedición (código postal)');
  need(draft.from.taxId, 'RFC del emisor');
  need(draft.from.name, 'Nombre del emisor');
  need(draft.from.regime, 'Régimen fiscal del emisor');
  need(r.rfc, 'RFC del receptor');
  need(draft.billTo.name, 'Nombre del receptor');
  need(r.postalCode, 'Domicilio fiscal del receptor (código postal)');
  need(r.regime, 'Régimen fiscal del receptor');
  need(r.use, 'Uso del CFDI');
  conceptsOf(evaluated).forEach((_, i) => {
    const line = draft.lines[i];
    need(line?.cfdi?.productKey ?? '', `Clave de producto o servicio (concepto ${i + 1})`);
    need(line?.cfdi?.unitKey ?? '', `Clave de unidad (concepto ${i + 1})`);
  });
  return missing;
}

/** The plain-text summary, in Spanish with the SAT's field names. */
export function cfdiSummary(draft: Draft, evaluated: Evaluated): string {
  const c = { ...EMPTY_CFDI, ...draft.cfdi };
  const r = recipient(draft, c);
  const { rates } = evaluated;
  const or = (value: string) => value.trim() || MISSING;
  const coded = (list: Parameters<typeof catalogueLabel>[0], code: string) =>
    code ? catalogueLabel(list, code) : MISSING;
  const out = [
    'Datos para emitir el CFDI 4.0 (este resumen no es un CFDI)',
    '',
    'Comprobante',
    '  Tipo de comprobante: I - Ingreso',
    `  Folio: ${or(draft.number)}`,
    `  Fecha: ${or(draft.issueDate)}`,
    `  Moneda: ${draft.currency}`,
    // Anexo 20: TipoCambio is required when the currency is not MXN (nor XXX).
    ...(draft.currency === 'MXN'
      ? []
      : [
          `  Tipo de cambio (requerido: la moneda no es MXN): ${exchangeRateText(c.exchangeRate ?? '')}`,
          '    (pesos por dólar: el tipo de cambio FIX que el Banco de México publica en el DOF,',
          '    el de la fecha de emisión; serie SF43718 de Banxico)',
        ]),
    `  Forma de pago: ${coded(PAYMENT_FORMS, c.paymentForm)}`,
    `  Método de pago: ${coded(PAYMENT_METHODS, c.paymentMethod)}`,
    `  Exportación: ${catalogueLabel(EXPORT_KEYS, c.exportKey || DEFAULT_EXPORT)}`,
    `  Lugar de expedición: ${or(c.issuerPostalCode)}`,
    '',
    'Emisor',
    `  RFC: ${or(draft.from.taxId.toUpperCase().replace(/[\s-]/g, ''))}`,
    `  Nombre: ${or(draft.from.name)}`,
    `  Régimen fiscal: ${or(regimeText(draft.from.regime))}`,
    '',
    'Receptor',
    `  RFC: ${or(r.rfc)}`,
    `  Nombre: ${or(draft.billTo.name)}`,
    `  Domicilio fiscal (código postal): ${or(r.postalCode)}`,
    `  Régimen fiscal: ${r.regime ? regimeText(r.regime) : MISSING}`,
    `  Uso del CFDI: ${coded(USES, r.use)}`,
    '',
    'Conceptos',
  ];
  const charges = draft.charges ?? [];
  const concepts = conceptsOf(evaluated);
  const taxRate = rate(rates.tax);
  concepts.forEach((concept, i) => {
    const line = draft.lines[i];
    const keys = { ...EMPTY_LINE_CFDI, ...line?.cfdi };
    const figures = line ? evaluated.lines[i]! : { quantity: 1000, unitCents: concept.amount };
    const description = line
      ? line.description
      : (charges[i - draft.lines.length]?.description ?? '');
    out.push(
      `  ${i + 1}. ${or(description)}`,
      `     Clave de producto o servicio: ${or(keys.productKey)}`,
      `     Cantidad: ${quantity(figures.quantity)}`,
      `     Clave de unidad: ${keys.unitKey ? catalogueLabel(UNIT_KEYS, keys.unitKey) : MISSING}`,
      `     Valor unitario: ${amount(figures.unitCents)}`,
      `     Importe: ${amount(concept.amount)}`,
      `     Descuento: ${amount(concept.discount)}`,
      `     Objeto de impuesto: ${catalogueLabel(TAX_OBJECTS, keys.taxObject || DEFAULT_TAX_OBJECT)}`,
      concept.exempt
        ? `     Traslado IVA: base ${amount(concept.base)}, exento`
        : `     Traslado IVA: base ${amount(concept.base)}, tasa ${taxRate}, importe ${micros(concept.taxMicros)}`,
    );
    if (rates.isr)
      out.push(
        `     Retención ISR: base ${amount(concept.base)}, tasa ${rate(rates.isr)}, importe ${micros(concept.isrMicros)}`,
      );
    if (rates.taxWithholding && !concept.exempt)
      out.push(
        `     Retención IVA: base ${amount(concept.base)}, tasa ${rate({
          numerator: rates.tax.numerator * rates.taxWithholding.numerator,
          denominator: rates.tax.denominator * rates.taxWithholding.denominator,
        })}, importe ${micros(concept.taxWithheldMicros)}`,
      );
  });
  const sum = (pick: (c: ConceptTaxes) => number) => concepts.reduce((s, c) => s + pick(c), 0);
  const subtotal = sum((c) => c.amount);
  const discount = sum((c) => c.discount);
  // Each tax of the comprobante: its concepts' six-decimal amounts added, rounded once to the cent.
  const { totals } = evaluated;
  const transferred = totals.tax;
  const withheld = totals.isrWithheld + totals.taxWithheld;
  out.push(
    '',
    'Totales',
    `  Subtotal: ${amount(subtotal)}`,
    `  Descuento: ${amount(discount)}`,
    `  Total de impuestos trasladados: ${amount(transferred)}`,
    `  Total de impuestos retenidos: ${amount(withheld)}`,
    `  Total: ${amount(subtotal - discount + transferred - withheld)}`,
  );
  return `${out.join('\n')}\n`;
}
