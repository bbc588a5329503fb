/**
 * The Mexican payment rules the invoice generator follows for a CFDI's método de pago (group
 * "CFDI payments" of ./facts.ts, which spreads them into `facts`): a module of its own so the
 * generator's browser code carries these figures and not the whole registry, as
 * ./invoice-tax-facts.ts does for the rates. docs/decisions/invoice-generator.md, "The payment
 * complement and the MXN equivalent", says what was read for each.
 *
 * Review of 2026-11-27: the Resolución Miscelánea Fiscal's own text (DOF) was not at hand. Read
 * instead: the RMF's wording as CONTPAQi's knowledge base quotes it (PUE not paid by the month's
 * last day: cancel, reissue with forma 99 and PPD as a substitution, then a CFDI with the payment
 * complement for each payment); MySuite's pages of 2022-02-09 and 2025-07-25 (the PUE option is
 * rule 2.7.1.39 of the RMF 2022 and of the RMF 2025); idconline.mx of 2023-01-11 (rule 2.7.1.32 of
 * the RMF 2023: the complement by the fifth calendar day of the month after the payment; a payment
 * without a known hour is dated at 12:00:00); Alegra's page of 2025 (2.7.1.32 of the RMF 2025,
 * formerly 2.7.1.35). The RMF 2026 (DOF 2025-12-28) could not be read: check its numbering there.
 * Both facts cite the SAT's page of the payment complement, where it publishes the complement and
 * its filling guide (as public CFDI code cites it); that page was not read here either.
 */
export const cfdiPaymentFacts = {
  /**
   * A CFDI may say PUE (paid in one installment) for a payment not yet received only if the whole
   * amount is received by the last day of the calendar month in which the CFDI was issued (RMF
   * 2025, rule 2.7.1.39, "Opción para que en el CFDI se establezca como método de pago PUE"; the
   * same option, then rule 2.7.1.44, moved from the 17th of the next month to the month's last day
   * in the RMF changes of DOF 2019-04-29). `monthsAfterIssue`: 0, the month of issue itself.
   */
  mxPuePaidBy: {
    value: { monthsAfterIssue: 0, rule: '2.7.1.39' },
    validFrom: '2019-05-01',
    validUntil: null,
    source: 'https://www.sat.gob.mx/consultas/92764/comprobante-de-recepcion-de-pagos',
  },
  /**
   * For each payment of a PPD invoice, a CFDI with the complemento para recepción de pagos (REP,
   * "Recepción de pagos" version 2.0 since CFDI 4.0) by this calendar day of the month after the
   * payment (RMF 2023 and 2025, rule 2.7.1.32, "Expedición de CFDI por pagos realizados"; the RMF
   * 2018 gave the tenth day, as rule 2.7.1.35: when it became the fifth was not read here, so the
   * period starts with the earliest year read, 2023).
   */
  mxRepDeadline: {
    value: { dayOfNextMonth: 5, rule: '2.7.1.32', complementVersion: '2.0' },
    validFrom: '2023-01-01',
    validUntil: null,
    source: 'https://www.sat.gob.mx/consultas/92764/comprobante-de-recepcion-de-pagos',
  },
} as const;
