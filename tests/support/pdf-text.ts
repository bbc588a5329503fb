import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The metrics of the standard 14 fonts (Helvetica, …), shipped with pdf.js. */
const standardFontDataUrl = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;

const openPdf = (bytes: Uint8Array) =>
  getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;

/** The text of each page of a PDF, as a reader extracts it (pdf.js), items joined by spaces. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}

/** A run of text as pdf.js reads it: its string and its box on the page, in points. */
export interface TextRun {
  page: number;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every non-blank text run of a PDF with its position, and every link annotation's address. */
export async function pdfLayout(
  bytes: Uint8Array,
): Promise<{ runs: TextRun[]; links: { page: number; url: string }[] }> {
  const pdf = await openPdf(bytes);
  const runs: TextRun[] = [];
  const links: { page: number; url: string }[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    for (const item of (await page.getTextContent()).items)
      if ('str' in item && item.str.trim())
        runs.push({
          page: i,
          text: item.str,
          x: item.transform[4] as number,
          y: item.transform[5] as number,
          width: item.width,
          height: item.height,
        });
    for (const a of await page.getAnnotations())
      if (a.subtype === 'Link' && a.url) links.push({ page: i, url: a.url as string });
  }
  await pdf.destroy();
  return { runs, links };
}

/** Pairs of text runs on the same page whose boxes overlap (by more than a hair). */
export function overlappingRuns(runs: TextRun[]): [string, string][] {
  const found: [string, string][] = [];
  for (let i = 0; i < runs.length; i++)
    for (let j = i + 1; j < runs.length; j++) {
      const a = runs[i]!;
      const b = runs[j]!;
      if (a.page !== b.page) continue;
      const dx = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const dy = Math.min(a.y + a.height * 0.75, b.y + b.height * 0.75) - Math.max(a.y, b.y);
      if (dx > 0.5 && dy > 0.5) found.push([a.text, b.text]);
    }
  return found;
}

/**
 * How a page of a PDF is painted, read from pdf.js's operator list: each run of text with its fill
 * colour, and the colours of the shapes filled and the lines stroked, in drawing order ("#rrggbb").
 */
export async function pdfPaint(
  bytes: Uint8Array,
  pageNumber = 1,
): Promise<{ texts: { text: string; color: string }[]; fills: string[]; strokes: string[] }> {
  const pdf = await openPdf(bytes);
  const { fnArray, argsArray } = await (await pdf.getPage(pageNumber)).getOperatorList();
  const texts: { text: string; color: string }[] = [];
  const fills: string[] = [];
  const strokes: string[] = [];
  let fill = '#000000';
  let stroke = '#000000';
  const paint = (op: number) => {
    if (op === OPS.fill || op === OPS.eoFill || op === OPS.fillStroke) fills.push(fill);
    if (op === OPS.stroke || op === OPS.closeStroke || op === OPS.fillStroke) strokes.push(stroke);
  };
  fnArray.forEach((fn, i) => {
    const args = argsArray[i] as unknown[];
    if (fn === OPS.setFillRGBColor) fill = String(args[0]);
    else if (fn === OPS.setStrokeRGBColor) stroke = String(args[0]);
    else if (fn === OPS.showText)
      texts.push({
        text: (args[0] as ({ unicode?: string } | number | null)[])
          .map((g) => (g && typeof g === 'object' ? (g.unicode ?? '') : ''))
          .join(''),
        color: fill,
      });
    else if (fn === OPS.constructPath) paint(args[0] as number);
    else paint(fn);
  });
  await pdf.destroy();
  return { texts, fills, strokes };
}
