import { toUnicode } from 'punycode.js';
import { amountInWords } from '../model/amount-in-words';
import {
  clientCountryOf,
  isRealDate,
  kindOf,
  type Draft,
  type DraftParty,
  type PaymentMethod,
} from '../model/draft';
import type { DocumentLabel } from './labels';
import type { Block, DocumentLanguage, InvoiceDocument } from './invoice-document';
import { documentText, type DocumentWords } from './words';
import type { ReceiptFigures } from '../model/receipt';
import type { Evaluated } from '../model/evaluate';
import { cachedFormat, formatMoney, parseDecimal, type Rate } from '../model/money';
import { exchangeRateMicros, microsText, pesosAt, pesosText } from '../model/exchange-rate';
import { REGIMES, regimeCode, regimeLabel } from '../cfdi/sat-regimes';

export { documentLabels, type DocumentLabel } from './labels';
export type { DocumentWords } from './words';
export { documentText } from './words';

export type { Block, DocumentLanguage, InvoiceDocument, LinkLine, Party } from './invoice-document';
const TAGS = { en: 'en-US', es: 'es-MX' } as const;

/** Joins words that must stay on one line (a date, a heading in one language). */
export const NO_BREAK = '\u00a0';

/**
 * An e-mail address as its owner writes it: a browser's e-mail field gives an internationalized
 * domain in its ASCII form (xn--…), which the client would not recognize.
 */
export function emailAsWritten(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0 || !/(^|\.)xn--/i.test(email.slice(at + 1))) return email;
  return `${email.slice(0, at + 1)}${toUnicode(email.slice(at + 1))}`;
}

/** The address a typed payment link points to, or null when it is not a web address. */
export function linkTarget(text: string): string | null {
  const t = text.trim();
  if (/^https?:\/\/[^\s]+$/i.test(t)) return t;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(t)) return `https://${t}`;
  return null;
}

function percent(rate: Rate, tag: string): string {
  return cachedFormat(
    `${tag}|percent`,
    () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 4 }),
  ).format(rate.numerator / rate.denominator);
}

/** A régimen from the catalogue as "626 - Régimen Simplificado de Confianza"; one typed, as typed. */
function regimeText(value: string): string {
  const entry = REGIMES.find(([code]) => code === regimeCode(value));
  return entry ? regimeLabel(entry) : value.trim();
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Each document's own words: title, number, and the label of its last total. */
const KIND_LABELS = {
  invoice: { title: 'title', number: 'number', total: 'total' },
  quote: { title: 'quoteTitle', number: 'quoteNumber', total: 'quoteTotal' },
  receipt: { title: 'receiptTitle', number: 'receiptNumber', total: 'invoiceTotal' },
} as const satisfies Record<string, Record<string, DocumentLabel>>;

const METHOD_LABELS = {
  transfer: 'methodTransfer',
  cash: 'methodCash',
  card: 'methodCard',
  check: 'methodCheck',
  other: 'methodOther',
} as const satisfies Record<PaymentMethod, DocumentLabel>;

export function buildDocument(
  draft: Draft,
  evaluated: Evaluated,
  words: Record<DocumentLanguage, DocumentWords>,
  receipt: ReceiptFigures | null = null,
): InvoiceDocument {
  const kind = kindOf(draft);
  const own = KIND_LABELS[kind];
  const languages: DocumentLanguage[] =
    draft.documentLanguage === 'both' ? ['en', 'es'] : [draft.documentLanguage];
  const moneyTag = TAGS[languages[0]!];
  const money = (cents: number) => formatMoney(cents, draft.currency, moneyTag);
  /**
   * A label in every language of the document, side by side. A translation that glosses the
   * first language in parentheses ("Núm. de identificación fiscal (Tax ID)") drops the gloss
   * beside it: the first language is already there.
   */
  const label = (key: DocumentLabel, values: Record<string, string | number> = {}) =>
    languages
      .map((l) => documentText(words[l])(key, { ...values, rate: values.rate ?? '' }))
      .map((v, i, all) =>
        i > 0 && v.endsWith(` (${all[0]})`) ? v.slice(0, -all[0]!.length - 3) : v,
      )
      .filter((v, i, all) => all.indexOf(v) === i)
      .join(' / ');
  /**
   * A column heading: in a bilingual document each language's words stay together, so a heading
   * that must wrap puts one language a line ("Unit price /", "Precio unitario").
   */
  const heading = (key: DocumentLabel) =>
    languages.length > 1
      ? label(key)
          .split(' / ')
          .map((part) => part.replace(/ /g, NO_BREAK))
          .join(' / ')
      : label(key);
  const rateLabel = (key: DocumentLabel, rate: Rate) =>
    languages
      .map((l) => documentText(words[l])(key, { rate: percent(rate, TAGS[l]) }))
      .filter((v, i, all) => all.indexOf(v) === i)
      .join(' / ');
  const dateIn = (l: DocumentLanguage, iso: string) =>
    cachedFormat(
      `${l}|date`,
      () => new Intl.DateTimeFormat(TAGS[l], { dateStyle: 'long', timeZone: 'UTC' }),
    )
      .format(new Date(`${iso}T00:00:00Z`))
      .replace(/ /g, NO_BREAK);
  const date = (iso: string) => languages.map((l) => dateIn(l, iso)).join(' / ');
  const quantity = cachedFormat(
    `${moneyTag}|quantity`,
    () => new Intl.NumberFormat(moneyTag, { maximumFractionDigits: 3 }),
  );
  const { totals, rates } = evaluated;
  const mexican = draft.senderCountry === 'mx';

  const meta: [string, string][] = [];
  if (draft.number.trim()) meta.push([label(own.number), draft.number.trim()]);
  if (draft.poNumber?.trim()) meta.push([label('poNumber'), draft.poNumber.trim()]);
  if (kind === 'invoice' && draft.quoteNumber?.trim())
    meta.push([label('fromQuote'), draft.quoteNumber.trim()]);
  if (draft.issueDate && !evaluated.errors.issueDate)
    meta.push([label('issueDate'), date(draft.issueDate)]);
  if (kind === 'quote') {
    if (draft.validUntil && isRealDate(draft.validUntil))
      meta.push([label('validUntil'), date(draft.validUntil)]);
  } else if (kind === 'receipt') {
    const paid = draft.paid;
    if (paid?.invoiceNumber.trim()) meta.push([label('forInvoice'), paid.invoiceNumber.trim()]);
    if (paid?.date && isRealDate(paid.date)) meta.push([label('paidOn'), date(paid.date)]);
    if (paid) meta.push([label('paidBy'), label(METHOD_LABELS[paid.method])]);
  } else if (draft.terms === 'receipt') meta.push([label('dueDate'), label('dueOnReceipt')]);
  else if (evaluated.dueDate) meta.push([label('dueDate'), date(evaluated.dueDate)]);

  const party = (heading: string, p: DraftParty, taxIdLabel: DocumentLabel, regime?: string) => ({
    heading,
    lines: [
      ...lines(p.name),
      ...lines(p.address),
      ...[emailAsWritten(p.email?.trim() ?? ''), p.phone?.trim() ?? ''].filter(Boolean),
      ...(p.taxId.trim()
        ? [
            `${label(taxIdLabel)}: ${taxIdLabel === 'taxIdMx' ? p.taxId.trim().toUpperCase() : p.taxId.trim()}`,
          ]
        : []),
      ...(regime?.trim() ? [`${label('regime')}: ${regimeText(regime)}`] : []),
    ],
  });

  const bad = (i: number) =>
    Boolean(
      evaluated.errors[`line-${draft.lines[i]!.id}-quantity`] ||
      evaluated.errors[`line-${draft.lines[i]!.id}-unitPrice`],
    );
  const shown = draft.lines
    .map((line, i) => ({ line, i }))
    .filter(({ line, i }) => line.description.trim() || totals.lines[i]! !== 0 || bad(i));
  /** Said of a line or charge that bears no tax. */
  const exempt = (on?: boolean) => (on ? label(mexican ? 'exemptIva' : 'noSalesTax') : '');
  const rows = shown.map(({ line, i }) => {
    const read = evaluated.lines[i]!;
    const description = [line.description.trim(), exempt(line.exempt)].filter(Boolean).join('\n');
    return (
      bad(i)
        ? [description, line.quantity.trim(), line.unitPrice.trim(), '—']
        : [
            description,
            quantity.format(read.quantity / 1000),
            money(read.unitCents),
            money(totals.lines[i]!),
          ]
    ) as [string, string, string, string];
  });

  const totalRows: InvoiceDocument['totals'] = [
    { label: label('subtotal'), value: money(totals.subtotal) },
  ];
  if (totals.discount > 0) {
    const typed = parseDecimal(draft.discount.replace(/\s*%$/, ''), 4, 100 * 10_000);
    totalRows.push({
      label:
        draft.discountKind === 'percent' && typed.ok
          ? rateLabel('discountRate', { numerator: typed.value, denominator: 1_000_000 })
          : label('discount'),
      value: `−${money(totals.discount)}`,
    });
  }
  (draft.charges ?? []).forEach((charge, i) => {
    const cents = evaluated.charges[i]!;
    const name = charge.description.trim() || label('charge');
    if (cents > 0 || charge.description.trim())
      totalRows.push({
        label: charge.exempt ? `${name} (${exempt(true)})` : name,
        value: money(cents),
      });
  });
  if (mexican) {
    totalRows.push({
      label: rateLabel(draft.iva === 'export' ? 'ivaExport' : 'iva', rates.tax),
      value: money(totals.tax),
    });
    if (rates.isr)
      totalRows.push({
        label: rateLabel('isrWithheld', rates.isr),
        value: `−${money(totals.isrWithheld)}`,
      });
    if (rates.taxWithholding)
      totalRows.push({
        label: rateLabel('ivaWithheld', {
          numerator: rates.tax.numerator * rates.taxWithholding.numerator,
          denominator: rates.tax.denominator * rates.taxWithholding.denominator,
        }),
        value: `−${money(totals.taxWithheld)}`,
      });
  } else if (rates.tax.numerator > 0) {
    // With an exempt line or charge, the row says what the tax is on (the taxed amounts alone).
    const label =
      totals.taxBase < totals.taxable
        ? languages
            .map((l) =>
              documentText(words[l])('salesTaxOn', {
                rate: percent(rates.tax, TAGS[l]),
                base: money(totals.taxBase),
              }),
            )
            .filter((v, i, all) => all.indexOf(v) === i)
            .join(' / ')
        : rateLabel('salesTax', rates.tax);
    totalRows.push({ label, value: money(totals.tax) });
  }
  if (kind === 'receipt' && receipt) {
    totalRows.push({ label: label(own.total), value: money(totals.total) });
    // The invoice's earlier receipts, so the balance reads as total − earlier − this payment.
    if (receipt.earlier > 0)
      totalRows.push({
        label: label('paidEarlier', { count: receipt.earlierCount }),
        value: `−${money(receipt.earlier)}`,
      });
    totalRows.push({ label: label('amountPaid'), value: money(receipt.paid), strong: true });
    totalRows.push({ label: label('balanceDue'), value: money(receipt.balance) });
  } else totalRows.push({ label: label(own.total), value: money(totals.total), strong: true });

  const blocks: Block[] = [];
  // A Mexican document says its total (a receipt, the amount paid) in words, in each of its
  // languages, as Mexican invoices do ("importe con letra").
  if (mexican)
    blocks.push({
      heading: label('amountInWords'),
      lines: languages.map((l) =>
        amountInWords(
          kind === 'receipt' && receipt ? receipt.paid : totals.total,
          draft.currency,
          l,
        ),
      ),
    });
  // The total in pesos at the TipoCambio typed (the FIX of the date of issue), when asked for.
  const fix =
    draft.mxnEquivalent && draft.currency !== 'MXN'
      ? exchangeRateMicros(draft.cfdi?.exchangeRate ?? '')
      : null;
  if (fix !== null && isRealDate(draft.issueDate))
    blocks.push({
      heading: label('exchangeRate'),
      lines: languages.map((l) =>
        documentText(words[l])('mxnEquivalent', {
          amount: pesosText(pesosAt(totals.total, fix), TAGS[l]),
          rate: microsText(fix),
          currency: draft.currency,
          date: dateIn(l, draft.issueDate),
        }),
      ),
    });
  if (draft.notes.trim()) blocks.push({ heading: label('notes'), lines: lines(draft.notes) });
  if (draft.termsNote?.trim())
    blocks.push({ heading: label('termsNote'), lines: lines(draft.termsNote) });
  const link = draft.payment.link.trim();
  const href = linkTarget(link);
  const pay: Block['lines'] = [
    draft.payment.bank.trim() && `${label('bank')}: ${draft.payment.bank.trim()}`,
    // The account's name where it is used: a CLABE for a Mexican sender, an account elsewhere.
    draft.payment.clabe.trim() &&
      `${label(mexican ? 'clabe' : 'account')}: ${draft.payment.clabe.trim()}`,
  ].filter((v): v is string => Boolean(v));
  if (link) {
    const text = `${label('paymentLink')}: ${link}`;
    pay.push(href ? { text, href } : text);
  }
  // The payment link also as a QR code beside the details, to pay from a phone.
  if (pay.length)
    blocks.push({
      heading: label('payment'),
      lines: pay,
      ...(href ? { code: { text: href, caption: label('scanToPay') } } : {}),
    });

  const reference = [label(own.title), draft.number.trim()].filter(Boolean).join(' ');
  return {
    languages,
    paper: draft.paper,
    title: label(own.title),
    logo: draft.logo,
    meta,
    parties: [
      party(
        label('from'),
        draft.from,
        mexican ? 'taxIdMx' : 'ein',
        mexican ? draft.from.regime : undefined,
      ),
      party(
        label('billTo'),
        draft.billTo,
        clientCountryOf(draft) === 'mx' ? 'taxIdMx' : 'taxIdOther',
      ),
    ],
    columns: [heading('description'), heading('quantity'), heading('unitPrice'), heading('amount')],
    rows,
    invalidRows: shown.map(({ i }) => bad(i)),
    totals: totalRows,
    currencyNote: label('currency', { currency: draft.currency }),
    blocks,
    notice: mexican && draft.notCfdiLine !== false ? label('notCfdi') : null,
    pageLabel: (page, pages) => label('page', { page, pages }),
    reference,
    continuation: [reference, draft.billTo.name.trim().split(/\r?\n/)[0], label('continued')]
      .filter(Boolean)
      .join(' · '),
    missingGlyphs: label('missingGlyphs'),
    look: draft.look,
  };
}
