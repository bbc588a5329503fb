import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Block, InvoiceDocument } from './document';

/**
 * The invoice as a PDF, drawn with pdf-lib (imported here only: the page loads this module on
 * the first "Download PDF", and the build uses it for the blank template). Text is real text
 * (selectable, searchable) in the standard Helvetica font, whose WinAnsi encoding covers English
 * and Spanish (accents, ñ, ¿, ¡); a character outside it is drawn as "?".
 */

const PAPER = { letter: [612, 792], a4: [595.28, 841.89] } as const;
const MARGIN = 48;
const SIZE = 10;
const LEADING = 14;
const MAX_LOGO = { width: 150, height: 60 };

/** Characters WinAnsi has beyond Latin-1 (Windows-1252's 0x80–0x9F). */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/\u2212/g, '-')
    .replace(/[^\n]/gu, (ch) => {
      const code = ch.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) ||
        (code >= 0xa0 && code <= 0xff) ||
        WIN_ANSI_EXTRA.includes(ch)
        ? ch
        : '?';
    });
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of toWinAnsi(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) out.push(line);
      // A word wider than the column is cut.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    out.push(line);
  }
  return out;
}

function dataUrlBytes(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Options of the printable blank template: empty lines to write on instead of values. */
export interface PdfOptions {
  blankRows?: number;
}

export async function invoicePdf(
  doc: InvoiceDocument,
  options: PdfOptions = {},
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(`${doc.title} ${doc.meta[0]?.[1] ?? ''}`.trim()));
  pdf.setLanguage(
    doc.languages.length === 1 ? (doc.languages[0] === 'es' ? 'es-MX' : 'en-US') : 'en-US',
  );
  pdf.setCreator('Invoxa free invoice generator');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.06, 0.09, 0.16);
  const muted = rgb(0.35, 0.39, 0.45);
  const rule = rgb(0.8, 0.83, 0.87);
  const [width, height] = PAPER[doc.paper];
  const contentWidth = width - 2 * MARGIN;
  const bottom = MARGIN + 24;

  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - MARGIN;

  const text = (
    s: string,
    x: number,
    at: number,
    opts: {
      font?: PDFFont;
      size?: number;
      color?: ReturnType<typeof rgb>;
      align?: 'left' | 'right';
    } = {},
  ) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? SIZE;
    const value = toWinAnsi(s);
    const left = opts.align === 'right' ? x - font.widthOfTextAtSize(value, size) : x;
    page.drawText(value, { x: left, y: at, size, font, color: opts.color ?? ink });
  };
  const newPage = () => {
    page = pdf.addPage([width, height]);
    y = height - MARGIN;
  };
  const ensure = (space: number, after?: () => void) => {
    if (y - space < bottom) {
      newPage();
      after?.();
    }
  };

  // Header: logo on the left, title and number, dates on the right.
  let logoBottom = y;
  if (doc.logo) {
    const bytes = dataUrlBytes(doc.logo);
    const image = doc.logo.startsWith('data:image/png')
      ? await pdf.embedPng(bytes)
      : await pdf.embedJpg(bytes);
    const scale = Math.min(MAX_LOGO.width / image.width, MAX_LOGO.height / image.height, 1);
    const w = image.width * scale;
    const h = image.height * scale;
    page.drawImage(image, { x: MARGIN, y: y - h, width: w, height: h });
    logoBottom = y - h;
  }
  text(doc.title, width - MARGIN, y - 18, { font: bold, size: 20, align: 'right' });
  y -= 40;
  for (const [label, value] of doc.meta) {
    text(`${label}: ${value}`, width - MARGIN, y, { align: 'right', color: muted });
    y -= LEADING;
  }
  y = Math.min(y, logoBottom) - 16;

  // From and bill to, side by side.
  const columnWidth = contentWidth / 2 - 12;
  const partyLines = doc.parties.map((p) =>
    p.lines.flatMap((l) => wrap(l, regular, SIZE, columnWidth)),
  );
  const partyHeight =
    LEADING *
    (1 + Math.max(...partyLines.map((l) => Math.max(l.length, options.blankRows ? 4 : 0))));
  ensure(partyHeight);
  doc.parties.forEach((party, i) => {
    const x = MARGIN + i * (contentWidth / 2 + 12);
    text(party.heading, x, y, { font: bold });
    partyLines[i]!.forEach((line, j) => text(line, x, y - LEADING * (j + 1)));
    if (options.blankRows)
      for (let j = 1; j <= 4; j++)
        page.drawLine({
          start: { x, y: y - LEADING * j - 4 },
          end: { x: x + columnWidth, y: y - LEADING * j - 4 },
          thickness: 0.5,
          color: rule,
        });
  });
  y -= partyHeight + 12;

  // Line items.
  const cols = [MARGIN, MARGIN + contentWidth * 0.62, MARGIN + contentWidth * 0.8, width - MARGIN];
  const descriptionWidth = contentWidth * 0.5;
  const header = () => {
    ensure(LEADING * 2);
    text(doc.columns[0], cols[0]!, y, { font: bold });
    text(doc.columns[1], cols[1]!, y, { font: bold, align: 'right' });
    text(doc.columns[2], cols[2]!, y, { font: bold, align: 'right' });
    text(doc.columns[3], cols[3]!, y, { font: bold, align: 'right' });
    page.drawLine({
      start: { x: MARGIN, y: y - 5 },
      end: { x: width - MARGIN, y: y - 5 },
      thickness: 0.75,
      color: rule,
    });
    y -= LEADING + 6;
  };
  header();
  for (const row of doc.rows) {
    const description = wrap(row[0], regular, SIZE, descriptionWidth);
    ensure(LEADING * description.length + 4, header);
    description.forEach((line, j) => text(line, cols[0]!, y - LEADING * j));
    text(row[1], cols[1]!, y, { align: 'right' });
    text(row[2], cols[2]!, y, { align: 'right' });
    text(row[3], cols[3]!, y, { align: 'right' });
    y -= LEADING * description.length + 4;
  }
  for (let i = 0; i < (options.blankRows ?? 0); i++) {
    ensure(LEADING * 1.6, header);
    page.drawLine({
      start: { x: MARGIN, y: y - 6 },
      end: { x: width - MARGIN, y: y - 6 },
      thickness: 0.5,
      color: rule,
    });
    y -= LEADING * 1.6;
  }
  page.drawLine({
    start: { x: MARGIN, y: y + 6 },
    end: { x: width - MARGIN, y: y + 6 },
    thickness: 0.75,
    color: rule,
  });
  y -= 8;

  // Totals, right-aligned.
  for (const row of doc.totals) {
    ensure(LEADING + 4);
    const font = row.strong ? bold : regular;
    const size = row.strong ? 12 : SIZE;
    const label = wrap(row.label, font, size, contentWidth * 0.55);
    label.forEach((line, j) =>
      text(line, cols[2]!, y - LEADING * j, { font, size, align: 'right' }),
    );
    text(row.value, cols[3]!, y, { font, size, align: 'right' });
    y -= LEADING * label.length + (row.strong ? 6 : 2);
  }
  ensure(LEADING);
  text(doc.currencyNote, width - MARGIN, y, { color: muted, size: 9, align: 'right' });
  y -= LEADING * 2;

  const block = (b: Block, color = ink) => {
    const wrapped = b.lines.flatMap((l) => wrap(l, regular, SIZE, contentWidth));
    ensure(LEADING * Math.min(wrapped.length + 1, 4));
    text(b.heading, MARGIN, y, { font: bold, color });
    y -= LEADING;
    for (const line of wrapped) {
      ensure(LEADING);
      text(line, MARGIN, y, { color });
      y -= LEADING;
    }
    y -= 8;
  };
  doc.blocks.forEach((b) => block(b));
  doc.cfdi.forEach((b) => block(b, muted));

  const pages = pdf.getPages();
  if (pages.length > 1)
    pages.forEach((p, i) => {
      const label = toWinAnsi(doc.pageLabel(i + 1, pages.length));
      p.drawText(label, {
        x: width - MARGIN - regular.widthOfTextAtSize(label, 9),
        y: MARGIN - 12,
        size: 9,
        font: regular,
        color: muted,
      });
    });
  return pdf.save();
}

/** The PDF's file name: the number and the client, reduced to safe characters. */
export function pdfFileName(number: string, client: string, fallback: string): string {
  const slug = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
  const name = [slug(number), slug(client)].filter(Boolean).join('_');
  return `${name || slug(fallback) || 'invoice'}.pdf`;
}
