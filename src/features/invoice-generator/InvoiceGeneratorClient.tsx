'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
// use-intl's hook itself (next-intl's client hook wraps it and keeps its formatter: 82 B more).
import { useTranslations } from 'use-intl/react';
import { exportPreset, kindOf, presets, type PresetId } from './model/draft';
import { stillFlagged } from './model/field-limits';
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
import { ActionsSection } from './form/ActionsSection';
import { presetLabel, PresetsSection } from './form/PresetsSection';
import { receiptFigures, typedAmount } from './model/receipt';
import { takeEarlyAction } from './form/early-clicks';
import { withNewLine, LineEditor } from './form/LineEditor';
import { formatMoney } from './model/money';
import type { TaxIdError } from './cfdi/checks';
import { involvesMexico, loadMexicanRules, useMexicanRules } from './form/mexican-rules';
import { FormLocked } from './form/form-controls';
import { PartText, preloadWhenWorkStarts } from './form/parts';
import { TaxesSection } from './form/TaxesSection';
import { CfdiSection } from './form/CfdiSection';
import { useDraftStore } from './store/useDraftStore';
import {
  Charges,
  ClientPicker,
  KeptNotice,
  LivePreview,
  LogoSection,
  partLoads,
  ProfileSection,
  ReceiptSection,
  SavedDrafts,
  StampedSection,
  WorkBack,
} from './form/lazy-sections';
import { useFileActions } from './store/useFileActions';
import { PhonePreview } from './form/PhonePreview';
import { usePdfDownload } from './form/usePdfDownload';

interface Props {
  words: Record<DocumentLanguage, DocumentWords>;
  /** The page's language: amounts in the form's messages are formatted for it. */
  tag: string;
  /** "This is not a CFDI" and the site's CFDI statement in the page's language, with its link. */
  cfdi: ReactNode;
}

const noTaxIdErrors: Record<string, TaxIdError> = {};

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
  const { onPdf } = pdf;
  /**
   * The element to focus once it is there, and what had focus when the visitor asked for it (an
   * action that waits for a save first passes what had focus at its click, not at its end).
   */
  const focusTarget = useRef<{ id: string; from: Element | null } | null>(null);
  const focusLater = (id: string, from = document.activeElement) =>
    (focusTarget.current = { id, from });

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
  // The parts loaded on demand are asked for once the visitor starts working, before they show.
  useEffect(() => preloadWhenWorkStarts([...partLoads, loadMexicanRules]), []);
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
  const mexican = useMexicanRules(involvesMexico(draft));
  const checks = useMemo(() => mexican?.taxIdErrors(draft) ?? noTaxIdErrors, [mexican, draft]);
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
  const run = (action: () => unknown, announce = '', focus?: string) => {
    // Focus moves only if the visitor has not moved it since the click: the action waits for the
    // open document's save, and a receipt's part may load after that, while they type elsewhere.
    const clicked = document.activeElement;
    void Promise.resolve(action()).then((done) => {
      // Refused (the open document could not be saved first): it stays, and says why.
      if (done === false) return;
      forgetExport();
      if (focus) focusLater(focus, clicked);
      setStatus(announce);
    });
  };

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

            <ActionsSection
              ui={ui}
              errors={errors}
              text={storeText}
              store={store}
              pdf={pdf}
              files={files}
              notice={draft.senderCountry === 'mx' ? cfdi : null}
              onNew={(k) => run(() => store.startNew(k))}
              onFollow={(k) =>
                k === 'invoice'
                  ? run(() => store.follow('invoice'), ui('madeInvoice'), 'number')
                  : proposeReceipt()
              }
              status={status}
              announce={setStatus}
            />

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
