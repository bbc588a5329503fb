/**
 * An invoice draft as the visitor typed it (its validation, with zod/mini, is in
 * model/draft-schema.ts, loaded when drafts are read or a file is imported). Amounts stay the strings typed (a half-typed or
 * wrong value is kept, with its message, rather than lost); they become cents in model/taxes.ts.
 * Saved in the browser (store/storage.ts) and exported as a file in the versioned format below.
 */

import type { Look } from './look';

/** The format version written today; a file of a newer version is refused, never half-read. */
export const DRAFT_FORMAT_VERSION = 1;
export const DRAFT_FORMAT = 'invoxa-invoice-draft';

/** Longest text a field keeps; a logo is a data: URL of at most MAX_LOGO_BYTES (about 4/3 of it). */
export const TEXT = 200;
export const LONG_TEXT = 2000;
export const MAX_LOGO_BYTES = 500_000;
export const MAX_LINES = 200;
/** Shipping and other charges on one document. */
export const MAX_CHARGES = 10;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` naming a day that exists (no February 30). */
export function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export interface DraftParty {
  name: string;
  address: string;
  taxId: string;
  /** Added after version 1 of the format: optional, so older drafts and files still read. */
  email?: string;
  phone?: string;
}

export interface DraftLine {
  id: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** The line bears no tax: exempt from IVA (Mexico) or not subject to sales tax (US). */
  exempt?: boolean;
  /** The line's codes for a CFDI (cfdi/catalogues.ts), kept on the line so they move with it. */
  cfdi?: DraftLineCfdi;
}

/** A line's CFDI codes as typed: c_ClaveProdServ, c_ClaveUnidad, c_ObjetoImp ('' when unset). */
export interface DraftLineCfdi {
  productKey: string;
  unitKey: string;
  taxObject: string;
}

/**
 * What a CFDI needs beyond the document (the optional "CFDI data" section of a Mexican sender):
 * catalogue codes and postal codes as typed, '' when unset. Never printed on the document.
 */
export interface DraftCfdi {
  use: string;
  paymentForm: string;
  paymentMethod: string;
  issuerPostalCode: string;
  recipientPostalCode: string;
  recipientRegime: string;
  exportKey: string;
  /**
   * TipoCambio as typed (pesos per unit of the currency, up to six decimals), for an invoice not in
   * MXN. Added after version 1 of the format: optional.
   */
  exchangeRate?: string;
}

/**
 * Shipping or another charge added after the lines: never discounted; taxed unless `exempt`. In a
 * Mexican document it is one more concept, taxed and withheld like a line.
 */
export interface DraftCharge {
  id: string;
  description: string;
  amount: string;
  exempt?: boolean;
}

export interface Draft {
  id: string;
  updatedAt: string;
  documentLanguage: 'en' | 'es' | 'both';
  paper: 'letter' | 'a4';
  currency: 'USD' | 'MXN';
  senderCountry: 'us' | 'mx';
  number: string;
  issueDate: string;
  terms: 'receipt' | 'net15' | 'net30' | 'net60' | 'date';
  dueDate: string;
  from: DraftParty & { regime: string };
  billTo: DraftParty;
  lines: DraftLine[];
  /** Shipping and other charges (at most MAX_CHARGES); unset: none. */
  charges?: DraftCharge[];
  discountKind: 'amount' | 'percent';
  discount: string;
  salesTax: string;
  iva: 'general' | 'border' | 'export';
  /**
   * The visitor confirmed that the border decree is in force on the document's date, which the
   * facts registry could not confirm (model/fact-dates.ts): needed for the border rate to apply
   * to a document dated after the decree's last confirmed day. Unset: not confirmed.
   */
  ivaBorderConfirmed?: boolean;
  withholding: 'none' | 'honorarios' | 'resico';
  notes: string;
  payment: { bank: string; clabe: string; link: string };
  /** The client's country, which names its tax id ("RFC" in Mexico); unset: the sender's. */
  clientCountry?: ClientCountry;
  /** A Mexican sender's one line saying the document is not a CFDI; unset: printed. */
  notCfdiLine?: boolean;
  /** A data: URL (PNG or JPEG) of at most MAX_LOGO_BYTES. */
  logo?: string;
  /** Which document this is; unset: an invoice (drafts and files made before quotes and receipts). */
  kind?: DocumentKind;
  /** A quote's last day of validity (`YYYY-MM-DD`, or empty). */
  validUntil?: string;
  /** A receipt's payment: amount as typed, date, method, and the invoice it pays. */
  paid?: Payment;
  /** An invoice made from a quote: the quote's number, printed among the invoice's details. */
  quoteNumber?: string;
  /** The client's purchase-order number, printed beside the document's number. */
  poNumber?: string;
  /** Terms and conditions, printed apart from the notes. */
  termsNote?: string;
  /** Where the document stands, set by the visitor in the saved list; unset: a draft. */
  status?: DocumentStatus;
  /** Layout and accent colour (model/look.ts); unset: the classic layout in ink. */
  look?: Look;
  /** The data a CFDI of this invoice needs (a Mexican sender's optional section). */
  cfdi?: DraftCfdi;
  /**
   * A document not in pesos with a TipoCambio (`cfdi.exchangeRate`) prints its total's MXN
   * equivalent at that rate (model/exchange-rate.ts). Unset: not printed.
   */
  mxnEquivalent?: boolean;
  /** The CFDI stamped for this document, once its XML is imported ("timbrado"); unset: none. */
  stamp?: DraftStamp;
}

/**
 * A stamped CFDI brought back to the document it came from: its folio fiscal (the Timbre Fiscal
 * Digital's UUID), when it was certified (`FechaTimbrado`, as in the XML) and the XML itself, kept
 * so the printed representation can be drawn again and the export carries it.
 */
export interface DraftStamp {
  uuid: string;
  certifiedAt: string;
  xml: string;
}

/** The longest stamped CFDI XML kept with a document (characters). */
export const MAX_STAMP_XML = 1_000_000;

/** `partlyPaid` and `paid` also follow an invoice's receipts (model/receipt.ts). */
export const documentStatuses = ['draft', 'sent', 'partlyPaid', 'paid'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** The three documents of one engine, each with its own title and numbering sequence. */
export const documentKinds = ['invoice', 'quote', 'receipt'] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const kindOf = (d: Draft): DocumentKind => d.kind ?? 'invoice';

export const paymentMethods = ['transfer', 'cash', 'card', 'check', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface Payment {
  amount: string;
  date: string;
  method: PaymentMethod;
  invoiceNumber: string;
  /** The document id of the invoice it pays, when made from a saved invoice (its payments add up). */
  invoiceId?: string;
}

export type ClientCountry = 'mx' | 'us' | 'other';

/** The client's country as the document uses it. */
export const clientCountryOf = (d: Draft): ClientCountry => d.clientCountry ?? d.senderCountry;

export function newId(): string {
  return globalThis.crypto.randomUUID();
}

export function emptyLine(): DraftLine {
  return { id: newId(), description: '', quantity: '1', unitPrice: '' };
}

export function emptyCharge(): DraftCharge {
  return { id: newId(), description: '', amount: '' };
}

/**
 * A new invoice. It starts from the page's country: a visitor of the Spanish pages gets a Mexican
 * sender billing in pesos, in Spanish; one of the English pages a US sender in dollars, in English.
 * Mexico and the US both use Letter paper.
 */
export function emptyDraft(
  today: string,
  number: string,
  pageLanguage: 'en' | 'es' = 'en',
  profile: Profile | null = null,
): Draft {
  const mexican = profile ? profile.senderCountry === 'mx' : pageLanguage === 'es';
  const draft: Draft = {
    id: newId(),
    updatedAt: new Date().toISOString(),
    documentLanguage: pageLanguage,
    paper: 'letter',
    currency: mexican ? 'MXN' : 'USD',
    senderCountry: mexican ? 'mx' : 'us',
    number,
    issueDate: today,
    terms: 'net30',
    dueDate: '',
    from: { name: '', address: '', taxId: '', regime: '' },
    billTo: { name: '', address: '', taxId: '' },
    lines: [emptyLine()],
    discountKind: 'amount',
    discount: '',
    salesTax: '',
    iva: 'general',
    withholding: 'none',
    notes: '',
    payment: { bank: '', clabe: '', link: '' },
  };
  return profile ? { ...draft, ...startFrom(profile) } : draft;
}

/**
 * The visitor's own details, kept in this browser only (store/storage.ts): every new document
 * starts from them. The sender's country, name, address, contact, tax id and régimen, payment
 * details and logo; nothing about a client.
 */
export interface Profile {
  senderCountry: Draft['senderCountry'];
  from: Draft['from'];
  payment: Draft['payment'];
  logo?: string;
  look?: Look;
}

/** The profile held by a draft (what "Remember my details" keeps). */
export function profileOf(d: Draft): Profile {
  return {
    senderCountry: d.senderCountry,
    from: { ...d.from },
    payment: { ...d.payment },
    ...(d.logo ? { logo: d.logo } : {}),
    ...(d.look ? { look: { ...d.look } } : {}),
  };
}

/** The part of a new draft that comes from the profile. */
function startFrom(profile: Profile): Partial<Draft> {
  return {
    senderCountry: profile.senderCountry,
    from: { ...profile.from },
    payment: { ...profile.payment },
    ...(profile.logo ? { logo: profile.logo } : {}),
    ...(profile.look ? { look: { ...profile.look } } : {}),
  };
}

/** The three one-click setups: they set taxes, currency and language, never what was typed. */
export const presets = {
  usFreelancer: {
    senderCountry: 'us',
    currency: 'USD',
    documentLanguage: 'en',
    paper: 'letter',
    clientCountry: 'us',
    iva: 'general',
    withholding: 'none',
  },
  mxToMxCompany: {
    senderCountry: 'mx',
    currency: 'MXN',
    documentLanguage: 'es',
    paper: 'letter',
    clientCountry: 'mx',
    iva: 'general',
    withholding: 'honorarios',
    salesTax: '',
  },
  mxToUsClient: {
    senderCountry: 'mx',
    currency: 'USD',
    documentLanguage: 'both',
    paper: 'letter',
    clientCountry: 'us',
    // IVA at 0 % (export of services) only once the freelancer confirms its conditions: the
    // page asks, and the general rate applies until then.
    iva: 'general',
    withholding: 'none',
    salesTax: '',
  },
} as const satisfies Record<string, Partial<Draft>>;

export type PresetId = keyof typeof presets;

/** The preset for a client abroad, whose export-of-services conditions the page asks to confirm. */
export const exportPreset: PresetId = 'mxToUsClient';

/** Everything the generator keeps in this browser, as one file: the profile and every document. */
export const BACKUP_FORMAT = 'invoxa-invoice-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface Backup {
  profile: Profile | null;
  documents: Draft[];
}

export function backupFile(backup: Backup): string {
  return JSON.stringify(
    { format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, ...backup },
    null,
    2,
  );
}

/** The file a visitor exports: the format's name and version around the draft. */
export function exportFile(draft: Draft): string {
  return JSON.stringify({ format: DRAFT_FORMAT, version: DRAFT_FORMAT_VERSION, draft }, null, 2);
}
