import { COVERED, FONT_WIDTHS, WIDTH_DIGITS } from './font-metrics';
import type { Block, InvoiceDocument, LinkLine } from './content';
import { lookStyle, type LookStyle } from '../model/look';

/**
 * The document laid out on its paper: every text wrapped into lines and every column sized, in
 * points, with the PDF font's own widths (document/font-metrics.ts). The preview and the PDF both draw
 * this, so they break lines at the same words; only the PDF splits it into pages.
 */

export const PAPER = { letter: [612, 792], a4: [595.28, 841.89] } as const;
export const MARGIN = 48;
export const SIZE = 10;
export const LEADING = 14;
export const TITLE_SIZE = 20;
export const TOTAL_SIZE = 12;
export const NOTE_SIZE = 9;
/** Space between two columns of the line items and between the two parties. */
export const GAP = 12;
/** Drawn in place of a character the font does not have (a visible substitute, never "?"). */
export const SUBSTITUTE = '□';

export type Weight = keyof typeof FONT_WIDTHS;

/** Where each range of COVERED starts in the width tables, in characters. */
const starts: number[] = [];
{
  let at = 0;
  for (const [from, to] of COVERED) {
    starts.push(at);
    at += to - from + 1;
  }
}

/** A character's width in thousandths of an em, or null when the font does not have it. */
function charWidth(code: number, weight: Weight): number | null {
  let low = 0;
  let high = COVERED.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [from, to] = COVERED[mid]!;
    if (code < from) high = mid - 1;
    else if (code > to) low = mid + 1;
    else {
      const at = (starts[mid]! + code - from) * WIDTH_DIGITS;
      return parseInt(FONT_WIDTHS[weight].slice(at, at + WIDTH_DIGITS), 36);
    }
  }
  return null;
}

/** `text` with every character the font lacks replaced by SUBSTITUTE (spaces normalized). */
export function printable(text: string): { text: string; substituted: boolean } {
  let substituted = false;
  const out = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\u202f/g, '\u00a0')
    .replace(/\u2009/g, ' ')
    .replace(/\t/g, ' ')
    .replace(/[^\n]/gu, (ch) => {
      const code = ch.codePointAt(0)!;
      if (charWidth(code, 'regular') !== null) return ch;
      substituted = true;
      return SUBSTITUTE;
    });
  return { text: out, substituted };
}

/** The width of `text` (already printable) at `size` points. */
export function textWidth(text: string, size: number, weight: Weight = 'regular'): number {
  let units = 0;
  for (const ch of text) units += charWidth(ch.codePointAt(0)!, weight) ?? 1000;
  return (units * size) / 1000;
}

/**
 * Breaks `text` into lines of at most `width` points: at spaces, and inside a word too long. A
 * long word is measured once (the running width after each character) and each piece's end is
 * found by binary search, so a pasted IBAN, URL or code of any length breaks in time proportional
 * to its length, not to its square.
 */
export function wrap(text: string, width: number, size: number, weight: Weight = 'regular') {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (textWidth(next, size, weight) <= width) {
        line = next;
        continue;
      }
      if (line) out.push(line);
      line = breakWord(word, width, size, weight, out);
    }
    out.push(line);
  }
  return out;
}

/** Pushes onto `out` the pieces of `word` that fill a line each; returns the last, shorter piece. */
function breakWord(word: string, width: number, size: number, weight: Weight, out: string[]) {
  const chars = [...word];
  // ends[i]: the width of the first i characters, in thousandths of an em.
  const ends = new Float64Array(chars.length + 1);
  for (let i = 0; i < chars.length; i++)
    ends[i + 1] = ends[i]! + (charWidth(chars[i]!.codePointAt(0)!, weight) ?? 1000);
  const limit = (width * 1000) / size;
  let start = 0;
  while (ends[chars.length]! - ends[start]! > limit && chars.length - start > 1) {
    // The last end that fits, at least one character so the piece is never empty.
    let low = start + 1;
    let high = chars.length;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (ends[mid]! - ends[start]! <= limit) low = mid;
      else high = mid - 1;
    }
    out.push(chars.slice(start, low).join(''));
    start = low;
  }
  return chars.slice(start).join('');
}

/**
 * The widest word of `text` (words joined by a no-break space count as one): a column is never
 * narrower, so no word is cut.
 */
function widestWord(text: string, size: number, weight: Weight): number {
  return Math.max(0, ...text.split(/[ \n]+/).map((w) => textWidth(w, size, weight)));
}

export interface Column {
  /** Left edge, from the page's left edge. */
  x: number;
  width: number;
  align: 'left' | 'right';
}

export interface LaidOutLine {
  text: string;
  href?: string;
}

export interface LaidOutBlock {
  heading: string[];
  lines: LaidOutLine[];
  muted: boolean;
  /** A QR code at the block's right (its text and its caption's lines); the lines wrap beside it. */
  code?: { text: string; caption: string[] };
}

/** A QR code's side on the page, quiet zone included, in points. */
export const CODE_SIZE = 96;

export interface InvoiceLayout {
  languages: InvoiceDocument['languages'];
  paper: InvoiceDocument['paper'];
  logo?: string;
  pageWidth: number;
  pageHeight: number;
  contentWidth: number;
  title: string[];
  /** Right-aligned under the title, each entry "label: value" wrapped. */
  meta: string[][];
  metaWidth: number;
  parties: { heading: string[]; lines: string[] }[];
  partyWidth: number;
  columns: [Column, Column, Column, Column];
  header: string[][];
  rows: string[][][];
  invalidRows: boolean[];
  totals: { label: string[]; value: string; strong: boolean }[];
  /** The totals' labels end at `totalsLabelRight`; their values are right-aligned at the margin. */
  totalsLabelWidth: number;
  totalsValueWidth: number;
  currencyNote: string;
  blocks: LaidOutBlock[];
  pageLabel: InvoiceDocument['pageLabel'];
  continuation: string[];
  /** The document's kind and number, for the PDF's title. */
  reference: string;
  /** The layout and colours the look decides (model/look.ts). */
  look: LookStyle;
}

/** Lays `doc` out on its paper (see the module comment). */
export function layoutInvoice(doc: InvoiceDocument): InvoiceLayout {
  let substituted = false;
  const p = (s: string) => {
    const r = printable(s);
    substituted ||= r.substituted;
    return r.text;
  };
  const [pageWidth, pageHeight] = PAPER[doc.paper];
  const contentWidth = pageWidth - 2 * MARGIN;

  // Line items: each figure column as wide as its widest figure, or its heading when there is
  // room (a heading wraps at its words otherwise); the description takes the rest. A bilingual
  // heading is not given a line of its own ("Unit price / Precio unitario" would make the column
  // far wider than its figures): it takes one line a language, and the description the room.
  const columns = doc.columns.map(p);
  const rows = doc.rows.map((r) => r.map(p));
  const figures = [1, 2, 3].map((c) => {
    const values = Math.max(0, ...rows.map((r) => textWidth(r[c]!, SIZE)));
    const min = Math.max(values, widestWord(columns[c]!, SIZE, 'bold'));
    const oneLine = doc.languages.length > 1 ? min : textWidth(columns[c]!, SIZE, 'bold');
    return { min, preferred: Math.max(min, oneLine) };
  });
  const room = contentWidth - 3 * GAP - contentWidth * 0.4;
  const sum = (k: 'min' | 'preferred') => figures.reduce((n, f) => n + f[k], 0);
  const widths = figures.map((f) => {
    if (sum('preferred') <= room) return f.preferred;
    if (sum('min') >= room) return f.min;
    const share = (room - sum('min')) / (sum('preferred') - sum('min'));
    return f.min + (f.preferred - f.min) * share;
  });
  const descriptionWidth = contentWidth - 3 * GAP - widths.reduce((n, w) => n + w, 0);
  const cols: Column[] = [{ x: MARGIN, width: descriptionWidth, align: 'left' }];
  let x = MARGIN + descriptionWidth;
  for (const w of widths) {
    cols.push({ x: x + GAP, width: w, align: 'right' });
    x += GAP + w;
  }

  const totals = doc.totals.map((t) => ({ ...t, label: p(t.label), value: p(t.value) }));
  const totalsValueWidth = Math.max(
    ...totals.map((t) =>
      textWidth(t.value, t.strong ? TOTAL_SIZE : SIZE, t.strong ? 'bold' : 'regular'),
    ),
  );
  const totalsLabelWidth = contentWidth * 0.75 - totalsValueWidth - GAP;

  const partyWidth = (contentWidth - 2 * GAP) / 2;
  // Beside the logo (at most 150 points wide).
  const metaWidth = contentWidth - 150 - GAP;
  const block = (b: Block, muted: boolean): LaidOutBlock => {
    const width = b.code ? contentWidth - CODE_SIZE - GAP : contentWidth;
    return {
      heading: wrap(p(b.heading), width, SIZE, 'bold'),
      lines: b.lines.flatMap((l: string | LinkLine) => {
        const text = typeof l === 'string' ? l : l.text;
        const href = typeof l === 'string' ? undefined : l.href;
        return wrap(p(text), width, SIZE).map((t) => (href ? { text: t, href } : { text: t }));
      }),
      muted,
      ...(b.code
        ? { code: { text: b.code.text, caption: wrap(p(b.code.caption), CODE_SIZE, NOTE_SIZE) } }
        : {}),
    };
  };

  const layout: InvoiceLayout = {
    languages: doc.languages,
    paper: doc.paper,
    logo: doc.logo,
    pageWidth,
    pageHeight,
    contentWidth,
    title: wrap(p(doc.title), contentWidth * 0.6, TITLE_SIZE, 'bold'),
    meta: doc.meta.map(([label, value]) => wrap(p(`${label}: ${value}`), metaWidth, SIZE)),
    metaWidth,
    parties: doc.parties.map((party) => ({
      heading: wrap(p(party.heading), partyWidth, SIZE, 'bold'),
      lines: party.lines.flatMap((l) => wrap(p(l), partyWidth, SIZE)),
    })),
    partyWidth,
    columns: cols as InvoiceLayout['columns'],
    header: columns.map((c, i) => wrap(c, cols[i]!.width, SIZE, 'bold')),
    rows: rows.map((r) =>
      r.map((cell, i) => (i === 0 ? wrap(cell, descriptionWidth, SIZE) : [cell])),
    ),
    invalidRows: doc.invalidRows,
    totals: totals.map((t) => ({
      label: wrap(
        t.label,
        totalsLabelWidth,
        t.strong ? TOTAL_SIZE : SIZE,
        t.strong ? 'bold' : 'regular',
      ),
      value: t.value,
      strong: Boolean(t.strong),
    })),
    totalsLabelWidth,
    totalsValueWidth,
    currencyNote: p(doc.currencyNote),
    blocks: doc.blocks.map((b) => block(b, false)),
    pageLabel: (page, pages) => p(doc.pageLabel(page, pages)),
    reference: p(doc.reference),
    continuation: wrap(p(doc.continuation), contentWidth, NOTE_SIZE),
    look: lookStyle(doc.look),
  };
  if (doc.notice)
    layout.blocks.push({
      heading: [],
      lines: wrap(p(doc.notice), contentWidth, SIZE).map((text) => ({ text })),
      muted: true,
    });
  if (substituted)
    layout.blocks.push({
      heading: [],
      lines: wrap(doc.missingGlyphs, contentWidth, SIZE).map((text) => ({ text })),
      muted: true,
    });
  return layout;
}
