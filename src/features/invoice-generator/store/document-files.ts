import type { Draft } from '../model/draft';
import type { DocumentLanguage, DocumentWords } from '../document/content';
import type { Evaluated } from '../model/evaluate';
import type { ReceiptFigures } from '../model/receipt';

/**
 * The files the generator hands over, all made in the browser: a download through a `blob:`
 * link, or the system's share sheet (Web Share API level 2) where the browser can share files.
 * Nothing goes through the site's server.
 */

export function download(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whether this browser can hand a PDF file to the system's share sheet (mail, WhatsApp…). */
export function canShareFiles(): boolean {
  try {
    const probe = new File([new Uint8Array(0)], 'document.pdf', { type: 'application/pdf' });
    return (
      typeof navigator.share === 'function' && navigator.canShare?.({ files: [probe] }) === true
    );
  } catch {
    return false;
  }
}

/**
 * The document's PDF, drawn from the saved draft (pdf-lib and the fonts loaded on demand; the
 * document model is the live preview's, loaded by then).
 */
export async function makePdf(
  saved: Draft,
  checked: Evaluated,
  words: Record<DocumentLanguage, DocumentWords>,
  paid: ReceiptFigures | null,
  untitled: string,
): Promise<File> {
  const [{ invoicePdf, pdfFileName }, { fetchFonts }, { buildDocument }, { layoutInvoice }] =
    await Promise.all([
      import('../document/pdf'),
      import('../document/font-files'),
      import('../document/content'),
      import('../document/layout'),
    ]);
  const bytes = await invoicePdf(
    layoutInvoice(buildDocument(saved, checked, words, paid)),
    await fetchFonts(),
  );
  const name = pdfFileName(saved.number, saved.billTo.name, untitled);
  return new File([bytes as BlobPart], name, { type: 'application/pdf' });
}

/**
 * Hands the file to the share sheet; false when the visitor closed it without sharing (not an
 * error). Any other failure is thrown.
 */
export async function shareFile(
  file: File,
  title: string,
): Promise<'shared' | 'cancelled' | 'refused'> {
  try {
    await navigator.share({ files: [file], title });
    return 'shared';
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'AbortError') return 'cancelled';
    // The browser lets a page open the share sheet only just after a tap; drawing the PDF (fonts
    // fetched on a slow connection) can take longer, and then it refuses.
    if (name === 'NotAllowedError') return 'refused';
    throw error;
  }
}
