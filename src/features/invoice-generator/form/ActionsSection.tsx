'use client';

import { useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { Field } from '@/components/forms/fields';
import type { ErrorText, StoreText, UiText } from '../client-messages';
import { kindOf } from '../model/draft';
import { canShareFiles } from '../store/document-files';
import type { useFileActions } from '../store/useFileActions';
import type { DraftStore } from '../store/useDraftStore';
import { DocumentButtons } from './DocumentButtons';
import { earlyButton } from './early-clicks';
import { SaveStatus } from './StoreStatus';
import type { usePdfDownload } from './usePdfDownload';

/** What the browser can do does not change while the page is open. */
const noChanges = () => () => {};

interface Props {
  ui: UiText;
  errors: ErrorText;
  text: StoreText;
  store: DraftStore;
  pdf: ReturnType<typeof usePdfDownload>;
  files: ReturnType<typeof useFileActions>;
  /** Said above the buttons (a Mexican sender's "this is not a CFDI"); null: nothing. */
  notice: ReactNode;
  onNew: ComponentProps<typeof DocumentButtons>['onNew'];
  onFollow: ComponentProps<typeof DocumentButtons>['onFollow'];
  /** The page's last announcement, read by screen readers. */
  status: string;
  announce: (status: string) => void;
}

/**
 * The generator's actions on the open document: download or share its PDF, export it or
 * everything, import a file, start another document, and whether it is saved.
 */
export function ActionsSection({
  ui,
  errors,
  text,
  store,
  pdf,
  files,
  notice,
  onNew,
  onFollow,
  status,
  announce,
}: Props) {
  const { onPdf, busy, pdfError, confirmEmpty } = pdf;
  /** Whether the browser can share files: known only in the browser, after hydration. */
  const shareable = useSyncExternalStore(noChanges, canShareFiles, () => false);
  return (
    <section
      aria-labelledby="actions-title"
      className="mt-6 space-y-4 rounded-2xl border border-slate-200 p-5"
    >
      <h3 id="actions-title" className="text-lg font-semibold text-ink">
        {ui('actionsTitle')}
      </h3>
      {notice && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {notice}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          {...earlyButton('download')}
          className="btn-primary"
          onClick={(e) => {
            e.preventDefault();
            void onPdf();
          }}
          disabled={busy}
          aria-describedby={pdfError ? 'pdf-error' : undefined}
        >
          {busy ? ui('preparingPdf') : ui('downloadPdf')}
        </button>
        {shareable && (
          <button
            type="button"
            className="btn-primary"
            onClick={() => void onPdf(false, true)}
            disabled={busy}
          >
            {ui('sharePdf')}
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={files.onExport}>
          {ui('exportFile')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void files.onExportAll()}>
          {ui('exportAll')}
        </button>
        <DocumentButtons ui={ui} kind={kindOf(store.draft)} onNew={onNew} onFollow={onFollow} />
      </div>
      {confirmEmpty && (
        <div
          role="alert"
          className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
        >
          <p>{ui('emptyWarning')}</p>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void onPdf(true, confirmEmpty === 'share')}
          >
            {ui('downloadAnyway')}
          </button>
        </div>
      )}
      {pdfError && (
        <p id="pdf-error" role="alert" className="text-sm font-medium text-red-700">
          {pdfError}
        </p>
      )}
      <Field id="import" label={ui('importFile')} error={files.importError ?? undefined}>
        {(aria) => (
          <input
            {...aria}
            id="import"
            type="file"
            accept="application/json,.json"
            onChange={files.onImport}
            className="block w-full text-sm"
          />
        )}
      </Field>
      <SaveStatus
        store={store}
        ui={ui}
        errors={errors}
        text={text}
        onExport={files.onExport}
        announce={announce}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </section>
  );
}
