'use client';

import { CheckInput } from './form-controls';
import { controls, type SectionProps } from './FormSections';
import { useMexicanRules } from './mexican-rules';
import { factConfirmedOn } from '../model/fact-dates';

/**
 * IVA at 0 % on an export of services applies only once its conditions are confirmed: choosing it
 * (or the preset for a client abroad) shows them with a checkbox, and the document charges the
 * general rate until the box is ticked (draft.iva is 'export' only then). While it waits, the
 * select's export option says that the general rate is charged, so the select never shows 0 %
 * while 16 % is charged. The visitor's tick is kept for the document open (`exportConfirmed`):
 * switching the rate away and back finds the box ticked and says so, instead of unticking it.
 */
export interface ExportChoice {
  exportChosen: boolean;
  chooseExport: (chosen: boolean) => void;
  /**
   * The export conditions were confirmed for this document and the rate then switched away: kept,
   * so switching back applies 0 % again (and says so) until the box is ticked or unticked.
   */
  exportConfirmed: boolean;
  confirmExport: (confirmed: boolean) => void;
}

/** Discount, and the taxes of the sender's country. */
export function TaxesSection(props: SectionProps & ExportChoice) {
  const { draft, update, ui, exportChosen, chooseExport, exportConfirmed, confirmExport } = props;
  const { text, select, fieldset } = controls(props);
  const mexican = useMexicanRules(draft.senderCountry === 'mx');
  const mismatch = mexican?.withholdingMismatch(draft) ?? null;
  const clientWarning = mexican?.withholdingClientWarning(draft) ?? null;
  // The border rate past the decree's last confirmed day applies only once the visitor confirms
  // the decree is in force on the document's date (model/fact-dates.ts).
  const borderUnconfirmedDate =
    draft.iva === 'border' && !factConfirmedOn('mxIvaBorderRate', draft.issueDate).confirmed;
  const borderPending = borderUnconfirmedDate && !draft.ivaBorderConfirmed;
  const exportShown = exportChosen || draft.iva === 'export';
  const exportPending = exportShown && draft.iva !== 'export';
  return fieldset(
    ui('taxesTitle'),
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {select(
          'discountKind',
          ui('discountKind'),
          draft.discountKind,
          [
            ['amount', ui('discountAmount')],
            ['percent', ui('discountPercent')],
          ],
          (v) => update({ discountKind: v }),
        )}
        {text(
          'discount',
          draft.discountKind === 'percent' ? `${ui('discount')} (%)` : ui('discount'),
          draft.discount,
          (v) => update({ discount: v }),
          { inputMode: 'decimal', optional: true },
        )}
      </div>
      {draft.senderCountry === 'mx' ? (
        <>
          {select(
            'iva',
            ui('iva'),
            exportShown ? 'export' : draft.iva,
            [
              ['general', ui('ivaGeneral')],
              ['border', ui('ivaBorder')],
              // What is charged: 16 % until the export conditions are confirmed.
              ['export', exportPending ? ui('ivaExportPending') : ui('ivaExport')],
            ],
            (v) => {
              const toExport = v === 'export';
              chooseExport(toExport);
              // Leaving a confirmed export keeps the confirmation for this document.
              if (draft.iva === 'export') confirmExport(true);
              const confirmed = toExport && (exportConfirmed || draft.iva === 'export');
              update({
                iva: toExport ? (confirmed ? 'export' : 'general') : v,
                // A confirmation is given for the border rate as chosen, never carried over.
                ...(draft.ivaBorderConfirmed ? { ivaBorderConfirmed: false } : {}),
              });
            },
            draft.iva === 'border'
              ? borderPending
                ? `${ui('ivaBorderPending')} ${ui('ivaBorderHint')}`
                : ui('ivaBorderHint')
              : exportShown
                ? ui('ivaExportHint')
                : undefined,
          )}
          {exportShown && (
            <>
              <label className="flex items-start gap-3 text-sm text-slate-700">
                <CheckInput
                  id="ivaExportConfirm"
                  checked={draft.iva === 'export'}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    chooseExport(true);
                    // Ticked or unticked here: nothing earlier is being kept any more.
                    confirmExport(false);
                    update({ iva: checked ? 'export' : 'general' });
                  }}
                  aria-describedby="iva-hint"
                  className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                />
                <span>{ui('ivaExportConfirm')}</span>
              </label>
              {/* Back to the export rate with the conditions confirmed before leaving it. */}
              {exportConfirmed && draft.iva === 'export' && (
                <p id="iva-export-kept" role="status" className="text-sm text-slate-700">
                  {ui('ivaExportKept')}
                </p>
              )}
            </>
          )}
          {borderUnconfirmedDate && (
            <label className="flex items-start gap-3 text-sm text-slate-700">
              <CheckInput
                id="ivaBorderConfirm"
                checked={!!draft.ivaBorderConfirmed}
                onChange={(e) => update({ ivaBorderConfirmed: e.currentTarget.checked })}
                aria-describedby="iva-hint"
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              />
              <span>{ui('ivaBorderConfirm')}</span>
            </label>
          )}
          {select(
            'withholding',
            ui('withholding'),
            draft.withholding,
            [
              ['none', ui('withholdingNone')],
              ['honorarios', ui('withholdingHonorarios')],
              ['resico', ui('withholdingResico')],
            ],
            (v) => update({ withholding: v }),
            ui('withholdingHint'),
          )}
          {mismatch && (
            <p
              id="withholding-warning"
              role="status"
              className="text-sm font-medium text-amber-900"
            >
              {ui(mismatch)}
            </p>
          )}
          {clientWarning && (
            <p
              id="withholding-client-warning"
              role="status"
              className="text-sm font-medium text-amber-900"
            >
              {ui(clientWarning)}
            </p>
          )}
        </>
      ) : (
        text('salesTax', ui('salesTax'), draft.salesTax, (v) => update({ salesTax: v }), {
          hint: ui('salesTaxHint'),
          inputMode: 'decimal',
          optional: true,
        })
      )}
    </>,
  );
}
