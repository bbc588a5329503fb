import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import {
  CODE_SIZE,
  GAP,
  LEADING,
  MARGIN,
  NOTE_SIZE,
  SIZE,
  TITLE_SIZE,
  TOTAL_SIZE,
  textWidth,
  type InvoiceLayout,
  type Weight,
} from './layout';

/**
 * The invoice as a PDF, drawn with pdf-lib from the laid-out document (document/layout.ts, the
 * same lines the preview shows). pdf-lib, its fontkit and the font are imported here only: the
 * page loads this module on the first "Download PDF", and the build uses it for the blank
 * template. Text is real text (selectable, searchable) in DejaVu Sans, embedded as a subset of
 * the characters used, so every character the layout kept is printed as typed.
 */

const MAX_LOGO = { width: 150, height: 60 };

/** The bytes of the two font files (regular and bold), fetched or read by the caller. */
export type FontFiles = Record<Weight, Uint8Array>;

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

async function embedFonts(pdf: PDFDocument, files: FontFiles) {
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  pdf.registerFontkit(fontkit);
  // No ligatures: each character stays one glyph, as wide as the layout measured it.
  const features = { liga: false, clig: false, dlig: false, calt: false };
  return {
    regular: await pdf.embedFont(files.regular, { subset: true, features }),
    bold: await pdf.embedFont(files.bold, { subset: true, features }),
  };
}

export async function invoicePdf(
  layout: InvoiceLayout,
  files: FontFiles,
  options: PdfOptions = {},
): Promise<Uint8Array> {
  const { PDFDocument, PDFString, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  // The document's kind and number ("Invoice INV-2026-0001"): the freelancer's document, with no
  // name of ours in its properties (pdf-lib's own Producer and Creator are left as they are).
  pdf.setTitle(layout.reference);
  pdf.setLanguage(
    layout.languages.length === 1 ? (layout.languages[0] === 'es' ? 'es-MX' : 'en-US') : 'en-US',
  );
  const fonts = await embedFonts(pdf, files);
  const ink = rgb(0.06, 0.09, 0.16);
  const muted = rgb(0.35, 0.39, 0.45);
  const linkBlue = rgb(0.1, 0.3, 0.75);
  const rule = rgb(0.8, 0.83, 0.87);
  // The look (model/look.ts): without an accent, the title, headings and total stay in ink.
  const { look } = layout;
  const accent = look.tinted
    ? rgb(...(look.accent.map((c) => c / 255) as [number, number, number]))
    : ink;
  const white = rgb(1, 1, 1);
  const { pageWidth: width, pageHeight: height } = layout;
  const right = width - MARGIN;
  const bottom = MARGIN + 24;

  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - MARGIN;

  const text = (
    s: string,
    x: number,
    at: number,
    opts: { weight?: Weight; size?: number; color?: ReturnType<typeof rgb>; align?: 'right' } = {},
  ) => {
    const weight = opts.weight ?? 'regular';
    const size = opts.size ?? SIZE;
    const font: PDFFont = fonts[weight];
    const left = opts.align === 'right' ? x - textWidth(s, size, weight) : x;
    page.drawText(s, { x: left, y: at, size, font, color: opts.color ?? ink });
    return left;
  };
  const link = (href: string, x: number, at: number, w: number) => {
    const annotation = pdf.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x, at - 3, x + w, at + SIZE],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(href) },
    });
    page.node.addAnnot(pdf.context.register(annotation));
  };
  const rowLine = (at: number, thickness = 0.5) =>
    page.drawLine({
      start: { x: MARGIN, y: at },
      end: { x: right, y: at },
      thickness,
      color: rule,
    });
  // Every page after the first repeats the number and the client.
  const newPage = () => {
    page = pdf.addPage([width, height]);
    y = height - MARGIN;
    for (const line of layout.continuation) {
      text(line, MARGIN, y, { size: NOTE_SIZE, color: muted });
      y -= LEADING;
    }
    y -= 8;
  };
  const ensure = (space: number, after?: () => void) => {
    if (y - space < bottom) {
      newPage();
      after?.();
    }
  };

  // Header: logo on the left, title and dates on the right.
  let logoBottom = y;
  const logo = layout.logo
    ? await (async (dataUrl: string) => {
        const bytes = dataUrlBytes(dataUrl);
        const image = dataUrl.startsWith('data:image/png')
          ? await pdf.embedPng(bytes)
          : await pdf.embedJpg(bytes);
        const scale = Math.min(MAX_LOGO.width / image.width, MAX_LOGO.height / image.height, 1);
        return { image, w: image.width * scale, h: image.height * scale };
      })(layout.logo)
    : null;
  if (logo) logoBottom = y - logo.h;
  const metaLines = layout.meta.flat();
  // The band layout: an accent band across the top, under the title and details in white; the
  // logo on a white tile in it.
  const textBottom =
    y - (TITLE_SIZE - 2) - layout.title.length * (TITLE_SIZE + 4) - 4 - metaLines.length * LEADING;
  const bandBottom = Math.min(textBottom + 6, logoBottom - 6);
  if (look.band) {
    page.drawRectangle({ x: 0, y: bandBottom, width, height: height - bandBottom, color: accent });
    if (logo)
      page.drawRectangle({
        x: MARGIN - 6,
        y: logoBottom - 6,
        width: logo.w + 12,
        height: logo.h + 12,
        color: white,
      });
  }
  if (logo) page.drawImage(logo.image, { x: MARGIN, y: logoBottom, width: logo.w, height: logo.h });
  y -= TITLE_SIZE - 2;
  for (const line of layout.title) {
    text(line, right, y, {
      weight: 'bold',
      size: TITLE_SIZE,
      align: 'right',
      color: look.band ? white : accent,
    });
    y -= TITLE_SIZE + 4;
  }
  y -= 4;
  for (const line of metaLines) {
    text(line, right, y, { align: 'right', color: look.band ? white : muted });
    y -= LEADING;
  }
  y = look.band ? bandBottom - 24 : Math.min(y, logoBottom) - 16;

  // From and bill to, side by side.
  const partyRows = Math.max(
    ...layout.parties.map(
      (p) => p.heading.length + Math.max(p.lines.length, options.blankRows ? 4 : 0),
    ),
  );
  ensure(LEADING * partyRows);
  layout.parties.forEach((party, i) => {
    const x = MARGIN + i * (layout.partyWidth + 2 * GAP);
    let at = y;
    for (const line of party.heading) {
      text(line, x, at, { weight: 'bold', color: accent });
      at -= LEADING;
    }
    for (const line of party.lines) {
      text(line, x, at);
      at -= LEADING;
    }
    if (options.blankRows)
      for (let j = 0; j < 4; j++)
        page.drawLine({
          start: { x, y: at - LEADING * j - 4 },
          end: { x: x + layout.partyWidth, y: at - LEADING * j - 4 },
          thickness: 0.5,
          color: rule,
        });
  });
  y -= LEADING * partyRows + 12;

  // Line items.
  const cellX = (i: number) => {
    const c = layout.columns[i]!;
    return c.align === 'right' ? c.x + c.width : c.x;
  };
  const align = (i: number) => (layout.columns[i]!.align === 'right' ? 'right' : undefined);
  const headerRows = Math.max(...layout.header.map((h) => h.length));
  // The header's words in the accent over an accent rule, or (lined) white on an accent fill.
  const header = () => {
    ensure(LEADING * (headerRows + 1));
    if (look.filledHeader)
      page.drawRectangle({
        x: MARGIN - 6,
        y: y - LEADING * (headerRows - 1) - 5,
        width: layout.contentWidth + 12,
        height: LEADING * (headerRows - 1) + SIZE + 6,
        color: accent,
      });
    layout.header.forEach((lines, i) =>
      lines.forEach((line, j) =>
        text(line, cellX(i), y - LEADING * j, {
          weight: 'bold',
          align: align(i),
          color: look.filledHeader ? white : accent,
        }),
      ),
    );
    y -= LEADING * (headerRows - 1);
    if (!look.filledHeader)
      page.drawLine({
        start: { x: MARGIN, y: y - 5 },
        end: { x: right, y: y - 5 },
        thickness: 0.75,
        color: look.tinted ? accent : rule,
      });
    y -= LEADING + 6;
  };
  header();
  for (const row of layout.rows) {
    const rows = Math.max(...row.map((c) => c.length));
    ensure(LEADING * rows + 4, header);
    row.forEach((lines, i) =>
      lines.forEach((line, j) => text(line, cellX(i), y - LEADING * j, { align: align(i) })),
    );
    // Lined: a rule under every row, with room around it.
    if (look.filledHeader) rowLine(y - LEADING * (rows - 1) - 8);
    y -= LEADING * rows + (look.filledHeader ? 8 : 4);
  }
  for (let i = 0; i < (options.blankRows ?? 0); i++) {
    ensure(LEADING * 1.6, header);
    rowLine(y - 6);
    y -= LEADING * 1.6;
  }
  if (!look.filledHeader || (options.blankRows ?? 0) > 0) rowLine(y + 6, 0.75);
  y -= 8;

  // Totals: labels wrapped in their column, values right-aligned at the margin.
  const labelRight = right - layout.totalsValueWidth - GAP;
  for (const row of layout.totals) {
    const weight: Weight = row.strong ? 'bold' : 'regular';
    const size = row.strong ? TOTAL_SIZE : SIZE;
    const color = row.strong ? accent : ink;
    ensure(LEADING * row.label.length + 4);
    row.label.forEach((line, j) =>
      text(line, labelRight, y - LEADING * j, { weight, size, align: 'right', color }),
    );
    text(row.value, right, y, { weight, size, align: 'right', color });
    y -= LEADING * row.label.length + (row.strong ? 6 : 2);
  }
  ensure(LEADING);
  text(layout.currencyNote, right, y, { color: muted, size: NOTE_SIZE, align: 'right' });
  y -= LEADING * 2;

  // QR codes (the payment link, a CFDI's verification address): the library comes only when a
  // document has one (./qr-image.ts).
  const drawCode = layout.blocks.some((b) => b.code)
    ? (await import('./qr-image')).qrDrawer(pdf)
    : null;
  for (const b of layout.blocks) {
    const codeHeight = b.code ? CODE_SIZE + LEADING * b.code.caption.length : 0;
    ensure(Math.max(LEADING * Math.min(b.heading.length + b.lines.length, 4), codeHeight));
    const codeBottom = y - codeHeight;
    if (b.code && drawCode) {
      // Its top at the heading's cap height, its caption centred under it.
      drawCode(page, b.code.text, right - CODE_SIZE, y + SIZE - CODE_SIZE, CODE_SIZE);
      b.code.caption.forEach((line, j) =>
        text(
          line,
          right - CODE_SIZE / 2 + textWidth(line, NOTE_SIZE) / 2,
          y - CODE_SIZE - LEADING * j + 2,
          {
            size: NOTE_SIZE,
            color: muted,
            align: 'right',
          },
        ),
      );
    }
    const color = b.muted ? muted : ink;
    for (const line of b.heading) {
      text(line, MARGIN, y, { weight: 'bold', color: b.muted ? muted : accent });
      y -= LEADING;
    }
    for (const line of b.lines) {
      ensure(LEADING);
      const x = text(line.text, MARGIN, y, { color: line.href ? linkBlue : color });
      if (line.href) link(line.href, x, y, textWidth(line.text, SIZE));
      y -= LEADING;
    }
    if (b.code) y = Math.min(y, codeBottom);
    y -= 8;
  }

  const pages = pdf.getPages();
  if (pages.length > 1)
    pages.forEach((p, i) => {
      const label = layout.pageLabel(i + 1, pages.length);
      p.drawText(label, {
        x: right - textWidth(label, NOTE_SIZE),
        y: MARGIN - 12,
        size: NOTE_SIZE,
        font: fonts.regular,
        color: muted,
      });
    });
  return pdf.save();
}

/**
 * The PDF's file name: the number and the client, each character kept when it is a letter or a
 * digit of any script (so "Łódź" stays "Łódź"), anything else (spaces, slashes, quotes) a hyphen.
 */
export function pdfFileName(number: string, client: string, fallback: string): string {
  const slug = (s: string) =>
    s
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '');
  const cut = (s: string) => Array.from(s).slice(0, 60).join('');
  const name = [cut(slug(number)), cut(slug(client))].filter(Boolean).join('_');
  return `${name || cut(slug(fallback)) || 'invoice'}.pdf`;
}
