import { cfdiPaymentFacts } from '@/content/cfdi-payment-facts';
import { isRealDate, kindOf, type Draft, type PaymentMethod } from '../model/draft';
import { evaluate } from '../model/evaluate';
import { divideHalfUp, type Rate } from '../model/money';
import { paidAmount, payOrder, receiptsOf } from '../model/payments';
import { MICROS_PER_CENT, type ConceptTaxes } from '../model/taxes';
import { PAYMENT_FORMS, TAX_OBJECTS, catalogueLabel } from './catalogues';
import { amount, rate } from './summary';

/**
 * What a Mexican sender's invoice asks for once it has payments, by its método de pago
 * (docs/decisions/invoice-generator.md, "The payment complement and the MXN equivalent"):
 *
 * - PUE: the whole amount received by the last day of the month of issue (`mxPuePaidBy` of the
 *   facts registry); past that day with less received, the invoice is flagged (`pueOverdue`).
 * - PPD: for each payment (each saved receipt of the invoice, in payment order) a CFDI with the
 *   payment complement ("Recepción de pagos" 2.0) by the 5th of the next month (`mxRepDeadline`),
 *   whose data `repSummaries` prepares: the related document, the balances, the payment and the
 *   invoice's taxes in proportion to the amount paid.
 *
 * The dates compare `YYYY-MM-DD` days: "today" is the page's (store/restore.ts `today`).
 */

const { mxPuePaidBy, mxRepDeadline } = cfdiPaymentFacts;

/** The last day of the month `monthsLater` months after `iso`'s (`YYYY-MM-DD`). */
export function monthEnd(iso: string, monthsLater = 0): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m + monthsLater, 0)).toISOString().slice(0, 10);
}

/** The day by which the complement of a payment received on `paidOn` is due. */
export function repDueDate(paidOn: string): string {
  const [y, m] = paidOn.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, mxRepDeadline.value.dayOfNextMonth)).toISOString().slice(0, 10);
}

/** The last day by which a PUE invoice issued on `issueDate` must be paid in full. */
export const puePaidBy = (issueDate: string) =>
  monthEnd(issueDate, mxPuePaidBy.value.monthsAfterIssue);

/** A Mexican sender's invoice with this método de pago chosen in its CFDI data. */
const withMethod = (d: Draft, method: 'PUE' | 'PPD') =>
  kindOf(d) === 'invoice' && d.senderCountry === 'mx' && d.cfdi?.paymentMethod === method;

/**
 * A PUE invoice still unpaid after the last day of its month of issue: what its receipts paid by
 * that day is less than its total, and `today` is later. An invoice marked paid by hand, with no
 * receipt to date the payment, is taken at its word. The day it had to be paid by, or null.
 */
export function pueOverdue(invoice: Draft, documents: readonly Draft[], today: string) {
  if (!withMethod(invoice, 'PUE') || !isRealDate(invoice.issueDate)) return null;
  const by = puePaidBy(invoice.issueDate);
  if (today <= by) return null;
  const receipts = receiptsOf(invoice.id, documents);
  if (invoice.status === 'paid' && receipts.length === 0) return null;
  const paid = receipts
    .filter((r) => (r.paid?.date ?? '') !== '' && r.paid!.date <= by)
    .reduce((sum, r) => sum + paidAmount(r), 0);
  return paid < evaluate(invoice).totals.total ? by : null;
}

/** The receipts of a PPD invoice, in payment order; none for any other document. */
export const ppdPayments = (invoice: Draft, documents: readonly Draft[]) =>
  withMethod(invoice, 'PPD') ? receiptsOf(invoice.id, documents).sort(payOrder) : [];

/** c_FormaPago of a receipt's method; null where the method names several (a card: 04 or 28). */
const FORM_OF: Record<PaymentMethod, string | null> = {
  cash: '01',
  check: '02',
  transfer: '03',
  card: null,
  other: null,
};

/** One tax of the related document, in proportion to the payment: base and amount in millionths. */
export interface RepTax {
  /** Traslado IVA (`exempt`: TipoFactor Exento, no rate nor amount), retención ISR or IVA. */
  kind: 'iva' | 'ivaExempt' | 'isr' | 'ivaWithheld';
  /** TasaOCuotaDR, six decimals. */
  rate: string;
  baseMicros: bigint;
  amountMicros: bigint;
  /** BaseDR and ImporteDR: the six-decimal figures rounded once, half up, to the cent. */
  base: string;
  amount: string;
}

/** The data of one payment's complement, in the order the SAT's service asks for it. */
export interface RepSummary {
  receiptId: string;
  receiptNumber: string;
  /** IdDocumento: the invoice's folio fiscal (its stamp's UUID); null until it is imported. */
  uuid: string | null;
  serieFolio: string;
  currency: Draft['currency'];
  /** NumParcialidad. */
  installment: number;
  /** ImpSaldoAnt, ImpPagado, ImpSaldoInsoluto, in cents. */
  before: number;
  paid: number;
  after: number;
  /** The payment is more than the balance it pays (the receipt says so too). */
  overpaid: boolean;
  /** ObjetoImpDR. */
  taxObject: string;
  /** FormaDePagoP (c_FormaPago), or null when the receipt's method does not say which. */
  paymentForm: string | null;
  /** FechaPago, `YYYY-MM-DDT12:00:00` (no hour recorded: noon). */
  paidAt: string;
  /** TipoCambioP: 1 for pesos; for another currency, the rate of the payment day (not known). */
  paymentRate: string | null;
  taxes: RepTax[];
  /** The last day to issue this complement. */
  dueBy: string;
}

/** `micros × paid / total`, half up at six decimals. */
const share = (micros: bigint, paid: number, total: number) =>
  total === 0 ? 0n : divideHalfUp(micros * BigInt(paid), BigInt(total));

/** Six-decimal millionths rounded half up to the cent, written with two decimals. */
const cents = (micros: bigint) => amount(Number(divideHalfUp(micros, BigInt(MICROS_PER_CENT))));

/** The invoice's taxes by kind: base (millionths) and amount (millionths), before any payment. */
function taxGroups(concepts: readonly ConceptTaxes[], rates: ReturnType<typeof evaluate>['rates']) {
  const toMicros = (c: number) => BigInt(c) * BigInt(MICROS_PER_CENT);
  const sum = (pick: (c: ConceptTaxes) => bigint, keep: (c: ConceptTaxes) => boolean) =>
    concepts.filter(keep).reduce((s, c) => s + pick(c), 0n);
  const taxed = (c: ConceptTaxes) => !c.exempt;
  const groups: Omit<RepTax, 'base' | 'amount'>[] = [];
  const push = (
    kind: RepTax['kind'],
    r: Rate | null,
    keep: (c: ConceptTaxes) => boolean,
    tax: (c: ConceptTaxes) => number,
  ) => {
    if (!concepts.some(keep)) return;
    groups.push({
      kind,
      rate: r ? rate(r) : '',
      baseMicros: sum((c) => toMicros(c.base), keep),
      amountMicros: sum((c) => BigInt(tax(c)), keep),
    });
  };
  push('iva', rates.tax, taxed, (c) => c.taxMicros);
  push(
    'ivaExempt',
    null,
    (c) => c.exempt,
    () => 0,
  );
  if (rates.isr)
    push(
      'isr',
      rates.isr,
      () => true,
      (c) => c.isrMicros,
    );
  if (rates.taxWithholding)
    push(
      'ivaWithheld',
      {
        numerator: rates.tax.numerator * rates.taxWithholding.numerator,
        denominator: rates.tax.denominator * rates.taxWithholding.denominator,
      },
      taxed,
      (c) => c.taxWithheldMicros,
    );
  return groups;
}

/**
 * The complement's data for each payment of a PPD invoice (its receipts, in payment order): the
 * first's ImpSaldoAnt is the invoice's total, each next one's is the previous ImpSaldoInsoluto.
 * Each tax of the invoice (its concepts' six-decimal bases and amounts added, as the CFDI states
 * them) is taken in proportion to ImpPagado over the total, exactly in BigInt and rounded half up
 * at six decimals, then once, half up, to the cent (the rounding of model/taxes.ts).
 */
export function repSummaries(invoice: Draft, documents: readonly Draft[]): RepSummary[] {
  const evaluated = evaluate(invoice);
  const { total } = evaluated.totals;
  const groups = taxGroups(evaluated.totals.concepts ?? [], evaluated.rates);
  const objects = invoice.lines.map((l) => l.cfdi?.taxObject || '02');
  const taxObject = objects.length && objects.every((o) => o === objects[0]) ? objects[0]! : '02';
  const stamped = invoice.stamp?.uuid.trim() || null;
  let balance = total;
  return ppdPayments(invoice, documents).map((receipt, i) => {
    const paid = paidAmount(receipt);
    const before = balance;
    balance = Math.max(0, before - paid);
    const date = receipt.paid?.date ?? '';
    return {
      receiptId: receipt.id,
      receiptNumber: receipt.number.trim(),
      uuid: stamped,
      serieFolio: invoice.number.trim(),
      currency: invoice.currency,
      installment: i + 1,
      before,
      paid,
      after: balance,
      overpaid: paid > before,
      taxObject,
      paymentForm: receipt.paid ? FORM_OF[receipt.paid.method] : null,
      paidAt: isRealDate(date) ? `${date}T12:00:00` : '',
      paymentRate: invoice.currency === 'MXN' ? '1' : null,
      taxes: groups.map((g) => {
        const baseMicros = share(g.baseMicros, paid, total);
        const amountMicros = share(g.amountMicros, paid, total);
        return {
          ...g,
          baseMicros,
          amountMicros,
          base: cents(baseMicros),
          amount: cents(amountMicros),
        };
      }),
      dueBy: isRealDate(date) ? repDueDate(date) : '',
    };
  });
}

const MISSING = '(falta)';

const TAX_NAMES: Record<RepTax['kind'], string> = {
  iva: 'Traslado IVA (002)',
  ivaExempt: 'Traslado IVA (002), exento',
  isr: 'Retención ISR (001)',
  ivaWithheld: 'Retención IVA (002)',
};

/** One tax as the summary writes it: BaseDR, TipoFactorDR and TasaOCuotaDR, ImporteDR. */
export const taxText = (t: RepTax) =>
  t.kind === 'ivaExempt'
    ? `BaseDR ${t.base}, TipoFactorDR Exento`
    : `BaseDR ${t.base}, TipoFactorDR Tasa, TasaOCuotaDR ${t.rate}, ImporteDR ${t.amount}`;

/** The fields of one complement, [SAT name, value], in the order the SAT's service asks them. */
export function repFields(s: RepSummary): [string, string][] {
  return [
    ['IdDocumento', s.uuid ?? `${MISSING}: folio fiscal (UUID) de la factura timbrada`],
    ['Serie/Folio', s.serieFolio || MISSING],
    ['MonedaDR', s.currency],
    ['EquivalenciaDR', '1'],
    ['NumParcialidad', String(s.installment)],
    ['ImpSaldoAnt', amount(s.before)],
    ['ImpPagado', amount(s.paid)],
    ['ImpSaldoInsoluto', amount(s.after)],
    ['ObjetoImpDR', catalogueLabel(TAX_OBJECTS, s.taxObject)],
    ['FechaPago', s.paidAt || MISSING],
    ['FormaDePagoP', s.paymentForm ? catalogueLabel(PAYMENT_FORMS, s.paymentForm) : MISSING],
    ['MonedaP', s.currency],
    ['TipoCambioP', s.paymentRate ?? `${MISSING}: tipo de cambio del día del pago`],
    ['Monto', amount(s.paid)],
    ...s.taxes.map((t): [string, string] => [TAX_NAMES[t.kind], taxText(t)]),
  ];
}

/** The plain text a "Copy" button hands over: Spanish, with the SAT's field names. */
export function repText(s: RepSummary): string {
  return [
    `Complemento "Recepción de pagos" ${mxRepDeadline.value.complementVersion}: pago ${s.installment} (este resumen no es un CFDI)`,
    ...repFields(s).map(([name, value]) => `  ${name}: ${value}`),
    `  Emitir a más tardar el: ${s.dueBy || MISSING}`,
    '',
  ].join('\n');
}
