'use client';

import { useId, useMemo, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { Field, TextArea } from '@/components/forms/fields';
import {
  EXPORT_KEYS,
  PAYMENT_FORMS,
  PAYMENT_METHODS,
  PRODUCT_KEYS,
  PRODUCT_SEARCH_URL,
  FIX_SERIES_URL,
  TAX_OBJECTS,
  UNIT_KEYS,
  USES,
} from '../cfdi/catalogues';
import {
  cfdiErrors,
  cfdiSummary,
  EMPTY_CFDI,
  EMPTY_LINE_CFDI,
  missingFields,
} from '../cfdi/summary';
import { download } from '../store/document-files';
import { clientCountryOf, type DraftCfdi, type DraftLineCfdi } from '../model/draft';
import { formControls, Input } from './form-controls';
import type { SectionProps } from './FormSections';
import type { Evaluated } from '../model/evaluate';
import { REGIMES } from '../cfdi/sat-regimes';

type Entry = readonly [string, string, ...unknown[]];

/**
 * The "CFDI data" section's body, loaded when the visitor opens the section (form/CfdiSection.tsx): the
 * invoice's CFDI fields, each line's codes, and a summary to copy or download.
 */
export function CfdiFields(props: SectionProps & { evaluated: Evaluated }) {
  const { draft, update, ui, errors, evaluated } = props;
  const [status, setStatus] = useState('');
  const datalist = useId();
  const own = useMemo(() => cfdiErrors(draft), [draft]);
  const fieldError = (id: string) => {
    const e = own[id];
    return e ? errors(e) : props.fieldError(id);
  };
  const { text, select, check } = formControls(ui('optional'), fieldError);
  const summary = useMemo(() => cfdiSummary(draft, evaluated), [draft, evaluated]);
  const missing = useMemo(() => missingFields(draft, evaluated), [draft, evaluated]);

  const cfdi = { ...EMPTY_CFDI, ...draft.cfdi };
  const change = (c: Partial<DraftCfdi>) =>
    update((d) => ({ cfdi: { ...EMPTY_CFDI, ...d.cfdi, ...c } }));
  const changeLine = (id: string, c: Partial<DraftLineCfdi>) =>
    update((d) => ({
      lines: d.lines.map((l) =>
        l.id === id ? { ...l, cfdi: { ...EMPTY_LINE_CFDI, ...l.cfdi, ...c } } : l,
      ),
    }));
  const options = (list: readonly Entry[]): [string, string][] => [
    ['', ui('cfdiChoose')],
    ...list.map(([code, name]): [string, string] => [code, `${code} - ${name}`]),
  ];
  const codeSelect = (
    id: Exclude<keyof DraftCfdi, 'exchangeRate'>,
    label: string,
    list: readonly Entry[],
    hint?: string,
  ) => select(`cfdi-${id}`, label, cfdi[id], options(list), (v) => change({ [id]: v }), hint);

  const copy = () =>
    navigator.clipboard.writeText(summary).then(
      () => setStatus(ui('cfdiCopied')),
      () => setStatus(ui('cfdiCopyFailed')),
    );
  const save = () =>
    download(
      `${(draft.number.trim() || 'cfdi').replace(/[^\w-]+/g, '-')}-CFDI.txt`,
      new Blob([summary], { type: 'text/plain;charset=utf-8' }),
    );

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{ui('cfdiIntro')}</p>
      <p className="text-sm text-slate-700">
        {ui('cfdiPlan')}{' '}
        <Link href="/pricing" className="link">
          {ui('cfdiPlanLink')}
        </Link>
      </p>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">{ui('cfdiDocumentTitle')}</legend>
        {clientCountryOf(draft) !== 'mx' && (
          <p id="cfdi-foreign" className="text-sm text-slate-700">
            {ui('cfdiForeignNote')}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {codeSelect(
            'paymentForm',
            ui('cfdiPaymentForm'),
            PAYMENT_FORMS,
            ui('cfdiPaymentFormHint'),
          )}
          {codeSelect(
            'paymentMethod',
            ui('cfdiPaymentMethod'),
            PAYMENT_METHODS,
            ui('cfdiPaymentMethodHint'),
          )}
          {text(
            'cfdi-issuerPostalCode',
            ui('cfdiIssuerPostalCode'),
            cfdi.issuerPostalCode,
            (v) => change({ issuerPostalCode: v }),
            { hint: ui('cfdiIssuerPostalCodeHint'), inputMode: 'numeric', autoComplete: 'off' },
          )}
          {codeSelect('exportKey', ui('cfdiExportKey'), EXPORT_KEYS, ui('cfdiExportHint'))}
          {draft.currency !== 'MXN' && (
            <div>
              {text(
                'cfdi-exchangeRate',
                ui('cfdiExchangeRate'),
                cfdi.exchangeRate ?? '',
                (v) => change({ exchangeRate: v }),
                { hint: ui('cfdiExchangeRateHint'), inputMode: 'decimal', autoComplete: 'off' },
              )}
              <p className="mt-1 text-sm">
                <a href={FIX_SERIES_URL} className="link" target="_blank" rel="noopener noreferrer">
                  {ui('cfdiExchangeRateLink')}
                </a>
              </p>
              {check('mxnEquivalent', ui('mxnEquivalent'), !!draft.mxnEquivalent, (v) =>
                update({ mxnEquivalent: v }),
              )}
            </div>
          )}
          {text(
            'cfdi-recipientPostalCode',
            ui('cfdiRecipientPostalCode'),
            cfdi.recipientPostalCode,
            (v) => change({ recipientPostalCode: v }),
            { hint: ui('cfdiRecipientPostalCodeHint'), inputMode: 'numeric' },
          )}
          {codeSelect('recipientRegime', ui('cfdiRecipientRegime'), REGIMES)}
          {codeSelect('use', ui('cfdiUse'), USES, ui('cfdiUseHint'))}
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">{ui('cfdiLinesTitle')}</legend>
        <p className="text-sm">
          <a href={PRODUCT_SEARCH_URL} className="link" target="_blank" rel="noopener noreferrer">
            {ui('cfdiProductSearch')}
          </a>
        </p>
        <datalist id={datalist}>
          {PRODUCT_KEYS.map(([code, name]) => (
            <option key={code} value={code} label={`${code} - ${name}`} />
          ))}
        </datalist>
        {draft.lines.map((line, i) => {
          const keys = { ...EMPTY_LINE_CFDI, ...line.cfdi };
          const id = `line-${line.id}-cfdi`;
          const name = ui('lineLabel', { number: i + 1 });
          return (
            <fieldset key={line.id} className="space-y-3 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-ink">
                {line.description.trim() ? `${name}: ${line.description.trim()}` : name}
              </legend>
              <Field
                id={`${id}-productKey`}
                label={ui('cfdiProductKey')}
                hint={ui('cfdiProductKeyHint')}
                error={fieldError(`${id}-productKey`)}
              >
                {(aria) => (
                  <Input
                    {...aria}
                    id={`${id}-productKey`}
                    list={datalist}
                    inputMode="numeric"
                    autoComplete="off"
                    value={keys.productKey}
                    onChange={(e) => changeLine(line.id, { productKey: e.currentTarget.value })}
                  />
                )}
              </Field>
              <div className="grid gap-3 sm:grid-cols-2">
                {select(`${id}-unitKey`, ui('cfdiUnitKey'), keys.unitKey, options(UNIT_KEYS), (v) =>
                  changeLine(line.id, { unitKey: v }),
                )}
                {select(
                  `${id}-taxObject`,
                  ui('cfdiTaxObject'),
                  keys.taxObject,
                  options(TAX_OBJECTS),
                  (v) => changeLine(line.id, { taxObject: v }),
                  ui('cfdiTaxObjectHint'),
                )}
              </div>
            </fieldset>
          );
        })}
      </fieldset>

      <div className="space-y-3">
        {missing.length > 0 ? (
          <div
            id="cfdi-missing"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <p className="font-semibold">{ui('cfdiMissing')}</p>
            <ul className="mt-1 list-disc pl-5">
              {missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p id="cfdi-missing" className="text-sm text-slate-700">
            {ui('cfdiComplete')}
          </p>
        )}
        <Field id="cfdi-summary" label={ui('cfdiSummaryTitle')} hint={ui('cfdiSummaryHint')}>
          {(aria) => (
            <TextArea
              {...aria}
              id="cfdi-summary"
              readOnly
              lang="es"
              rows={14}
              value={summary}
              className="font-mono text-xs"
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={() => void copy()}>
            {ui('cfdiCopy')}
          </button>
          <button type="button" className="btn-secondary" onClick={save}>
            {ui('cfdiDownload')}
          </button>
        </div>
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {status}
        </p>
      </div>
    </div>
  );
}
