'use client';

import { useId, useState } from 'react';
import type { UiText } from '../client-messages';
import {
  pueOverdue,
  repFields,
  repSummaries,
  repText,
  type RepSummary,
} from '../cfdi/payment-complement';
import type { Draft } from '../model/draft';
import { cachedFormat } from '../model/money';
import { smallButton } from './form-controls';

/**
 * What a Mexican sender's saved invoice asks for once payments come, shown under it in the saved
 * list (form/SavedDrafts.tsx, which loads this part on demand): a PUE invoice not paid in full by
 * the last day of its month of issue is flagged with what to do; a PPD invoice with receipts gets,
 * for each payment, the data of its payment complement (REP) to copy into the SAT's service, with
 * the day it is due (cfdi/payment-complement.ts). `today` is the page's.
 */
interface Props {
  ui: UiText;
  /** The page's language tag, for the dates. */
  tag: string;
  invoice: Draft;
  documents: Draft[];
  today: string;
}

/** Each field's words in the page's language, beside the SAT's name (cfdi/payment-complement.ts). */
const FIELD_WORDS = {
  IdDocumento: 'repIdDocumento',
  'Serie/Folio': 'repSerieFolio',
  MonedaDR: 'repMonedaDR',
  EquivalenciaDR: 'repEquivalenciaDR',
  NumParcialidad: 'repNumParcialidad',
  ImpSaldoAnt: 'repImpSaldoAnt',
  ImpPagado: 'repImpPagado',
  ImpSaldoInsoluto: 'repImpSaldoInsoluto',
  ObjetoImpDR: 'repObjetoImpDR',
  FechaPago: 'repFechaPago',
  FormaDePagoP: 'repFormaDePagoP',
  MonedaP: 'repMonedaP',
  TipoCambioP: 'repTipoCambioP',
  Monto: 'repMonto',
} as const;

/** Copies `text`: the Clipboard API, else a selected text area and the browser's copy command. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

function Summary({ ui, s, date }: { ui: UiText; s: RepSummary; date: (iso: string) => string }) {
  const [status, setStatus] = useState('');
  const heading = useId();
  const title = ui('repTitle', {
    number: s.installment,
    name: s.receiptNumber || ui('untitled'),
    date: s.dueBy ? date(s.dueBy) : '—',
  });
  return (
    <section aria-labelledby={heading} className="mt-3 rounded-lg border border-slate-200 p-3">
      <h4 id={heading} className="font-semibold text-ink">
        {title}
      </h4>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {repFields(s).map(([name, value]) => {
          const words = FIELD_WORDS[name as keyof typeof FIELD_WORDS];
          const needsUuid = name === 'IdDocumento' && !s.uuid;
          return (
            <div key={name} className="contents">
              <dt className="text-muted">
                {words ? `${ui(words)} ` : ''}
                <span lang="es">{words ? `(${name})` : name}</span>
              </dt>
              <dd
                lang={needsUuid ? undefined : 'es'}
                className={`break-words ${needsUuid ? 'font-medium text-amber-900' : 'text-ink'}`}
              >
                {needsUuid ? ui('repNeedsUuid') : value}
              </dd>
            </div>
          );
        })}
      </dl>
      <button
        type="button"
        className={`${smallButton} mt-2`}
        aria-label={ui('repCopyLabel', { number: s.installment })}
        onClick={() =>
          void copyText(repText(s)).then((ok) => setStatus(ui(ok ? 'repCopied' : 'repCopyFailed')))
        }
      >
        {ui('repCopy')}
      </button>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {status}
      </p>
    </section>
  );
}

export function PaymentComplement({ ui, tag, invoice, documents, today }: Props) {
  const date = (iso: string) =>
    cachedFormat(
      `${tag}|date`,
      () => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
    ).format(new Date(`${iso}T00:00:00Z`));
  const overdue = pueOverdue(invoice, documents, today);
  if (overdue)
    return (
      <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {ui('pueOverdue', { date: date(overdue) })}
      </p>
    );
  const summaries = repSummaries(invoice, documents);
  if (summaries.length === 0) return null;
  return (
    <details className="mt-2 rounded-lg border border-slate-200 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-ink">
        {ui('repDue', { count: summaries.length })}
      </summary>
      <p className="mt-2 text-slate-700">{ui('repExplained')}</p>
      {summaries.map((s) => (
        <Summary key={s.receiptId} ui={ui} s={s} date={date} />
      ))}
    </details>
  );
}
