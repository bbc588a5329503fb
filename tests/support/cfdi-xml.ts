/**
 * A plausible stamped CFDI 4.0 (with its Timbre Fiscal Digital 1.1) for the tests of the stamped
 * CFDI's import: two concepts with IVA 16 %, ISR 10 % and two thirds of the IVA withheld (the
 * honorarios of a persona física billed to a persona moral), and the variants the reader must
 * refuse. The seals are made-up base64, not signatures.
 */

export interface CfdiXmlOptions {
  uuid?: string;
  emisorRfc?: string;
  receptorRfc?: string;
  fecha?: string;
  /** `3.3` writes a CFDI 3.3 (namespace cfd/3); default 4.0. */
  version?: '4.0' | '3.3';
  /** false: no Timbre Fiscal Digital. */
  stamped?: boolean;
  leyenda?: string;
}

export const CFDI_FIGURES = {
  subTotal: '15000.00',
  iva: '2400.00',
  isr: '1500.00',
  ivaWithheld: '1600.00',
  total: '14300.00',
} as const;

export const SELLO =
  'QmFzZTY0U2VsbG9EZWxDZmRpRGVQcnVlYmFRdWVOb0VzVW5hRmlybWFSZWFsU29sb1BhcmFMYXNQcnVlYmFzRGVsR2VuZXJhZG9y' +
  'T3RyYUxpbmVhTGFyZ2FQYXJhUXVlRWxTZWxsb1NlUGFydGFFbk11Y2hhc0xpbmVhc0VuRWxQREZEZUxhUmVwcmVzZW50YWNpb24' +
  'yl2MKg==';
export const SELLO_SAT =
  'U2VsbG9EZWxTQVREZVBydWViYVF1ZU5vRXNVbmFGaXJtYVJlYWxTb2xvUGFyYUxhc1BydWViYXNEZWxHZW5lcmFkb3JEZUZhY3R1' +
  'cmFzRW5FbE5hdmVnYWRvclNpbkVudmlhck5hZGFBbFNlcnZpZG9yWVF1ZURlYmVQYXJ0aXJzZUVuVmFyaWFzTGluZWFzRGVsUERG';

const concept = (
  clave: string,
  cantidad: string,
  descripcion: string,
  valor: string,
  importe: string,
  iva: string,
  isr: string,
  ivaRet: string,
) => `
    <cfdi:Concepto ClaveProdServ="${clave}" Cantidad="${cantidad}" ClaveUnidad="E48" Unidad="Servicio" Descripcion="${descripcion}" ValorUnitario="${valor}" Importe="${importe}" ObjetoImp="02">
      <cfdi:Impuestos>
        <cfdi:Traslados>
          <cfdi:Traslado Base="${importe}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${iva}"/>
        </cfdi:Traslados>
        <cfdi:Retenciones>
          <cfdi:Retencion Base="${importe}" Impuesto="001" TipoFactor="Tasa" TasaOCuota="0.100000" Importe="${isr}"/>
          <cfdi:Retencion Base="${importe}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.106667" Importe="${ivaRet}"/>
        </cfdi:Retenciones>
      </cfdi:Impuestos>
    </cfdi:Concepto>`;

/** The XML text of a stamped CFDI (see the module comment), with `options` in place of the defaults. */
export function cfdiXml(options: CfdiXmlOptions = {}): string {
  const {
    uuid = '5803EB8D-81CD-4557-8719-26632D2FA434',
    emisorRfc = 'PEGA850101AB1',
    receptorRfc = 'ABC010101AB1',
    fecha = '2026-11-20T10:15:00',
    version = '4.0',
    stamped = true,
    leyenda,
  } = options;
  const ns = version === '4.0' ? 'http://www.sat.gob.mx/cfd/4' : 'http://www.sat.gob.mx/cfd/3';
  const tfd = stamped
    ? `
    <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${uuid}" FechaTimbrado="2026-11-20T10:16:02" RfcProvCertif="SAT970701NN3"${leyenda ? ` Leyenda="${leyenda}"` : ''} SelloCFD="${SELLO}" NoCertificadoSAT="00001000000505211329" SelloSAT="${SELLO_SAT}"/>`
    : '';
  const f = CFDI_FIGURES;
  return `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="${ns}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Version="${version}" Serie="A" Folio="101" Fecha="${fecha}" Sello="${SELLO}" FormaPago="03" NoCertificado="30001000000500003416" Certificado="MIIF" SubTotal="${f.subTotal}" Moneda="MXN" Total="${f.total}" TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE" LugarExpedicion="06600">
  <cfdi:Emisor Rfc="${emisorRfc}" Nombre="ANA PÉREZ GARCÍA" RegimenFiscal="612"/>
  <cfdi:Receptor Rfc="${receptorRfc}" Nombre="CLIENTE EJEMPLO" DomicilioFiscalReceptor="64000" RegimenFiscalReceptor="601" UsoCFDI="G03"/>
  <cfdi:Conceptos>${concept('80101500', '1', 'Consultoría de procesos', '10000.00', '10000.00', '1600.00', '1000.00', '1066.67')}${concept('81111500', '2', 'Diseño de formularios', '2500.00', '5000.00', '800.00', '500.00', '533.33')}
  </cfdi:Conceptos>
  <cfdi:Impuestos TotalImpuestosRetenidos="3100.00" TotalImpuestosTrasladados="${f.iva}">
    <cfdi:Retenciones>
      <cfdi:Retencion Impuesto="001" Importe="${f.isr}"/>
      <cfdi:Retencion Impuesto="002" Importe="${f.ivaWithheld}"/>
    </cfdi:Retenciones>
    <cfdi:Traslados>
      <cfdi:Traslado Base="${f.subTotal}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${f.iva}"/>
    </cfdi:Traslados>
  </cfdi:Impuestos>
  <cfdi:Complemento>${tfd}
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
}
