'use client';

import { useState } from 'react';
import type { ErrorText, UiText } from '../client-messages';
import type { DocumentLanguage, DocumentWords } from '../document/content';
import type { DraftStore } from '../store/useDraftStore';

/**
 * "Download PDF" and "Share PDF": the draft written first and drawn from what was written, the
 * first field at fault focused and named, the question before an empty document, the state of
 * the buttons while the PDF is made (the steps themselves: ./pdf-steps.ts, loaded on demand).
 * InvoiceGeneratorClient.tsx shows them.
 */
export function usePdfDownload(
  store: DraftStore,
  ui: UiText,
  errors: ErrorText,
  words: Record<DocumentLanguage, DocumentWords>,
  setStatus: (status: string) => void,
  /** Said when the saved documents could not be read (the storage code did not load). */
  notRead: string,
) {
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set when the download was asked for an empty document: the warning and its own button. */
  const [confirmEmpty, setConfirmEmpty] = useState<'download' | 'share' | false>(false);

  /** Makes the PDF and downloads it, or hands it to the share sheet (`share`). */
  const onPdf = async (anyway = false, share = false) => {
    // Clicked while the page was loading: the saved drafts are read first.
    await store.whenReady();
    if (!store.isReady()) return setPdfError(notRead);
    // The draft is written first (a failed write is said beside the actions), then drawn.
    await store.flush();
    // The steps' code, with the PDF's own, comes with the first PDF asked for (or when idle).
    let steps;
    try {
      steps = await import('./pdf-steps');
    } catch {
      return setPdfError(errors('pdfFailed'));
    }
    const page = { store, ui, errors, words, setStatus, setPdfError, setBusy, setConfirmEmpty };
    await steps.checkAndHandOver(page, anyway, share);
  };

  /** An edit clears the last download's error and question. */
  const clear = () => {
    setPdfError(null);
    setConfirmEmpty(false);
  };

  return { onPdf, busy, pdfError, confirmEmpty, clear };
}
