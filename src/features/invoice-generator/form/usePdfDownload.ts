'use client';

import { useState } from 'react';
import type { ErrorText, UiText } from '../client-messages';
import { download } from '../store/document-files';
import { kindOf } from '../model/draft';
import type { DocumentLanguage, DocumentWords } from '../document/content';
import { evaluate } from '../model/evaluate';
import { receiptFigures } from '../model/receipt';
import { involvesMexico, loadMexicanRules } from './mexican-rules';
import type { DraftStore } from '../store/useDraftStore';

/**
 * "Download PDF" and "Share PDF": the draft written first and drawn from what was written, the
 * first field at fault focused and named, the question before an empty document, the state of
 * the buttons while the PDF is made. InvoiceGeneratorClient.tsx shows them.
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

  /** Focuses the first field marked as wrong and says which it is. */
  const showFirstError = () => {
    const field = document.querySelector<HTMLElement>(
      '[role="form"]>:not([data-advisory]) [aria-invalid="true"]',
    );
    const label =
      field && document.querySelector(`label[for="${field.id}"]`)?.firstChild?.textContent;
    // The group the field is in, so two fields of one name ("RFC" of the sender and of the
    // client) are told apart: "Check “RFC” in “Bill to”".
    const section = field?.closest('fieldset')?.querySelector(':scope>legend')?.textContent;
    setPdfError(
      label
        ? ui(section ? 'fixFieldIn' : 'fixFieldNamed', {
            name: label.trim(),
            section: section?.trim() ?? '',
          })
        : ui('fixFields'),
    );
    field?.focus();
  };

  /** Makes the PDF and downloads it, or hands it to the share sheet (`share`). */
  const onPdf = async (anyway = false, share = false) => {
    // Clicked while the page was loading: the saved drafts are read first.
    await store.whenReady();
    if (!store.isReady()) return setPdfError(notRead);
    // The draft is written first (a failed write is said beside the actions), then drawn.
    await store.flush();
    const saved = store.currentDraft();
    const checked = evaluate(saved);
    const earlier = store.payments?.earlierPayments(saved, store.saved);
    const paid = receiptFigures(saved, checked, earlier);
    let mexican;
    try {
      mexican = involvesMexico(saved) ? await loadMexicanRules() : null;
    } catch {
      return setPdfError(errors('pdfFailed'));
    }
    if (
      Object.keys(checked.errors).length > 0 ||
      Object.keys(mexican?.taxIdErrors(saved) ?? {}).length > 0 ||
      Object.keys(paid?.errors ?? {}).length > 0
    )
      return showFirstError();
    const empty =
      !saved.billTo.name.trim() &&
      saved.lines.every((l, i) => !l.description.trim() && checked.totals.lines[i] === 0);
    if (empty && !anyway) return setConfirmEmpty(share ? 'share' : 'download');
    setConfirmEmpty(false);
    setBusy(true);
    setPdfError(null);
    setStatus(ui('preparingPdf'));
    try {
      // The PDF's own code (and the share sheet's) comes with the first PDF asked for.
      const { makePdf, shareFile } = await import('../document/pdf-file');
      const file = await makePdf(saved, checked, words, paid, ui('untitled'));
      if (share) {
        const { buildDocument } = await import('../document/content');
        const { title } = buildDocument(saved, checked, words, paid);
        const shared = await shareFile(file, `${title} ${saved.number}`.trim());
        if (shared === 'cancelled') return setStatus('');
        if (shared === 'refused') {
          // Too long after the tap for the share sheet: the file is the visitor's all the same.
          download(file.name, file);
          store.rememberDownload(saved.number, kindOf(saved));
          return setStatus(ui('shareFellBack', { file: file.name }));
        }
      } else download(file.name, file);
      store.rememberDownload(saved.number, kindOf(saved));
      setStatus(ui(share ? 'pdfShared' : 'pdfReady', { file: file.name }));
    } catch {
      setPdfError(errors('pdfFailed'));
      setStatus('');
    } finally {
      setBusy(false);
    }
  };

  /** An edit clears the last download's error and question. */
  const clear = () => {
    setPdfError(null);
    setConfirmEmpty(false);
  };

  return { onPdf, busy, pdfError, confirmEmpty, clear };
}
