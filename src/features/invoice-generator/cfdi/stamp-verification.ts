import { cfdiPrintFacts } from '@/content/cfdi-print-facts';
import type { StampedCfdi } from './stamped-xml';

/**
 * What a printed CFDI 4.0 derives from its XML by rule (src/content/cfdi-print-facts.ts): the
 * cadena original of the Timbre Fiscal Digital and the address of the verification QR code. Both
 * are made of the XML's own strings; nothing is recomputed.
 */

/** `||1.1|UUID|FechaTimbrado|RfcProvCertif|[Leyenda|]SelloCFD|NoCertificadoSAT||`. */
export function tfdOriginalString(cfdi: StampedCfdi): string {
  const t = cfdi.timbre;
  const fields = [
    cfdiPrintFacts.cfdiStampVersions.value.tfd,
    t.uuid,
    t.fechaTimbrado,
    t.rfcProvCertif,
    ...(t.leyenda ? [t.leyenda] : []),
    t.selloCfd,
    t.noCertificadoSat,
  ];
  return `||${fields.join('|')}||`;
}

/**
 * The total as the verification address writes it: the XML's decimal, without leading zeros of
 * the integer part nor trailing zeros of the decimals, with at least one decimal and at most six
 * ("2320.00" → "2320.0", "0.123456" stays). Text in, text out: no floating point.
 */
export function verificationTotal(total: string): string {
  const m = /^\s*\+?(\d*)(?:\.(\d*))?\s*$/.exec(total);
  if (!m) return '0.0';
  const whole = m[1]!.replace(/^0+(?=\d)/, '') || '0';
  const decimals = (m[2] ?? '').slice(0, 6).replace(/0+$/, '') || '0';
  return `${whole}.${decimals}`;
}

/** `&`, `<`, `>`, `"` and `'` as the XML writes them (an RFC may hold "&", as in "Ñ&A…"). */
const xmlEscaped = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );

/** The verification QR code's text: the SAT's address with id, re, rr, tt and fe. */
export function verificationUrl(cfdi: StampedCfdi): string {
  const params = [
    ['id', cfdi.timbre.uuid],
    ['re', xmlEscaped(cfdi.emisor.rfc)],
    ['rr', xmlEscaped(cfdi.receptor.rfc)],
    ['tt', verificationTotal(cfdi.total)],
    ['fe', cfdi.sello.slice(-8)],
  ];
  return `${cfdiPrintFacts.cfdiVerificationUrl.value}?${params.map(([k, v]) => `${k}=${v}`).join('&')}`;
}
