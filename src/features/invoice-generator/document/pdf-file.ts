import type { Draft } from '../model/draft';
import type { DocumentLanguage, DocumentWords } from './content';
import type { Evaluated } from '../model/evaluate';
import type { ReceiptFigures } from '../model/receipt';

/*
 * The document's PDF as a file, and the system's share sheet it may go to (Web Share API level 2):
 * loaded with the steps of a download (form/pdf-steps.ts), not with the page.
 */

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
      import('./pdf'),
      import('./font-files'),
      import('./content'),
      import('./layout'),
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
