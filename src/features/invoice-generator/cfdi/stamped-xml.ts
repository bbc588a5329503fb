/**
 * A stamped CFDI 4.0 read back from its XML, in the browser: what the printed representation
 * (document/stamped-content.ts) and the match with a saved nota de cobro (store/stamped-match.ts)
 * need, every figure as the XML writes it (never recomputed). The reader takes a parsed `Document`
 * (the browser's `DOMParser`; @xmldom/xmldom in the unit tests), so it carries no parser of its own.
 * Refuses anything that is not a CFDI 4.0 with a Timbre Fiscal Digital 1.1
 * (docs/decisions/invoice-generator.md, "The stamped CFDI").
 */

export const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
export const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';

/** A tax of a concept or of the whole CFDI (a traslado or a retención), as written. */
export interface StampedTax {
  /** c_Impuesto: 001 ISR, 002 IVA, 003 IEPS. */
  impuesto: string;
  /** Tasa, Cuota or Exento (traslados only). */
  tipoFactor: string;
  tasaOCuota: string;
  base: string;
  importe: string;
}

export interface StampedConcept {
  claveProdServ: string;
  noIdentificacion: string;
  cantidad: string;
  claveUnidad: string;
  unidad: string;
  descripcion: string;
  valorUnitario: string;
  importe: string;
  descuento: string;
  objetoImp: string;
  traslados: StampedTax[];
  retenciones: StampedTax[];
}

export interface StampedParty {
  rfc: string;
  nombre: string;
  regimenFiscal: string;
}

export interface StampedCfdi {
  serie: string;
  folio: string;
  fecha: string;
  sello: string;
  formaPago: string;
  noCertificado: string;
  subTotal: string;
  descuento: string;
  moneda: string;
  tipoCambio: string;
  total: string;
  tipoDeComprobante: string;
  exportacion: string;
  metodoPago: string;
  lugarExpedicion: string;
  emisor: StampedParty;
  receptor: StampedParty & { domicilioFiscal: string; usoCfdi: string };
  conceptos: StampedConcept[];
  traslados: StampedTax[];
  retenciones: StampedTax[];
  totalTraslados: string;
  totalRetenciones: string;
  timbre: {
    uuid: string;
    fechaTimbrado: string;
    rfcProvCertif: string;
    leyenda: string;
    selloCfd: string;
    noCertificadoSat: string;
    selloSat: string;
  };
}

/** Why an XML was refused: not XML, not a CFDI 4.0, or a CFDI without its stamp. */
export type StampedRefusal = 'notXml' | 'notCfdi40' | 'notStamped';

export type StampedRead = { ok: true; cfdi: StampedCfdi } | { ok: false; refusal: StampedRefusal };

/** The child elements of `parent` named `name` in namespace `ns` (none when there is no parent). */
const children = (parent: Element | undefined, ns: string, name: string): Element[] =>
  Array.from(parent?.childNodes ?? []).filter(
    (n): n is Element =>
      n.nodeType === 1 && (n as Element).namespaceURI === ns && (n as Element).localName === name,
  );
const child = (parent: Element | undefined, ns: string, name: string) =>
  children(parent, ns, name)[0];
const attr = (e: Element | undefined, name: string) => e?.getAttribute(name)?.trim() ?? '';

function tax(e: Element): StampedTax {
  return {
    impuesto: attr(e, 'Impuesto'),
    tipoFactor: attr(e, 'TipoFactor'),
    tasaOCuota: attr(e, 'TasaOCuota'),
    base: attr(e, 'Base'),
    importe: attr(e, 'Importe'),
  };
}

/** The traslados and retenciones under an `Impuestos` element (of a concept or of the CFDI). */
function taxes(impuestos: Element | undefined) {
  const list = (group: string, one: string) =>
    children(child(impuestos, CFDI_NAMESPACE, group), CFDI_NAMESPACE, one).map(tax);
  return {
    traslados: list('Traslados', 'Traslado'),
    retenciones: list('Retenciones', 'Retencion'),
  };
}

/** The stamped CFDI 4.0 `doc` holds, or why it is refused. */
export function readStampedCfdi(doc: Document): StampedRead {
  const root = doc.documentElement;
  // A parser's error document (DOMParser gives <parsererror>; some give none at all).
  if (
    !root ||
    root.getElementsByTagName('parsererror').length > 0 ||
    root.localName === 'parsererror'
  )
    return { ok: false, refusal: 'notXml' };
  if (
    root.namespaceURI !== CFDI_NAMESPACE ||
    root.localName !== 'Comprobante' ||
    root.getAttribute('Version') !== '4.0'
  )
    return { ok: false, refusal: 'notCfdi40' };
  const tfd = child(
    child(root, CFDI_NAMESPACE, 'Complemento'),
    TFD_NAMESPACE,
    'TimbreFiscalDigital',
  );
  if (!tfd || tfd.getAttribute('Version') !== '1.1' || !attr(tfd, 'UUID'))
    return { ok: false, refusal: 'notStamped' };
  const emisor = child(root, CFDI_NAMESPACE, 'Emisor');
  const receptor = child(root, CFDI_NAMESPACE, 'Receptor');
  const impuestos = child(root, CFDI_NAMESPACE, 'Impuestos');
  const conceptos = children(
    child(root, CFDI_NAMESPACE, 'Conceptos'),
    CFDI_NAMESPACE,
    'Concepto',
  ).map((c): StampedConcept => ({
    claveProdServ: attr(c, 'ClaveProdServ'),
    noIdentificacion: attr(c, 'NoIdentificacion'),
    cantidad: attr(c, 'Cantidad'),
    claveUnidad: attr(c, 'ClaveUnidad'),
    unidad: attr(c, 'Unidad'),
    descripcion: attr(c, 'Descripcion'),
    valorUnitario: attr(c, 'ValorUnitario'),
    importe: attr(c, 'Importe'),
    descuento: attr(c, 'Descuento'),
    objetoImp: attr(c, 'ObjetoImp'),
    ...taxes(child(c, CFDI_NAMESPACE, 'Impuestos')),
  }));
  const a = (name: string) => attr(root, name);
  return {
    ok: true,
    cfdi: {
      serie: a('Serie'),
      folio: a('Folio'),
      fecha: a('Fecha'),
      sello: a('Sello'),
      formaPago: a('FormaPago'),
      noCertificado: a('NoCertificado'),
      subTotal: a('SubTotal'),
      descuento: a('Descuento'),
      moneda: a('Moneda'),
      tipoCambio: a('TipoCambio'),
      total: a('Total'),
      tipoDeComprobante: a('TipoDeComprobante'),
      exportacion: a('Exportacion'),
      metodoPago: a('MetodoPago'),
      lugarExpedicion: a('LugarExpedicion'),
      emisor: {
        rfc: attr(emisor, 'Rfc'),
        nombre: attr(emisor, 'Nombre'),
        regimenFiscal: attr(emisor, 'RegimenFiscal'),
      },
      receptor: {
        rfc: attr(receptor, 'Rfc'),
        nombre: attr(receptor, 'Nombre'),
        regimenFiscal: attr(receptor, 'RegimenFiscalReceptor'),
        domicilioFiscal: attr(receptor, 'DomicilioFiscalReceptor'),
        usoCfdi: attr(receptor, 'UsoCFDI'),
      },
      conceptos,
      ...taxes(impuestos),
      totalTraslados: attr(impuestos, 'TotalImpuestosTrasladados'),
      totalRetenciones: attr(impuestos, 'TotalImpuestosRetenidos'),
      timbre: {
        uuid: attr(tfd, 'UUID'),
        fechaTimbrado: attr(tfd, 'FechaTimbrado'),
        rfcProvCertif: attr(tfd, 'RfcProvCertif'),
        leyenda: attr(tfd, 'Leyenda'),
        selloCfd: attr(tfd, 'SelloCFD'),
        noCertificadoSat: attr(tfd, 'NoCertificadoSAT'),
        selloSat: attr(tfd, 'SelloSAT'),
      },
    },
  };
}

/** Reads `text` with the browser's parser (or the one given, in tests). */
export function parseStampedCfdi(
  text: string,
  parser: { parseFromString(text: string, type: 'application/xml'): Document } = new DOMParser(),
): StampedRead {
  let doc: Document;
  try {
    doc = parser.parseFromString(text, 'application/xml');
  } catch {
    return { ok: false, refusal: 'notXml' };
  }
  return readStampedCfdi(doc);
}
