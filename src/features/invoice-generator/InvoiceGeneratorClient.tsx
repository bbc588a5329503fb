'use client';

import {
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { Field, FormNotice, Select, TextArea, TextInput } from '@/components/forms/fields';
import {
  emptyDraft,
  emptyLine,
  exportFile,
  MAX_LOGO_BYTES,
  newId,
  exportPreset,
  presets,
  type Draft,
  type DraftLine,
  type PresetId,
} from './draft';
import { buildDocument, fill, type DocumentLanguage, type DocumentWords } from './document';
import { evaluate } from './invoice';
import { formatMoney } from './money';
import { nextInvoiceNumber } from './numbering';
import {
  browserStorage,
  currentDraft,
  deleteDraft,
  hasDrafts,
  lastNumber,
  listDrafts,
  rememberNumber,
  saveDraft,
  type ReadDraft,
  type WriteResult,
} from './storage';
import type { ErrorText, UiText } from './labels';
import { InvoicePreview } from './InvoicePreview';

interface Props {
  ui: UiText;
  errors: ErrorText;
  words: Record<DocumentLanguage, DocumentWords>;
  /** The page's language: amounts in the form's messages are formatted for it. */
  tag: string;
  /** "This is not a CFDI" and the site's CFDI statement in the page's language, with its link. */
  cfdi: ReactNode;
}

const SAVE_DELAY_MS = 400;
const LOGO_TYPES = ['image/png', 'image/jpeg'];
const presetLabel = {
  usFreelancer: 'presetUsFreelancer',
  mxToMxCompany: 'presetMxToMxCompany',
  mxToUsClient: 'presetMxToUsClient',
} as const satisfies Record<PresetId, keyof UiText>;

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Before the browser's drafts are read: the same empty form on the server and in the browser. */
const placeholder = (language: 'en' | 'es'): Draft => ({
  ...emptyDraft('', '', language),
  id: 'new',
  updatedAt: '',
});

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

function storageError(result: WriteResult, errors: ErrorText): string | null {
  if (result.ok) return null;
  return result.reason === 'full' ? errors.storageFull : errors.storageUnavailable;
}

/** The free invoice generator: form, live preview, drafts in this browser, PDF on demand. */
export function InvoiceGeneratorClient({ ui, errors, words, tag, cfdi }: Props) {
  const pageLanguage = tag.startsWith('es') ? 'es' : 'en';
  const [draft, setDraft] = useState<Draft>(() => placeholder(pageLanguage));
  const [loaded, setLoaded] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState<Draft[]>([]);
  const [last, setLast] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [storageProblem, setStorageProblem] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  // IVA at 0 % on an export of services only once its conditions are confirmed: choosing it (or the
  // preset for a client abroad) shows them with a checkbox, and the document charges the general
  // rate until the box is ticked (draft.iva is 'export' only then).
  const [exportChosen, setExportChosen] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusAfter = useRef<string | null>(null);
  /**
   * The draft format's check (draft-schema.ts, with zod/mini), loaded only when there are saved
   * drafts to read: not at all on a first visit until the visitor types.
   */
  const reader = useRef<Promise<ReadDraft> | null>(null);
  const loadReader = () =>
    (reader.current ??= import('./draft-schema').then((m) => m.readDraft as ReadDraft));

  // Read this browser's drafts once, after the first render (the server has none).
  useEffect(() => {
    let live = true;
    const storage = browserStorage();
    const restore = (read: ReadDraft | null) => {
      if (!live) return;
      const stored = storage && read ? currentDraft(storage, read) : null;
      const drafts = storage && read ? listDrafts(storage, read) : [];
      const remembered = storage ? lastNumber(storage) : null;
      const year = new Date().getFullYear();
      // A transition: React renders the restored invoice in slices, not as one long task.
      startTransition(() => {
        setDraft(stored ?? emptyDraft(today(), nextInvoiceNumber(remembered, year), pageLanguage));
        setSaved(drafts);
        setLast(remembered);
        setLoaded(true);
      });
    };
    if (storage && hasDrafts(storage)) void loadReader().then(restore);
    else restore(null);
    return () => {
      live = false;
    };
  }, [pageLanguage]);

  // Save as the visitor types (debounced); a failed write keeps what was saved before.
  useEffect(() => {
    if (!loaded || !dirty) return;
    const timer = setTimeout(() => {
      const storage = browserStorage();
      if (!storage) {
        setStorageProblem(errors.storageUnavailable);
        return;
      }
      const result = saveDraft(storage, draft);
      setStorageProblem(storageError(result, errors));
      if (result.ok) void loadReader().then((read) => setSaved(listDrafts(storage, read)));
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, loaded, dirty, errors]);

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const evaluated = useMemo(() => evaluate(draft), [draft]);
  const doc = useMemo(() => buildDocument(draft, evaluated, words), [draft, evaluated, words]);
  const fieldError = (id: string) => {
    const e = evaluated.errors[id];
    return e ? errors[e] : undefined;
  };

  const update = (change: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => {
    setDirty(true);
    setPdfError(null);
    setDraft((d) => ({
      ...d,
      ...(typeof change === 'function' ? change(d) : change),
      updatedAt: new Date().toISOString(),
    }));
  };
  const updateLine = (id: string, change: Partial<DraftLine>) =>
    update((d) => ({ lines: d.lines.map((l) => (l.id === id ? { ...l, ...change } : l)) }));

  const addLine = () => {
    const line = emptyLine();
    update((d) => ({ lines: [...d.lines, line] }));
    focusAfter.current = `line-${line.id}-description`;
    setStatus(fill(ui.lineAdded, { number: draft.lines.length + 1 }));
  };
  const removeLine = (index: number) => {
    const next = draft.lines[index + 1] ?? draft.lines[index - 1];
    update((d) => ({ lines: d.lines.filter((_, i) => i !== index) }));
    focusAfter.current = next ? `line-${next.id}-description` : 'add-line';
    setStatus(ui.lineRemoved);
  };
  const moveLine = (index: number, by: -1 | 1) => {
    const line = draft.lines[index]!;
    const to = index + by;
    update((d) => {
      const lines = [...d.lines];
      lines.splice(index, 1);
      lines.splice(to, 0, line);
      return { lines };
    });
    // Keep focus on the button pressed, or on the other one when the line reached an end.
    const atEnd = to === 0 || to === draft.lines.length - 1;
    const direction = by < 0 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
    focusAfter.current = `line-${line.id}-${direction}`;
    setStatus(fill(ui.lineMoved, { number: to + 1 }));
  };

  const applyPreset = (id: PresetId) => {
    update(presets[id]);
    setExportChosen(id === exportPreset);
    setStatus(fill(ui.presetApplied, { preset: ui[presetLabel[id]] }));
  };

  const open = (d: Draft) => {
    setExportChosen(false);
    setDraft(d);
    setDirty(true);
  };

  const newInvoice = () => {
    open(emptyDraft(today(), nextInvoiceNumber(last, new Date().getFullYear()), pageLanguage));
  };

  const duplicate = (d: Draft) => {
    open({
      ...d,
      id: newId(),
      updatedAt: new Date().toISOString(),
      number: nextInvoiceNumber(last ?? d.number, new Date().getFullYear()),
      issueDate: today(),
      lines: d.lines.map((l) => ({ ...l, id: newId() })),
    });
    setStatus(ui.duplicated);
  };

  const remove = async (d: Draft) => {
    const storage = browserStorage();
    if (!storage) return;
    deleteDraft(storage, d.id);
    // Listed drafts exist, so the reader has been loaded.
    const rest = listDrafts(storage, await loadReader());
    setSaved(rest);
    if (d.id === draft.id) {
      setDirty(false);
      setDraft(
        rest[0] ??
          emptyDraft(today(), nextInvoiceNumber(last, new Date().getFullYear()), pageLanguage),
      );
    }
    focusAfter.current = 'saved-title';
    setStatus(ui.deleted);
  };

  const onLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    if (!LOGO_TYPES.includes(file.type)) return setLogoError(errors.logoType);
    if (file.size > MAX_LOGO_BYTES)
      return setLogoError(fill(errors.logoSize, { size: `${MAX_LOGO_BYTES / 1000} KB` }));
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      // The bytes must be what the type says (a renamed file is not an image).
      const png = url.startsWith('data:image/png;base64,iVBORw0KGgo');
      const jpeg = url.startsWith('data:image/jpeg;base64,/9j/');
      if (!png && !jpeg) return setLogoError(errors.logoType);
      setLogoError(null);
      update({ logo: url });
      setStatus(ui.logoAdded);
    };
    reader.readAsDataURL(file);
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
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
    open({ ...result.draft, id: newId(), updatedAt: new Date().toISOString() });
    setStatus(ui.imported);
  };

  const onExport = () => {
    download(
      `${draft.number.replace(/[^A-Za-z0-9-]+/g, '-') || 'invoice'}.json`,
      new Blob([exportFile(draft)], { type: 'application/json' }),
    );
  };

  const onPdf = async () => {
    if (Object.keys(evaluated.errors).length > 0) {
      setPdfError(ui.fixFields);
      return;
    }
    setBusy(true);
    setPdfError(null);
    setStatus(ui.preparingPdf);
    try {
      const { invoicePdf, pdfFileName } = await import('./pdf');
      const bytes = await invoicePdf(doc);
      const name = pdfFileName(draft.number, draft.billTo.name, ui.untitled);
      download(name, new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const storage = browserStorage();
      if (storage && draft.number.trim()) {
        rememberNumber(storage, draft.number.trim());
        setLast(draft.number.trim());
      }
      setStatus(fill(ui.pdfReady, { file: name }));
    } catch {
      setPdfError(errors.pdfFailed);
      setStatus('');
    } finally {
      setBusy(false);
    }
  };

  const mexican = draft.senderCountry === 'mx';
  const draftName = (d: Draft) =>
    [d.number.trim(), d.billTo.name.trim()].filter(Boolean).join(' · ') || ui.untitled;
  const text = (
    id: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    extra: {
      hint?: string;
      optional?: boolean;
      multiline?: boolean;
      inputMode?: 'decimal';
      autoComplete?: string;
    } = {},
  ) => (
    <Field
      id={id}
      label={label}
      hint={extra.hint}
      error={fieldError(id)}
      optionalLabel={extra.optional ? ui.optional : undefined}
    >
      {(aria) =>
        extra.multiline ? (
          <TextArea
            {...aria}
            id={id}
            rows={3}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        ) : (
          <TextInput
            {...aria}
            id={id}
            value={value}
            inputMode={extra.inputMode}
            autoComplete={extra.autoComplete ?? 'off'}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        )
      }
    </Field>
  );
  const select = <V extends string>(
    id: string,
    label: string,
    value: V,
    options: [V, string][],
    onChange: (v: V) => void,
    hint?: string,
  ) => (
    <Field id={id} label={label} hint={hint}>
      {(aria) => (
        <Select
          {...aria}
          id={id}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value as V)}
        >
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const fieldset = (title: string, children: ReactNode) => (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-5">
      <legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
  const smallButton =
    'inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

  return (
    <div className="grid gap-10 lg:grid-cols-2">
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
                  type="button"
                  className="btn-secondary justify-start text-left"
                  onClick={() => applyPreset(id)}
                >
                  {ui[presetLabel[id]]}
                </button>
              ))}
            </div>
          </section>

          {fieldset(
            ui.settingsTitle,
            <div className="grid gap-4 sm:grid-cols-2">
              {select(
                'senderCountry',
                ui.senderCountry,
                draft.senderCountry,
                [
                  ['us', ui.countryUs],
                  ['mx', ui.countryMx],
                ],
                (v) => update({ senderCountry: v }),
              )}
              {select(
                'documentLanguage',
                ui.documentLanguage,
                draft.documentLanguage,
                [
                  ['en', ui.languageEn],
                  ['es', ui.languageEs],
                  ['both', ui.languageBoth],
                ],
                (v) => update({ documentLanguage: v }),
              )}
              {select(
                'currency',
                ui.currency,
                draft.currency,
                [
                  ['USD', ui.currencyUSD],
                  ['MXN', ui.currencyMXN],
                ],
                (v) => update({ currency: v }),
              )}
              {select(
                'paper',
                ui.paper,
                draft.paper,
                [
                  ['letter', ui.paperLetter],
                  ['a4', ui.paperA4],
                ],
                (v) => update({ paper: v }),
              )}
            </div>,
          )}

          {fieldset(
            ui.fromTitle,
            <>
              {text(
                'from-name',
                ui.name,
                draft.from.name,
                (v) => update((d) => ({ from: { ...d.from, name: v } })),
                { autoComplete: 'organization' },
              )}
              {text(
                'from-address',
                ui.address,
                draft.from.address,
                (v) => update((d) => ({ from: { ...d.from, address: v } })),
                { multiline: true },
              )}
              {text(
                'from-taxId',
                mexican ? ui.taxIdMx : ui.taxIdUs,
                draft.from.taxId,
                (v) => update((d) => ({ from: { ...d.from, taxId: v } })),
                { optional: true },
              )}
              {mexican &&
                text(
                  'from-regime',
                  ui.regime,
                  draft.from.regime,
                  (v) => update((d) => ({ from: { ...d.from, regime: v } })),
                  { hint: ui.regimeHint, optional: true },
                )}
            </>,
          )}

          {fieldset(
            ui.billToTitle,
            <>
              {text('billTo-name', ui.name, draft.billTo.name, (v) =>
                update((d) => ({ billTo: { ...d.billTo, name: v } })),
              )}
              {text(
                'billTo-address',
                ui.address,
                draft.billTo.address,
                (v) => update((d) => ({ billTo: { ...d.billTo, address: v } })),
                { multiline: true },
              )}
              {text(
                'billTo-taxId',
                ui.taxIdClient,
                draft.billTo.taxId,
                (v) => update((d) => ({ billTo: { ...d.billTo, taxId: v } })),
                { optional: true },
              )}
            </>,
          )}

          {fieldset(
            ui.numberTitle,
            <>
              <div>
                {text('number', ui.number, draft.number, (v) => update({ number: v }))}
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() =>
                      update({
                        number: nextInvoiceNumber(last ?? draft.number, new Date().getFullYear()),
                      })
                    }
                  >
                    {ui.suggestNumber}
                  </button>
                  {last && (
                    <span className="text-sm text-muted">
                      {fill(ui.lastNumber, { number: last })}
                    </span>
                  )}
                </div>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id="issueDate" label={ui.issueDate} error={fieldError('issueDate')}>
                  {(aria) => (
                    <TextInput
                      {...aria}
                      id="issueDate"
                      type="date"
                      value={draft.issueDate}
                      onChange={(e) => update({ issueDate: e.currentTarget.value })}
                    />
                  )}
                </Field>
                {select(
                  'terms',
                  ui.terms,
                  draft.terms,
                  [
                    ['receipt', ui.termsReceipt],
                    ['net15', ui.termsNet15],
                    ['net30', ui.termsNet30],
                    ['net60', ui.termsNet60],
                    ['date', ui.termsDate],
                  ],
                  (v) => update({ terms: v }),
                )}
                {draft.terms === 'date' && (
                  <Field id="dueDate" label={ui.dueDate} error={fieldError('dueDate')}>
                    {(aria) => (
                      <TextInput
                        {...aria}
                        id="dueDate"
                        type="date"
                        value={draft.dueDate}
                        onChange={(e) => update({ dueDate: e.currentTarget.value })}
                      />
                    )}
                  </Field>
                )}
              </div>
            </>,
          )}

          {fieldset(
            ui.linesTitle,
            <>
              <ol className="space-y-4">
                {draft.lines.map((line, i) => {
                  const n = i + 1;
                  return (
                    <li key={line.id}>
                      <fieldset className="rounded-xl border border-slate-200 p-4">
                        <legend className="px-1 text-sm font-semibold text-ink">
                          {fill(ui.lineLabel, { number: n })}
                        </legend>
                        <div className="space-y-3">
                          {text(
                            `line-${line.id}-description`,
                            ui.description,
                            line.description,
                            (v) => updateLine(line.id, { description: v }),
                          )}
                          <div className="grid grid-cols-2 gap-3">
                            {text(
                              `line-${line.id}-quantity`,
                              ui.quantity,
                              line.quantity,
                              (v) => updateLine(line.id, { quantity: v }),
                              { inputMode: 'decimal' },
                            )}
                            {text(
                              `line-${line.id}-unitPrice`,
                              ui.unitPrice,
                              line.unitPrice,
                              (v) => updateLine(line.id, { unitPrice: v }),
                              { inputMode: 'decimal' },
                            )}
                          </div>
                          <div className="flex flex-wrap gap-2">
                            <button
                              id={`line-${line.id}-up`}
                              type="button"
                              className={smallButton}
                              disabled={i === 0}
                              onClick={() => moveLine(i, -1)}
                              aria-label={fill(ui.moveUp, { number: n })}
                            >
                              ↑
                            </button>
                            <button
                              id={`line-${line.id}-down`}
                              type="button"
                              className={smallButton}
                              disabled={i === draft.lines.length - 1}
                              onClick={() => moveLine(i, 1)}
                              aria-label={fill(ui.moveDown, { number: n })}
                            >
                              ↓
                            </button>
                            <button
                              id={`line-${line.id}-remove`}
                              type="button"
                              className={smallButton}
                              disabled={draft.lines.length === 1}
                              onClick={() => removeLine(i)}
                            >
                              {fill(ui.removeLine, { number: n })}
                            </button>
                          </div>
                        </div>
                      </fieldset>
                    </li>
                  );
                })}
              </ol>
              <button id="add-line" type="button" className="btn-secondary" onClick={addLine}>
                {ui.addLine}
              </button>
            </>,
          )}

          {fieldset(
            ui.taxesTitle,
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                {select(
                  'discountKind',
                  ui.discountKind,
                  draft.discountKind,
                  [
                    ['amount', ui.discountAmount],
                    ['percent', ui.discountPercent],
                  ],
                  (v) => update({ discountKind: v }),
                )}
                {text(
                  'discount',
                  draft.discountKind === 'percent' ? `${ui.discount} (%)` : ui.discount,
                  draft.discount,
                  (v) => update({ discount: v }),
                  { inputMode: 'decimal', optional: true },
                )}
              </div>
              {mexican ? (
                <>
                  {select(
                    'iva',
                    ui.iva,
                    exportChosen ? 'export' : draft.iva,
                    [
                      ['general', ui.ivaGeneral],
                      ['border', ui.ivaBorder],
                      ['export', ui.ivaExport],
                    ],
                    (v) => {
                      setExportChosen(v === 'export');
                      update({ iva: v === 'export' ? 'general' : v });
                    },
                    draft.iva === 'border'
                      ? ui.ivaBorderHint
                      : exportChosen || draft.iva === 'export'
                        ? ui.ivaExportHint
                        : undefined,
                  )}
                  {(exportChosen || draft.iva === 'export') && (
                    <label className="flex items-start gap-3 text-sm text-slate-700">
                      <input
                        id="ivaExportConfirm"
                        type="checkbox"
                        checked={draft.iva === 'export'}
                        onChange={(e) => {
                          setExportChosen(true);
                          update({ iva: e.currentTarget.checked ? 'export' : 'general' });
                        }}
                        aria-describedby="iva-hint"
                        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                      />
                      <span>{ui.ivaExportConfirm}</span>
                    </label>
                  )}
                  {select(
                    'withholding',
                    ui.withholding,
                    draft.withholding,
                    [
                      ['none', ui.withholdingNone],
                      ['honorarios', ui.withholdingHonorarios],
                      ['resico', ui.withholdingResico],
                    ],
                    (v) => update({ withholding: v }),
                    ui.withholdingHint,
                  )}
                </>
              ) : (
                text('salesTax', ui.salesTax, draft.salesTax, (v) => update({ salesTax: v }), {
                  hint: ui.salesTaxHint,
                  inputMode: 'decimal',
                  optional: true,
                })
              )}
            </>,
          )}

          {fieldset(
            ui.paymentTitle,
            <>
              {text(
                'payment-bank',
                ui.bank,
                draft.payment.bank,
                (v) => update((d) => ({ payment: { ...d.payment, bank: v } })),
                { optional: true },
              )}
              {text(
                'payment-clabe',
                ui.clabe,
                draft.payment.clabe,
                (v) => update((d) => ({ payment: { ...d.payment, clabe: v } })),
                { optional: true },
              )}
              {text(
                'payment-link',
                ui.paymentLink,
                draft.payment.link,
                (v) => update((d) => ({ payment: { ...d.payment, link: v } })),
                { optional: true },
              )}
              {text('notes', ui.notes, draft.notes, (v) => update({ notes: v }), {
                multiline: true,
                optional: true,
              })}
            </>,
          )}

          {fieldset(
            ui.logoTitle,
            <>
              <Field
                id="logo"
                label={fill(ui.logo, { size: `${MAX_LOGO_BYTES / 1000} KB` })}
                error={logoError ?? undefined}
                optionalLabel={ui.optional}
              >
                {(aria) => (
                  <input
                    {...aria}
                    id="logo"
                    type="file"
                    accept="image/png,image/jpeg"
                    onChange={onLogo}
                    className="block w-full text-sm"
                  />
                )}
              </Field>
              {draft.logo && (
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => update({ logo: undefined })}
                >
                  {ui.removeLogo}
                </button>
              )}
            </>,
          )}
        </div>

        <section
          aria-labelledby="actions-title"
          className="mt-6 space-y-4 rounded-2xl border border-slate-200 p-5"
        >
          <h3 id="actions-title" className="text-lg font-semibold text-ink">
            {ui.actionsTitle}
          </h3>
          {mexican && (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
              {cfdi}
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              onClick={onPdf}
              disabled={busy}
              aria-describedby={pdfError ? 'pdf-error' : undefined}
            >
              {busy ? ui.preparingPdf : ui.downloadPdf}
            </button>
            <button type="button" className="btn-secondary" onClick={onExport}>
              {ui.exportFile}
            </button>
            <button type="button" className="btn-secondary" onClick={newInvoice}>
              {ui.newInvoice}
            </button>
          </div>
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
            dirty && <p className="text-sm text-muted">{ui.savedStatus}</p>
          )}
          <p role="status" aria-live="polite" className="sr-only">
            {status}
          </p>
        </section>

        <section
          aria-labelledby="saved-title"
          className="mt-6 rounded-2xl border border-slate-200 p-5"
        >
          <h3
            id="saved-title"
            tabIndex={-1}
            className="text-lg font-semibold text-ink focus:outline-none"
          >
            {ui.savedTitle}
          </h3>
          {saved.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{ui.savedEmpty}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200">
              {saved.map((d) => {
                const name = draftName(d);
                return (
                  <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <span className="min-w-0 text-sm">
                      <span className="font-medium text-ink">{name}</span>
                      {d.id === draft.id && <span className="text-muted"> ({ui.current})</span>}
                    </span>
                    <span className="flex gap-2">
                      <button
                        type="button"
                        className={smallButton}
                        aria-label={fill(ui.openLabel, { name })}
                        onClick={() => open(d)}
                      >
                        {ui.open}
                      </button>
                      <button
                        type="button"
                        className={smallButton}
                        aria-label={fill(ui.duplicateLabel, { name })}
                        onClick={() => duplicate(d)}
                      >
                        {ui.duplicate}
                      </button>
                      <button
                        type="button"
                        className={smallButton}
                        aria-label={fill(ui.deleteLabel, { name })}
                        onClick={() => void remove(d)}
                      >
                        {ui.delete}
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
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
          <InvoicePreview doc={doc} />
        </section>
      </div>
    </div>
  );
}
