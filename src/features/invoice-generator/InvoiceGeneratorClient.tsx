'use client';

import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Field, FormNotice } from '@/components/forms/fields';
import type { ErrorText, UiText } from './client-messages';
import { exportFile, exportPreset, presets, type Draft, type PresetId } from './draft';
import type { UnreadableDraft } from './draft-storage';
import {
  LogoSection,
  NumberSection,
  PartiesSections,
  PaymentSection,
  SettingsSection,
  type SectionProps,
} from './FormSections';
import { buildDocument, fill, type DocumentLanguage, type DocumentWords } from './invoice-content';
import { evaluate } from './invoice';
import { layoutInvoice } from './invoice-layout';
import { InvoicePreview } from './InvoicePreview';
import { EARLY_FORM, earlyButton, takeEarlyAction } from './early-clicks';
import { LineEditor, withNewLine } from './LineEditor';
import { formatMoney } from './money';
import { SavedDrafts } from './SavedDrafts';
import { taxIdErrors } from './tax-checks';
import { TaxesSection } from './TaxesSection';
import { useDraftStore } from './useDraftStore';

interface Props {
  ui: UiText;
  errors: ErrorText;
  words: Record<DocumentLanguage, DocumentWords>;
  /** The page's language: amounts in the form's messages are formatted for it. */
  tag: string;
  /** "This is not a CFDI" and the site's CFDI statement in the page's language, with its link. */
  cfdi: ReactNode;
}

const presetLabel = {
  usFreelancer: 'presetUsFreelancer',
  mxToMxCompany: 'presetMxToMxCompany',
  mxToUsClient: 'presetMxToUsClient',
} as const satisfies Record<PresetId, keyof UiText>;

function download(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The free invoice generator: form, live preview, drafts in this browser, PDF on demand. */
export function InvoiceGeneratorClient({ ui, errors, words, tag, cfdi }: Props) {
  const pageLanguage = tag.startsWith('es') ? 'es' : 'en';
  const store = useDraftStore(pageLanguage);
  const { draft, update } = store;
  const [status, setStatus] = useState('');
  const [importError, setImportError] = useState<string | null>(null);
  // IVA set to an export of services, waiting for its conditions to be confirmed
  // (./TaxesSection.tsx); another document opened, started or imported forgets it.
  const [exportChosen, setExportChosen] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set when the download was asked for an empty document: the warning and its own button. */
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const evaluated = useMemo(() => evaluate(draft), [draft]);
  const layout = useMemo(
    () => layoutInvoice(buildDocument(draft, evaluated, words)),
    [draft, evaluated, words],
  );
  const checks = useMemo(() => taxIdErrors(draft), [draft]);
  const fieldError = (id: string) => {
    const e = evaluated.errors[id] ?? checks[id];
    return e ? errors[e] : undefined;
  };
  const edit: SectionProps['update'] = (change) => {
    setPdfError(null);
    setConfirmEmpty(false);
    update(change);
  };
  const section: SectionProps = { draft, update: edit, ui, errors, fieldError };

  const applyPreset = (id: PresetId) => {
    edit(presets[id]);
    setExportChosen(id === exportPreset);
    setStatus(fill(ui.presetApplied, { preset: ui[presetLabel[id]] }));
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    store.flush();
    const { parseDraftFile } = await import('./draft-schema');
    const result = parseDraftFile(await file.text());
    if (!result.ok) {
      setImportError(
        {
          notDraft: errors.importNotDraft,
          newerVersion: errors.importNewer,
          invalid: errors.importInvalid,
        }[result.error],
      );
      return;
    }
    setImportError(null);
    setExportChosen(false);
    store.importDraft(result.draft);
    setStatus(ui.imported);
  };

  const fileStem = (d: Draft) => d.number.replace(/[^\p{L}\p{N}-]+/gu, '-') || 'invoice';
  const onExport = () => {
    const saved = store.flush();
    download(
      `${fileStem(saved)}.json`,
      new Blob([exportFile(saved)], { type: 'application/json' }),
    );
  };
  const onDownloadUnreadable = (entry: UnreadableDraft) =>
    download(`unreadable-${entry.id}.json`, new Blob([entry.raw], { type: 'application/json' }));

  /** Focuses the first field marked as wrong and says which it is. */
  const showFirstError = () => {
    const field = document.querySelector<HTMLElement>('[role="form"] [aria-invalid="true"]');
    const label =
      field && document.querySelector(`label[for="${field.id}"]`)?.firstChild?.textContent;
    setPdfError(label ? fill(ui.fixFieldNamed, { name: label.trim() }) : ui.fixFields);
    field?.focus();
  };

  const onPdf = async (anyway = false) => {
    // Clicked while the page was loading: the saved drafts are read first.
    await store.whenReady();
    // The PDF shows what is saved: the draft is written first, then drawn from what was written.
    const saved = store.flush();
    const checked = evaluate(saved);
    if (Object.keys(checked.errors).length > 0 || Object.keys(taxIdErrors(saved)).length > 0)
      return showFirstError();
    const empty =
      !saved.billTo.name.trim() &&
      saved.lines.every((l, i) => !l.description.trim() && checked.totals.lines[i] === 0);
    if (empty && !anyway) return setConfirmEmpty(true);
    setConfirmEmpty(false);
    setBusy(true);
    setPdfError(null);
    setStatus(ui.preparingPdf);
    try {
      const [{ invoicePdf, pdfFileName }, { fetchFonts }] = await Promise.all([
        import('./invoice-pdf'),
        import('./font-files'),
      ]);
      const bytes = await invoicePdf(
        layoutInvoice(buildDocument(saved, checked, words)),
        await fetchFonts(),
      );
      const name = pdfFileName(saved.number, saved.billTo.name, ui.untitled);
      download(name, new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      store.rememberDownload(saved.number);
      setStatus(fill(ui.pdfReady, { file: name }));
    } catch {
      setPdfError(errors.pdfFailed);
      setStatus('');
    } finally {
      setBusy(false);
    }
  };

  /** Runs a draft-store action, then announces it and moves focus if told. */
  /** A toolbar or saved-list action that shows another document (new, open, duplicate, delete). */
  const run = (action: () => unknown, announce = '', focus?: string) =>
    void Promise.resolve(action()).then(() => {
      setExportChosen(false);
      if (focus) focusTarget.current = focus;
      setStatus(announce);
    });

  const storageProblem =
    store.problem === 'full'
      ? errors.storageFull
      : store.problem === 'unavailable'
        ? errors.storageUnavailable
        : null;

  // An action clicked before the page was interactive (see early-clicks.ts), done once.
  const earlyDone = useRef(false);
  useEffect(() => {
    if (earlyDone.current) return;
    earlyDone.current = true;
    const [kind, id] = (takeEarlyAction() ?? '').split(':');
    if (!kind) return;
    // Done on the draft restored, once the saved drafts are read.
    void store.whenReady().then(() => {
      if (kind === 'preset' && id && id in presets) applyPreset(id as PresetId);
      else if (kind === 'add-line') edit(withNewLine);
      else if (kind === 'download') void onPdf();
    });
  });

  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <form id={EARLY_FORM} method="get" hidden />
      <div className="min-w-0">
        <h2 id="invoice-form-title" className="sr-only">
          {ui.formTitle}
        </h2>
        {/*
          A form landmark, not a <form>: nothing is submitted (every change is kept as it is typed
          and the PDF is made by the download button), so there is no submit button to offer.
        */}
        <div role="form" aria-labelledby="invoice-form-title" className="space-y-6">
          <section aria-labelledby="presets-title" className="rounded-2xl bg-brand-50 p-5">
            <h3 id="presets-title" className="text-lg font-semibold text-ink">
              {ui.presetsTitle}
            </h3>
            <p className="mt-1 text-sm text-muted">{ui.presetsHint}</p>
            <div className="mt-4 flex flex-col gap-2">
              {(Object.keys(presets) as PresetId[]).map((id) => (
                <button
                  key={id}
                  {...earlyButton(`preset:${id}`)}
                  className="btn-secondary justify-start text-left"
                  onClick={(e) => {
                    e.preventDefault();
                    applyPreset(id);
                  }}
                >
                  {ui[presetLabel[id]]}
                </button>
              ))}
            </div>
          </section>
          <SettingsSection {...section} />
          <PartiesSections {...section} />
          <NumberSection
            {...section}
            last={store.last}
            suggest={() => store.nextNumber(draft.number)}
          />
          <LineEditor
            {...section}
            focusAfter={(id) => (focusTarget.current = id)}
            announce={setStatus}
          />
          <TaxesSection
            {...section}
            exportChosen={exportChosen}
            chooseExport={setExportChosen}
          />
          <PaymentSection {...section} />
          <LogoSection {...section} announce={setStatus} />
        </div>
        {/* On a phone the total stays in view while the form is edited (the preview is below). */}
        <p
          id="running-total"
          aria-hidden="true"
          className="sticky bottom-0 z-10 mt-4 border-t border-slate-200 bg-white py-3 text-right font-semibold text-ink lg:hidden"
        >
          {fill(ui.totalsLive, { total: formatMoney(evaluated.totals.total, draft.currency, tag) })}
        </p>

        <section
          aria-labelledby="actions-title"
          className="mt-6 space-y-4 rounded-2xl border border-slate-200 p-5"
        >
          <h3 id="actions-title" className="text-lg font-semibold text-ink">
            {ui.actionsTitle}
          </h3>
          {draft.senderCountry === 'mx' && (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
              {cfdi}
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
              {busy ? ui.preparingPdf : ui.downloadPdf}
            </button>
            <button type="button" className="btn-secondary" onClick={onExport}>
              {ui.exportFile}
            </button>
            <button type="button" className="btn-secondary" onClick={() => run(store.startNew)}>
              {ui.newInvoice}
            </button>
          </div>
          {confirmEmpty && (
            <div
              role="alert"
              className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
            >
              <p>{ui.emptyWarning}</p>
              <button type="button" className="btn-secondary" onClick={() => void onPdf(true)}>
                {ui.downloadAnyway}
              </button>
            </div>
          )}
          {pdfError && (
            <p id="pdf-error" role="alert" className="text-sm font-medium text-red-700">
              {pdfError}
            </p>
          )}
          <Field id="import" label={ui.importFile} error={importError ?? undefined}>
            {(aria) => (
              <input
                {...aria}
                id="import"
                type="file"
                accept="application/json,.json"
                onChange={onImport}
                className="block w-full text-sm"
              />
            )}
          </Field>
          {storageProblem ? (
            <FormNotice kind="error">{storageProblem}</FormNotice>
          ) : (
            store.dirty && <p className="text-sm text-muted">{ui.savedStatus}</p>
          )}
          <p role="status" aria-live="polite" className="sr-only">
            {status}
          </p>
        </section>

        <SavedDrafts
          ui={ui}
          saved={store.saved}
          unreadable={store.unreadable}
          currentId={draft.id}
          onOpen={(id) => run(() => store.open(id))}
          onDuplicate={(id) => run(() => store.duplicate(id), ui.duplicated)}
          onDelete={(id) => run(() => store.remove(id), ui.deleted, 'saved-title')}
          onDownloadUnreadable={onDownloadUnreadable}
        />
      </div>

      <div className="min-w-0">
        <section aria-labelledby="preview-title" className="lg:sticky lg:top-24">
          <h2 id="preview-title" className="text-lg font-semibold text-ink">
            {ui.previewTitle}
          </h2>
          <p aria-live="polite" className="sr-only">
            {fill(ui.totalsLive, {
              total: formatMoney(evaluated.totals.total, draft.currency, tag),
            })}
          </p>
          <InvoicePreview layout={layout} invalidLabel={ui.lineInvalid} />
        </section>
      </div>
    </div>
  );
}
