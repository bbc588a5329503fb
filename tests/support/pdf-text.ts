import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
