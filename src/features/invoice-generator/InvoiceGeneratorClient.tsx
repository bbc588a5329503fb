'use client';

import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
// use-intl's hook itself (next-intl's client hook wraps it and keeps its formatter: 82 B more).
import { useTranslations } from 'use-intl/react';
import { Field } from '@/components/forms/fields';
import { exportPreset, kindOf, presets, stillFlagged, type PresetId } from './model/draft';
import { SaveStatus } from './form/StoreStatus';
import {
  NumberSection,
  PartiesSections,
  PaymentSection,
  SettingsSection,
  type SectionProps,
} from './form/FormSections';
import type { DocumentLanguage } from './document/content';
import type { DocumentWords } from './document/words';
import { evaluate, fieldErrorValues } from './model/evaluate';
import { DocumentButtons } from './form/DocumentButtons';
import { presetLabel, PresetsSection } from './form/PresetsSection';
import { receiptFigures, typedAmount } from './model/receipt';
import { EARLY_FORM, earlyButton, keepQueryScript, takeEarlyAction } from './form/early-clicks';
import { withNewLine, LineEditor } from './form/LineEditor';
import { formatMoney } from './model/money';
import { taxIdErrors } from './cfdi/checks';
import { FormLocked } from './form/form-controls';
import { PartText, whenIdle } from './form/parts';
import { TaxesSection } from './form/TaxesSection';
import { CfdiSection } from './form/CfdiSection';
import { useDraftStore } from './store/useDraftStore';
import {
  Charges,
  ClientPicker,
  KeptNotice,
  LivePreview,
  LogoSection,
  preloadParts,
  ProfileSection,
  ReceiptSection,
  SavedDrafts,
  StampedSection,
  WorkBack,
} from './form/lazy-sections';
import { useFileActions } from './store/useFileActions';
import { PhonePreview } from './form/PhonePreview';
import { usePdfDownload } from './form/usePdfDownload';
import { canShareFiles } from './store/document-files';

interface Props {
  words: Record<DocumentLanguage, DocumentWords>;
  /** The page's language: amounts in the form's messages are formatted for it. */
  tag: string;
  /** "This is not a CFDI" and the site's CFDI statement in the page's language, with its link. */
  cfdi: ReactNode;
}

/** What the browser can do does not change while the page is open. */
const noChanges = () => () => {};

/** The free invoice generator: form, live preview, drafts in this browser, PDF on demand. */
export function InvoiceGeneratorClient({ words, tag, cfdi }: Props) {
  // The page's messages (NextIntlClientProvider in InvoiceGenerator.tsx), handed to the sections.
  const ui = useTranslations('invoice-generator.ui');
  const errors = useTranslations('invoice-generator.errors');
  const storeText = useTranslations('invoice-generator.store');
  const pageLanguage = tag.startsWith('es') ? 'es' : 'en';
  const store = useDraftStore(pageLanguage);
  const { draft, update } = store;
  const [status, setStatus] = useState('');
  // IVA set to an export of services, waiting for its conditions to be confirmed
  // (./TaxesSection.tsx); another document opened, started or imported forgets it.
  const [exportChosen, setExportChosen] = useState(false);
  // Its conditions confirmed for the document open: kept when the rate is switched away and back.
  const [exportConfirmed, setExportConfirmed] = useState(false);
  /** Another document shown: its export choice and confirmation are its own. */
  const forgetExport = () => {
    setExportChosen(false);
    setExportConfirmed(false);
  };
  const pdf = usePdfDownload(store, ui, errors, words, setStatus, storeText('chunkFailed'));
  const { onPdf, busy, pdfError, confirmEmpty } = pdf;
  /** Whether the browser can share files: known only in the browser, after hydration. */
  const shareable = useSyncExternalStore(noChanges, canShareFiles, () => false);
  /** The element to focus once it is there, and what had focus when that was asked. */
  const focusTarget = useRef<{ id: string; from: Element | null } | null>(null);
  const focusLater = (id: string) => (focusTarget.current = { id, from: document.activeElement });

  /**
   * Focuses the element asked for, once it is there (a section loaded on demand comes later),
   * unless the visitor has moved focus meanwhile (typing elsewhere while the part loaded: the
   * letters stay where they are typed).
   */
  const focusPending = useCallback(() => {
    const target = focusTarget.current;
    const field = target && document.getElementById(target.id);
    if (!field) return;
    focusTarget.current = null;
    const active = document.activeElement;
    if (active === target.from || active === document.body || active === null) field.focus();
  }, []);
  useEffect(focusPending);
  // The parts loaded on demand are asked for once the page is idle, before they are needed.
  useEffect(() => whenIdle(preloadParts), []);
  const parts = useMemo(
    () => ({ loading: ui('partLoading'), failed: ui('partFailed'), onShown: focusPending }),
    [ui, focusPending],
  );
  /** Until this browser's documents are read, the form is read-only (form-controls.tsx). */
  const locked = !store.loaded;

  const evaluated = useMemo(() => evaluate(draft), [draft]);
  // A receipt's balance counts the invoice's earlier receipts among the saved documents.
  const receipt = useMemo(
    () => receiptFigures(draft, evaluated, store.payments?.earlierPayments(draft, store.saved)),
    [draft, evaluated, store.payments, store.saved],
  );
  const checks = useMemo(() => taxIdErrors(draft), [draft]);
  const fieldError = (id: string) => {
    // A stored document's field that did not pass the check, while it still does not.
    const flag = store.flags.find((f) => f.field === id && stillFlagged(draft, f));
    if (flag)
      return flag.problem === 'tooLong'
        ? storeText('fieldTooLong', { max: flag.max ?? 0 })
        : storeText('fieldReset');
    const e = evaluated.errors[id] ?? checks[id] ?? receipt?.errors[id];
    if (e === 'paidOverBalance' && receipt)
      return errors(e, {
        remaining: formatMoney(
          Math.max(0, evaluated.totals.total - receipt.earlier),
          draft.currency,
          tag,
        ),
        count: receipt.earlierCount,
      });
    return e ? errors(e, fieldErrorValues(e)) : undefined;
  };
  const kind = kindOf(draft);
  const edit: SectionProps['update'] = (change) => {
    pdf.clear();
    update(change);
  };
  const section: SectionProps = { draft, update: edit, ui, errors, fieldError };

  const applyPreset = (id: PresetId) => {
    // The export preset keeps a confirmation already given for this document.
    const confirmed = id === exportPreset && (exportConfirmed || draft.iva === 'export');
    edit(confirmed ? { ...presets[id], iva: 'export' } : presets[id]);
    if (draft.iva === 'export') setExportConfirmed(true);
    setExportChosen(id === exportPreset);
    setStatus(ui('presetApplied', { preset: ui(presetLabel[id]) }));
  };

  // A file imported or restored shows another document (its status is announced then).
  const files = useFileActions(store, ui, errors, storeText, (imported) => {
    forgetExport();
    setStatus(imported);
  });

  /** Runs a draft-store action, then announces it and moves focus if told. */
  /** A toolbar or saved-list action that shows another document (new, open, duplicate, delete). */
  const run = (action: () => unknown, announce = '', focus?: string) =>
    void Promise.resolve(action()).then((done) => {
      // Refused (the open document could not be saved first): it stays, and says why.
      if (done === false) return;
      forgetExport();
      if (focus) focusLater(focus);
      setStatus(announce);
    });

  /** A receipt for the open invoice, proposing what its saved receipts leave due. */
  const proposeReceipt = () => {
    const total = evaluated.totals.total;
    const due = store.payments?.stillDue(draft.id, total, store.saved) ?? total;
    run(
      () => store.follow('receipt', typedAmount(due)),
      ui('madeReceipt', { amount: formatMoney(due, draft.currency, tag) }),
      'paid-amount',
    );
  };

  // An action clicked before the page was interactive (see form/early-clicks.ts), done once.
  const earlyDone = useRef(false);
  useEffect(() => {
    if (earlyDone.current) return;
    earlyDone.current = true;
    const [kind, id] = (takeEarlyAction() ?? '').split(':');
    if (!kind) return;
    // Done on the draft restored, once the saved drafts are read.
    void store.whenReady().then(() => {
      if (kind === 'preset' && id && Object.hasOwn(presets, id)) applyPreset(id as PresetId);
      else if (kind === 'add-line') edit(withNewLine);
      else if (kind === 'download') void onPdf();
    });
  });

  return (
    <PartText value={parts}>
      <FormLocked value={locked}>
        <div className="grid gap-10 lg:grid-cols-2">
          <form id={EARLY_FORM} method="get" hidden />
          {/* Runs as the HTML is read: an early tap keeps the address's query string. */}
          <script>{keepQueryScript}</script>
          <div className="min-w-0">
            <h2 id="invoice-form-title" className="sr-only">
              {ui('formTitle')}
            </h2>
            {/*
          A form landmark, not a <form>: nothing is submitted (every change is kept as it is typed
          and the PDF is made by the download button), so there is no submit button to offer.
        */}
            <div
              role="form"
              aria-labelledby="invoice-form-title"
              aria-busy={locked}
              className={`space-y-6 ${locked ? 'cursor-progress' : ''}`}
            >
              <p role="status" className="sr-only">
                {locked ? ui('readingSaved') : ''}
              </p>
              <PresetsSection ui={ui} onPreset={applyPreset} />
              <SettingsSection {...section} />
              <PartiesSections
                {...section}
                clientPicker={
                  // Only with a saved client, which only this browser has (not on the server).
                  store.saved.some((d) => d.billTo.name.trim()) && (
                    <ClientPicker
                      ui={ui}
                      saved={store.saved}
                      onChoose={(c) => {
                        edit(c.fill);
                        setStatus(ui('clientBookUsed', { name: c.name }));
                      }}
                    />
                  )
                }
              />
              <NumberSection
                {...section}
                last={store.last[kind]}
                suggest={() => store.nextNumber(kind, draft.number, draft.id)}
              />
              <LineEditor {...section} focusAfter={focusLater} announce={setStatus} />
              <WorkBack {...section} tag={tag} announce={setStatus} focusAfter={focusLater} />
              <Charges
                {...section}
                focusAfter={focusLater}
                onShown={focusPending}
                announce={setStatus}
              />
              <TaxesSection
                {...section}
                exportChosen={exportChosen}
                chooseExport={setExportChosen}
                exportConfirmed={exportConfirmed}
                confirmExport={setExportConfirmed}
              />
              {draft.senderCountry === 'mx' && kind === 'invoice' && (
                <CfdiSection {...section} evaluated={evaluated} />
              )}
              {kind === 'receipt' && <ReceiptSection {...section} words={words[pageLanguage]} />}
              <PaymentSection {...section} />
              <LogoSection {...section} announce={setStatus} />
              <ProfileSection
                ui={ui}
                profile={store.profile}
                onRemember={() => run(store.rememberProfile, ui('profileSaved'))}
                onForget={() => run(store.forgetProfile, ui('profileForgotten'))}
              />
            </div>
            <PhonePreview
              ui={ui}
              total={ui('totalsLive', {
                total: formatMoney(evaluated.totals.total, draft.currency, tag),
              })}
              dialog={(onClose) => (
                <LivePreview
                  draft={draft}
                  evaluated={evaluated}
                  words={words}
                  receipt={receipt}
                  ui={ui}
                  onClose={onClose}
                />
              )}
            />

            <section
              aria-labelledby="actions-title"
              className="mt-6 space-y-4 rounded-2xl border border-slate-200 p-5"
            >
              <h3 id="actions-title" className="text-lg font-semibold text-ink">
                {ui('actionsTitle')}
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
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => void files.onExportAll()}
                >
                  {ui('exportAll')}
                </button>
                <DocumentButtons
                  ui={ui}
                  kind={kind}
                  onNew={(k) => run(() => store.startNew(k))}
                  onFollow={(k) =>
                    k === 'invoice'
                      ? run(() => store.follow('invoice'), ui('madeInvoice'), 'number')
                      : proposeReceipt()
                  }
                />
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
                text={storeText}
                onExport={files.onExport}
                announce={setStatus}
              />
              <p role="status" aria-live="polite" className="sr-only">
                {status}
              </p>
            </section>

            <KeptNotice
              store={store}
              text={storeText}
              untitled={ui('untitled')}
              announce={setStatus}
            />
            <SavedDrafts
              ui={ui}
              tag={tag}
              words={words[pageLanguage]}
              onStatus={(id, s) => void store.setStatus(id, s)}
              saved={store.saved}
              unreadable={store.unreadable}
              currentId={draft.id}
              onOpen={(id) => run(() => store.open(id))}
              onDuplicate={(id) => run(() => store.duplicate(id), ui('duplicated'))}
              onDelete={(id) => run(() => store.remove(id), '', 'undo-delete')}
              onDownloadUnreadable={files.onDownloadUnreadable}
              documentWords={words}
              announce={setStatus}
            />
            {(draft.senderCountry === 'mx' || store.saved.some((d) => d.stamp)) && (
              <StampedSection store={store} ui={ui} words={words} tag={tag} announce={setStatus} />
            )}
          </div>

          <div className="min-w-0">
            <section aria-labelledby="preview-title" className="lg:sticky lg:top-24">
              <h2 id="preview-title" className="text-lg font-semibold text-ink">
                {ui('previewTitle')}
              </h2>
              <p aria-live="polite" className="sr-only">
                {ui('totalsLive', {
                  total: formatMoney(evaluated.totals.total, draft.currency, tag),
                })}
              </p>
              <LivePreview
                draft={draft}
                evaluated={evaluated}
                words={words}
                receipt={receipt}
                ui={ui}
                onLook={(look) => edit({ look })}
              />
            </section>
          </div>
        </div>
      </FormLocked>
    </PartText>
  );
}
