import type { Draft } from '../model/draft';
import { cachedFormat } from '../model/money';
import {
  EXPORT_KEYS,
  catalogueLabel,
  PAYMENT_FORMS,
  PAYMENT_METHODS,
  TAX_OBJECTS,
  USES,
} from '../cfdi/catalogues';
import { REGIMES, regimeLabel } from '../cfdi/sat-regimes';
import type { StampedCfdi, StampedTax } from '../cfdi/stamped-xml';
import { tfdOriginalString, verificationUrl } from '../cfdi/stamp-verification';
import type { Block, DocumentLanguage, InvoiceDocument } from './content';
import type { DocumentLabel } from './labels';
import { documentText, type DocumentWords } from './words';

/**
 * The printed representation of a stamped CFDI 4.0 (docs/decisions/invoice-generator.md, "The
 * stamped CFDI"): the same document model as the visitor's own documents (./content.ts), so the
 * layout, the look, the fonts and the PDF are theirs. Every figure is the XML's string, formatted
 * for reading (grouping, currency sign) but never recomputed; the seals and the TFD's cadena
 * original are printed whole (the layout breaks a long word).
 */

const TAGS = { en: 'en-US', es: 'es-MX' } as const;
const TAX_NAMES: Record<string, string> = { '001': 'ISR', '002': 'IVA', '003': 'IEPS' };

/** What the visitor's document gives the printed CFDI: its languages, paper, look and logo. */
export type StampedLook = Pick<Draft, 'documentLanguage' | 'paper' | 'look' | 'logo'>;

/**
 * An amount as the XML writes it ("10000.00", "2500.123456"), grouped and with the currency's sign
 * in `tag`: Intl formats the decimal string itself (exact; no floating point), keeping every
 * decimal the XML has, at least two.
 */
export function xmlAmount(value: string, currency: string, tag: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const decimals = Math.min(Math.max(value.split('.')[1]?.length ?? 0, 2), 6);
  const money = /^[A-Z]{3}$/.test(currency);
  const format = cachedFormat(`${tag}|xml|${money ? currency : ''}|${decimals}`, () =>
    money
      ? new Intl.NumberFormat(tag, {
          style: 'currency',
          currency,
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        })
      : new Intl.NumberFormat(tag, { minimumFractionDigits: decimals }),
  );
  return format.format(value as unknown as number);
}

/** "0.160000" as "16 %" (the XML's rate, its digits moved, no arithmetic), or as written. */
function ratePercent(rate: string): string {
  const m = /^(\d+)\.(\d{2})(\d*)$/.exec(rate);
  if (!m) return rate;
  const whole = `${m[1]}${m[2]}`.replace(/^0+(?=\d)/, '');
  const rest = m[3]!.replace(/0+$/, '');
  return `${whole}${rest ? `.${rest}` : ''} %`;
}

export function buildStampedDocument(
  cfdi: StampedCfdi,
  look: StampedLook,
  words: Record<DocumentLanguage, DocumentWords>,
): InvoiceDocument {
  const languages: DocumentLanguage[] =
    look.documentLanguage === 'both' ? ['en', 'es'] : [look.documentLanguage];
  const tag = TAGS[languages[0]!];
  const label = (key: DocumentLabel, values: Record<string, string | number> = {}) =>
    languages
      .map((l) => documentText(words[l])(key, values))
      .filter((v, i, all) => all.indexOf(v) === i)
      .join(' / ');
  const money = (value: string) => xmlAmount(value, cfdi.moneda, tag);
  const regime = (code: string) => {
    const entry = REGIMES.find(([c]) => c === code);
    return entry ? regimeLabel(entry) : code;
  };
  const t = cfdi.timbre;
  const serieFolio = [cfdi.serie, cfdi.folio].filter(Boolean).join(' ');

  const meta: [string, string][] = [[label('folioFiscal'), t.uuid]];
  if (serieFolio) meta.push([label('serieFolio'), serieFolio]);
  meta.push([label('issueDate'), cfdi.fecha.replace('T', ' ')]);
  meta.push([label('certifiedAt'), t.fechaTimbrado.replace('T', ' ')]);
  meta.push([label('placeOfIssue'), cfdi.lugarExpedicion]);
  if (cfdi.formaPago)
    meta.push([label('paymentForm'), catalogueLabel(PAYMENT_FORMS, cfdi.formaPago)]);
  if (cfdi.metodoPago)
    meta.push([label('paymentMethod'), catalogueLabel(PAYMENT_METHODS, cfdi.metodoPago)]);
  if (cfdi.tipoDeComprobante) meta.push([label('cfdiType'), cfdi.tipoDeComprobante]);
  if (cfdi.exportacion)
    meta.push([label('exportKey'), catalogueLabel(EXPORT_KEYS, cfdi.exportacion)]);
  meta.push([label('currencyCfdi'), cfdi.moneda]);
  if (cfdi.tipoCambio) meta.push([label('exchangeRate'), cfdi.tipoCambio]);

  const rfc = (value: string) => `${label('taxIdMx')}: ${value}`;
  const parties = [
    {
      heading: label('from'),
      lines: [
        cfdi.emisor.nombre,
        rfc(cfdi.emisor.rfc),
        `${label('regime')}: ${regime(cfdi.emisor.regimenFiscal)}`,
      ].filter(Boolean),
    },
    {
      heading: label('billTo'),
      lines: [
        cfdi.receptor.nombre,
        rfc(cfdi.receptor.rfc),
        `${label('regime')}: ${regime(cfdi.receptor.regimenFiscal)}`,
        `${label('taxAddress')}: ${cfdi.receptor.domicilioFiscal}`,
        `${label('cfdiUse')}: ${catalogueLabel(USES, cfdi.receptor.usoCfdi)}`,
      ].filter(Boolean),
    },
  ];

  const taxLine = (tax: StampedTax, withheld: boolean) => {
    const name = TAX_NAMES[tax.impuesto] ?? tax.impuesto;
    const rate = tax.tipoFactor === 'Exento' ? tax.tipoFactor : ratePercent(tax.tasaOCuota);
    return withheld
      ? `${label('taxWithheld', { tax: name })} ${rate}: ${money(tax.importe)}`
      : `${label('taxTransferred', { tax: name, rate })}: ${tax.importe ? money(tax.importe) : rate}`;
  };
  const rows = cfdi.conceptos.map(
    (c) =>
      [
        [
          c.descripcion,
          label('conceptKeys', {
            product: c.claveProdServ,
            unit: [c.claveUnidad, c.unidad].filter(Boolean).join(' '),
            object: catalogueLabel(TAX_OBJECTS, c.objetoImp),
          }),
          ...(c.noIdentificacion ? [c.noIdentificacion] : []),
          ...(c.descuento ? [`${label('discount')}: ${money(c.descuento)}`] : []),
          ...c.traslados.map((tax) => taxLine(tax, false)),
          ...c.retenciones.map((tax) => taxLine(tax, true)),
        ].join('\n'),
        c.cantidad,
        money(c.valorUnitario),
        money(c.importe),
      ] as [string, string, string, string],
  );

  const totals: InvoiceDocument['totals'] = [
    { label: label('subtotal'), value: money(cfdi.subTotal) },
  ];
  if (cfdi.descuento) totals.push({ label: label('discount'), value: `−${money(cfdi.descuento)}` });
  for (const tax of cfdi.traslados)
    totals.push({
      label: label('taxTransferred', {
        tax: TAX_NAMES[tax.impuesto] ?? tax.impuesto,
        rate: ratePercent(tax.tasaOCuota),
      }),
      value: money(tax.importe),
    });
  for (const tax of cfdi.retenciones)
    totals.push({
      label: label('taxWithheld', { tax: TAX_NAMES[tax.impuesto] ?? tax.impuesto }),
      value: `−${money(tax.importe)}`,
    });
  totals.push({ label: label('total'), value: money(cfdi.total), strong: true });

  const url = verificationUrl(cfdi);
  const blocks: Block[] = [
    {
      heading: label('verifyCfdi'),
      lines: [{ text: url, href: url }],
      code: { text: url, caption: label('verifyCfdi') },
    },
    { heading: label('certificateNumber'), lines: [cfdi.noCertificado] },
    { heading: label('satCertificateNumber'), lines: [t.noCertificadoSat] },
    { heading: label('pacRfc'), lines: [t.rfcProvCertif] },
    { heading: label('cfdiSeal'), lines: [t.selloCfd] },
    { heading: label('satSeal'), lines: [t.selloSat] },
    { heading: label('tfdString'), lines: [tfdOriginalString(cfdi)] },
  ];

  const reference = [label('stampedTitle'), serieFolio].filter(Boolean).join(' ');
  return {
    languages,
    paper: look.paper,
    title: label('stampedTitle'),
    logo: look.logo,
    meta,
    parties,
    columns: [label('description'), label('quantity'), label('unitPrice'), label('amount')],
    rows,
    invalidRows: rows.map(() => false),
    totals,
    currencyNote: label('currency', { currency: cfdi.moneda }),
    blocks,
    notice: label('printedCfdi'),
    pageLabel: (page, pages) => label('page', { page, pages }),
    reference,
    continuation: [reference, t.uuid].join(' · '),
    missingGlyphs: label('missingGlyphs'),
    look: look.look,
  };
}
