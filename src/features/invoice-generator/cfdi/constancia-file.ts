import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import type { Draft } from '../model/draft';
import { readConstancia, type ConstanciaData, type ConstanciaReading } from './constancia';
import { EMPTY_CFDI } from './summary';

/**
 * A file the visitor picked, read in this browser as a Constancia de Situación Fiscal: its text
 * taken out with pdf.js, in a worker of this site's own origin (the Content-Security-Policy's
 * `script-src 'self'` covers it), then read by ./constancia.ts. Nothing is sent anywhere. Loaded
 * only when a file is picked (form/ConstanciaButton.tsx).
 */

export type ConstanciaRefusal =
  'notPdf' | 'encrypted' | 'noText' | 'notConstancia' | 'tooLarge' | 'readerFailed';

export type ConstanciaFileReading =
  Extract<ConstanciaReading, { ok: true }> | { ok: false; reason: ConstanciaRefusal };

/** A constancia is a page or three: anything larger than this is not one. */
export const MAX_CONSTANCIA_BYTES = 5_000_000;
/** Pages read at most (a constancia's data are on its first pages). */
const MAX_PAGES = 5;

let worker: Worker | null = null;

/** pdf.js's worker, started once, as a module of this site (bundled by Next, never a CDN). */
function workerPort(): Worker {
  worker ??= new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), {
    type: 'module',
  });
  return worker;
}

/** The text of a PDF's first pages, or why it has none to give. */
async function pdfText(
  bytes: Uint8Array,
): Promise<{ text: string } | { refused: 'encrypted' | 'notPdf' | 'readerFailed' }> {
  GlobalWorkerOptions.workerPort = workerPort();
  const task = getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let i = 1; i <= Math.min(pdf.numPages, MAX_PAGES); i++) {
      const content = await (await pdf.getPage(i)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return { text: pages.join('\n') };
  } catch (error) {
    // A password is asked for (an encrypted file), the file is not a PDF pdf.js can read, or
    // pdf.js itself failed (its worker did not start, say).
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') return { refused: 'encrypted' };
    return { refused: name === 'InvalidPDFException' ? 'notPdf' : 'readerFailed' };
  } finally {
    void task.destroy();
  }
}

/** Reads the file picked: a constancia's data, or why it was refused. */
export async function readConstanciaFile(file: Blob): Promise<ConstanciaFileReading> {
  if (file.size > MAX_CONSTANCIA_BYTES) return { ok: false, reason: 'tooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Every PDF starts with "%PDF-" (within its first kilobyte, as readers allow).
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (!head.includes('%PDF-')) return { ok: false, reason: 'notPdf' };
  const read = await pdfText(bytes);
  if ('refused' in read) return { ok: false, reason: read.refused };
  // A scan (pages that are images) has no text to read.
  if (!read.text.trim()) return { ok: false, reason: 'noText' };
  const reading = readConstancia(read.text);
  return reading.ok ? reading : { ok: false, reason: 'notConstancia' };
}

/**
 * The draft with the client's data found in a constancia: RFC and name in "Bill to", the client
 * in Mexico, the código postal and régimen in the CFDI data. A field not found keeps what it had.
 */
export function withConstancia(data: ConstanciaData): (d: Draft) => Partial<Draft> {
  return (d) => ({
    clientCountry: 'mx',
    billTo: {
      ...d.billTo,
      ...(data.name && { name: data.name }),
      ...(data.rfc && { taxId: data.rfc }),
    },
    cfdi: {
      ...EMPTY_CFDI,
      ...d.cfdi,
      ...(data.postalCode && { recipientPostalCode: data.postalCode }),
      ...(data.regime && { recipientRegime: data.regime }),
    },
  });
}
