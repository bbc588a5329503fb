/**
 * The facts the invoice generator computes with (group "Invoice taxes" of ./facts.ts, which
 * spreads them into `facts`): a module of their own so that the generator's browser code, which
 * needs only these rates, does not carry the whole registry (about 4 KB gzip;
 * docs/decisions/invoice-generator.md, "Messages").
 */
export const invoiceTaxFacts = {
  /**
   * Mexico's general IVA rate, in basis points (Ley del IVA, art. 1). Added to the Professional
   * price shown to Mexican visitors.
   */
  mxIvaRate: {
    value: 1600,
    validFrom: '2010-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LIVA.pdf',
  },
  /**
   * IVA in the northern and southern border regions: a tax credit of half the rate (8 % in effect)
   * for registered taxpayers in the regions' municipalities (Decreto de estímulos fiscales región
   * fronteriza norte, DOF 2018-12-31; región fronteriza sur, DOF 2020-12-30), extended decree by
   * decree. Press reports of the DOF of 2024-12-24 confirm both through 2025-12-31; an extension
   * for 2026 could not be confirmed (a report of 2025-12-29 called it at risk; nothing found at the
   * reviews of 2026-11-26 and 2026-11-27, when no DOF or SAT page extending either decree past
   * 2025 could be found), so the period ends there with no successor and `npm run ops -- preflight`
   * fails until one is recorded. `factInForceOn` gives the rate as unconfirmed on any later day,
   * so that a caller (the invoice generator) can ask for a confirmation instead of applying it.
   * Every text writes the rate as a decree's, with this last day confirmed and a request to
   * confirm it on the invoice's date (`decree` in the facts messages). Add the next decree as
   * `next` once published.
   */
  mxIvaBorderRate: {
    value: 800,
    validFrom: '2025-01-01',
    validUntil: '2025-12-31',
    source: 'https://www.dof.gob.mx/nota_detalle.php?codigo=5547485&fecha=31/12/2018',
  },
  /**
   * IVA 0 % on an export of services (LIVA art. 29 frac. IV): only the services that fraction
   * lists, provided from Mexico and used entirely abroad by a resident abroad without an
   * establishment in Mexico. The invoice generator states the conditions beside the option and
   * applies the rate only once the visitor confirms them (`invoice-generator` messages).
   */
  mxIvaExportRate: {
    value: 0,
    validFrom: '2010-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LIVA.pdf',
  },
  /**
   * ISR a persona moral withholds from the fees (honorarios) it pays a persona física in the
   * general regime, in basis points of the fees before IVA (LISR art. 106, last paragraphs).
   */
  mxIsrHonorariosWithholding: {
    value: 1000,
    validFrom: '2014-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LISR.pdf',
  },
  /**
   * Share of the IVA on those fees that the persona moral withholds (LIVA art. 1-A, fraction II
   * a; the two thirds are set by RLIVA art. 3, fraction I a). The current Reglamento de la Ley del
   * IVA was published in the DOF on December 4, 2006 and took effect the next day, December 5,
   * 2006 (its last reform, DOF 2014-09-25, is the Cámara de Diputados copy below); an earlier entry
   * dated it to 2008 by mistake. The dates were not read on the regulation's own text here. With
   * `mxIvaRate` it is 10.6667 % of the subtotal.
   */
  mxIvaWithholdingFraction: {
    value: { numerator: 2, denominator: 3 },
    validFrom: '2006-12-05',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/regley/Reg_LIVA_250914.pdf',
  },
  /**
   * ISR a persona moral withholds from what it pays a persona física in the Régimen Simplificado
   * de Confianza, in basis points of the payment before IVA (LISR art. 113-J, in force since
   * 2022). Checked against the article's text as quoted by several accounting firms.
   */
  mxResicoIsrWithholding: {
    value: 125,
    validFrom: '2022-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LISR.pdf',
  },
} as const;
