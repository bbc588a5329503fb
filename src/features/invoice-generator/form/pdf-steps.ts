import type { ErrorText, UiText } from '../client-messages';
import type { DocumentLanguage, DocumentWords } from '../document/content';
import { makePdf, shareFile } from '../document/pdf-file';
import { kindOf } from '../model/draft';
import { evaluate } from '../model/evaluate';
import { receiptFigures } from '../model/receipt';
import { download } from '../store/document-files';
import type { DraftStore } from '../store/useDraftStore';
import { involvesMexico, loadMexicanRules } from './mexican-rules';

/*
 * The steps of "Download PDF" and "Share PDF" once the draft is written (./usePdfDownload.ts holds
 * their state): the checks, the question before an empty document, the PDF made and handed over.
 * Loaded with the PDF's file code on the first PDF asked for, or when the page is idle.
 */

/** What the steps read and change on the page. */
export interface PdfPage {
  store: DraftStore;
  ui: UiText;
  errors: ErrorText;
  words: Record<DocumentLanguage, DocumentWords>;
  setStatus: (status: string) => void;
  setPdfError: (error: string | null) => void;
  setBusy: (busy: boolean) => void;
  setConfirmEmpty: (asked: 'download' | 'share' | false) => void;
}

/** Focuses the first field marked as wrong and says which it is. */
function showFirstError(ui: UiText, setPdfError: (error: string) => void) {
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
}

/** Checks the written draft, then makes its PDF and downloads it or hands it to the share sheet. */
export async function checkAndHandOver(page: PdfPage, anyway: boolean, share: boolean) {
  const { store, ui, errors, words, setStatus, setPdfError, setBusy, setConfirmEmpty } = page;
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
    return showFirstError(ui, setPdfError);
  const empty =
    !saved.billTo.name.trim() &&
    saved.lines.every((l, i) => !l.description.trim() && checked.totals.lines[i] === 0);
  if (empty && !anyway) return setConfirmEmpty(share ? 'share' : 'download');
  setConfirmEmpty(false);
  setBusy(true);
  setPdfError(null);
  setStatus(ui('preparingPdf'));
  try {
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
}
