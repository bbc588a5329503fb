import type { Draft } from '../model/draft';
import type { Look } from '../model/look';

// What a document says, as the preview and the PDF receive it: built from a draft by content.ts
// (or from a stamped CFDI by stamped-content.ts), laid out by layout.ts.

export type DocumentLanguage = 'en' | 'es';
/** A line of text that is also a link (the payment link): an `<a>` in the preview, a link in the PDF. */
export interface LinkLine {
  text: string;
  href: string;
}

export interface Block {
  heading: string;
  lines: (string | LinkLine)[];
  /** A QR code printed beside the block (the payment link, a CFDI's verification address). */
  code?: { text: string; caption: string };
}

/** The sender or the client: a heading and plain lines. */
export interface Party {
  heading: string;
  lines: string[];
}

/**
 * What the visitor's document says, in its language(s), amounts formatted: the content that
 * document/layout.ts lays out for both the preview and the PDF.
 */
export interface InvoiceDocument {
  languages: DocumentLanguage[];
  paper: Draft['paper'];
  title: string;
  logo?: string;
  meta: [label: string, value: string][];
  parties: Party[];
  columns: [string, string, string, string];
  rows: [string, string, string, string][];
  /** Rows whose quantity or price cannot be read: shown as typed and marked, never as 0. */
  invalidRows: boolean[];
  totals: { label: string; value: string; strong?: boolean }[];
  currencyNote: string;
  blocks: Block[];
  /** A Mexican sender's one line saying the document is not a CFDI (optional), or null. */
  notice: string | null;
  pageLabel: (page: number, pages: number) => string;
  /** The document's kind and number ("Invoice INV-2026-0001"): the PDF's title. */
  reference: string;
  /** Printed at the top of every page after the first: the number and the client. */
  continuation: string;
  /** Said on the document when a character had to be replaced by a visible substitute. */
  missingGlyphs: string;
  /** The layout and accent colour chosen; unset: the classic layout in ink. */
  look?: Look;
}
