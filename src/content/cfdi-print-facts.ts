/**
 * What the printed representation of a stamped CFDI 4.0 carries by rule (group "CFDI printed
 * representation" of ./facts.ts, which spreads them into `facts`): a module of its own so the
 * invoice generator's code that draws it (src/features/invoice-generator/cfdi/stamp-verification.ts)
 * does not carry the whole registry.
 *
 * Review of 2026-11-27: the SAT's Anexo 20 (its "Guía de llenado" and rubro III.D, the QR code's
 * technical specification) could not be read here; the values rest on the open-source reference
 * implementation phpcfdi/cfdi-expresiones (its `Comprobante40` extractor, `FormatTotal18x6` and
 * its tests, read 2026-11-27) and on cryptosys.net's page quoting Anexo 20 of the RMF 2022, page
 * 67 ("D. Especificación técnica del código de barras bidimensional"). Check the Anexo 20 itself
 * first at the next review.
 */
export const cfdiPrintFacts = {
  /**
   * The address the verification QR code of a CFDI 4.0 points to, followed by
   * `?id=<UUID>&re=<RFC emisor>&rr=<RFC receptor>&tt=<total>&fe=<last 8 characters of Sello>`;
   * `tt` is the total with at most 6 decimals, no leading or trailing zeros and at least one
   * decimal (2320.00 → 2320.0).
   */
  cfdiVerificationUrl: {
    value: 'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx',
    validFrom: '2022-01-01',
    validUntil: null,
    source: 'https://www.sat.gob.mx/consultas/35025/formato-de-factura-electronica-(anexo-20)',
  },
  /**
   * The versions the generator reads back: CFDI 4.0 with its Timbre Fiscal Digital 1.1, whose
   * cadena original is `||1.1|UUID|FechaTimbrado|RfcProvCertif|[Leyenda|]SelloCFD|NoCertificadoSAT||`.
   */
  cfdiStampVersions: {
    value: { cfdi: '4.0', tfd: '1.1' },
    validFrom: '2022-01-01',
    validUntil: null,
    source: 'https://www.sat.gob.mx/consultas/35025/formato-de-factura-electronica-(anexo-20)',
  },
} as const;
