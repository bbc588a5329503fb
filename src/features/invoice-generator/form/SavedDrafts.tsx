'use client';

import { useEffect, useMemo, useState } from 'react';
import type { UiText } from '../client-messages';
import { documentText, type DocumentWords } from '../document/words';
import {
  documentStatuses,
  isRealDate,
  kindOf,
  type DocumentKind,
  type DocumentStatus,
  type Draft,
} from '../model/draft';
import type { UnreadableDraft } from '../store/storage';
import { smallButton } from './form-controls';
import { onDemand, PartLoading } from './parts';
import { today } from '../store/restore';
import { evaluate } from '../model/evaluate';
import { formatMoney } from '../model/money';
import { paidAmount } from '../model/payments';
import type { DocumentLanguage } from '../document/content';
import { download } from '../store/document-files';

interface Props {
  ui: UiText;
  /** The page's language tag, for the totals. */
  tag: string;
  /** The document's words in the page's language: each document's title ("Quote", "Recibo de pago"…). */
  words: DocumentWords;
  saved: Draft[];
  unreadable: UnreadableDraft[];
  currentId: string;
  onOpen: (id: string) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
  onStatus: (id: string, status: DocumentStatus) => void;
  /** The document's words in each language, for a stamped document's printed CFDI. */
  documentWords: Record<DocumentLanguage, DocumentWords>;
  /** Says what happened (the printed CFDI downloaded, or why not). */
  announce: (status: string) => void;
}

/** Downloads the printed representation of the CFDI a document keeps (its XML read again). */
async function stampedPdf(d: Draft, props: Props) {
  const { keptCfdi, makeStampedPdf } = await import('../store/stamped-files');
  const cfdi = d.stamp ? await keptCfdi(d.stamp.xml) : null;
  if (!cfdi) return props.announce(props.ui('stampedPdfFailed'));
  try {
    const file = await makeStampedPdf(cfdi, d, props.documentWords);
    download(file.name, file);
    props.announce(props.ui('stampedPdfReady', { file: file.name }));
  } catch {
    props.announce(props.ui('stampedPdfFailed'));
  }
}

/**
 * Under a Mexican sender's invoice that asks for it (a PUE invoice past its month of issue, a PPD
 * invoice with receipts), the payment rules it follows: its own part, loaded on demand as the parts
 * of form/lazy-sections.tsx are (a box of its closed size while it comes, a sentence if it never
 * does).
 */
const loadPaymentComplement = () => import('./PaymentComplement');
const PaymentComplement = onDemand(
  () => loadPaymentComplement().then((m) => m.PaymentComplement),
  <PartLoading size="mt-2 min-h-[46px] w-full p-3!" />,
);

/** Whether an invoice's payment rules have something to say on `day` (see PaymentComplement). */
const followsPayments = (d: Draft, saved: readonly Draft[], day: string) =>
  kindOf(d) === 'invoice' &&
  d.senderCountry === 'mx' &&
  ((d.cfdi?.paymentMethod === 'PUE' &&
    isRealDate(d.issueDate) &&
    day.slice(0, 7) > d.issueDate.slice(0, 7)) ||
    (d.cfdi?.paymentMethod === 'PPD' && saved.some((r) => r.paid?.invoiceId === d.id)));

const sorts = ['recent', 'client', 'total', 'number'] as const;
type Sort = (typeof sorts)[number];

interface Row {
  d: Draft;
  /** The document's title in the page's language ("Quote"…). */
  kind: string;
  client: string;
  total: number;
  search: string;
}

const compare: Record<Sort, (a: Row, b: Row) => number> = {
  recent: (a, b) => b.d.updatedAt.localeCompare(a.d.updatedAt),
  client: (a, b) => a.client.localeCompare(b.client) || a.d.number.localeCompare(b.d.number),
  total: (a, b) => b.total - a.total,
  number: (a, b) => a.d.number.localeCompare(b.d.number, undefined, { numeric: true }),
};

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The documents saved in this browser, searchable and sorted, and the entries that cannot be read. */
export function SavedDrafts(props: Props) {
  const { ui, tag, words, saved, unreadable, currentId } = props;
  // Asked for once the list is drawn, before an invoice's payment rules are shown.
  useEffect(() => void loadPaymentComplement().catch(() => {}), []);
  const kindTitle = useMemo((): Record<DocumentKind, string> => {
    const word = documentText(words);
    return { invoice: word('title'), quote: word('quoteTitle'), receipt: word('receiptTitle') };
  }, [words]);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>('recent');
  const statusLabel = {
    draft: ui('statusDraft'),
    sent: ui('statusSent'),
    partlyPaid: ui('statusPartlyPaid'),
    paid: ui('statusPaid'),
  };
  const sortLabel = {
    recent: ui('sortRecent'),
    client: ui('sortClient'),
    total: ui('sortTotal'),
    number: ui('sortNumber'),
  };
  const rows = useMemo(
    () =>
      saved.map((d): Row => {
        const kind = kindTitle[kindOf(d)];
        const client = d.billTo.name.trim();
        const lines = d.lines.map((l) => l.description).join(' ');
        return {
          d,
          kind,
          client,
          // A receipt at the amount it records as paid, not the invoice's total.
          total: kindOf(d) === 'receipt' ? paidAmount(d) : evaluate(d).totals.total,
          search: fold(`${kind} ${d.number} ${client} ${lines}`),
        };
      }),
    [saved, kindTitle],
  );
  const shown = rows
    .filter((r) =>
      fold(query.trim())
        .split(/\s+/)
        .every((w) => r.search.includes(w)),
    )
    .sort(compare[sort]);
  const day = today();
  const itemName = (r: Row) =>
    [r.d.number.trim(), r.client].filter(Boolean).join(' · ') || ui('untitled');
  return (
    <section aria-labelledby="saved-title" className="mt-6 rounded-2xl border border-slate-200 p-5">
      <h3
        id="saved-title"
        tabIndex={-1}
        className="text-lg font-semibold text-ink focus:outline-none"
      >
        {ui('savedTitle')}
      </h3>
      {saved.length > 0 && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <label className="text-sm text-ink">
            {ui('savedSearch')}
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
          <label className="text-sm text-ink">
            {ui('savedSort')}
            <select
              value={sort}
              onChange={(e) => setSort(e.currentTarget.value as Sort)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
            >
              {sorts.map((s) => (
                <option key={s} value={s}>
                  {sortLabel[s]}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {saved.length > 0 && (
        <p role="status" className="mt-2 text-sm text-muted">
          {ui('savedCount', { shown: shown.length, total: saved.length })}
        </p>
      )}
      {saved.length === 0 && unreadable.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{ui('savedEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {shown.map((r) => {
            const name = itemName(r);
            return (
              <li key={r.d.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="min-w-0 text-sm">
                  <span className="block text-muted">{r.kind}</span>
                  <span className="font-medium text-ink">{name}</span>
                  {r.d.id === currentId && <span className="text-muted"> ({ui('current')})</span>}
                  <span className="block text-muted">
                    {formatMoney(r.total, r.d.currency, tag)}
                  </span>
                  {r.d.stamp && (
                    <span className="block font-medium text-ink" data-stamped={r.d.stamp.uuid}>
                      {ui('stampedMark', { uuid: r.d.stamp.uuid })}
                    </span>
                  )}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <select
                    aria-label={ui('statusLabel', { name })}
                    value={r.d.status ?? 'draft'}
                    onChange={(e) =>
                      props.onStatus(r.d.id, e.currentTarget.value as DocumentStatus)
                    }
                    className="min-h-10 rounded-lg border border-slate-300 px-2 text-sm"
                  >
                    {documentStatuses
                      // Partly paid is an invoice's (its receipts set it).
                      .filter((s) => s !== 'partlyPaid' || kindOf(r.d) === 'invoice')
                      .map((s) => (
                        <option key={s} value={s}>
                          {statusLabel[s]}
                        </option>
                      ))}
                  </select>
                  {r.d.stamp && (
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={ui('stampedPdfLabel', { name })}
                      onClick={() => void stampedPdf(r.d, props)}
                    >
                      {ui('stampedPdfShort')}
                    </button>
                  )}
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={ui('openLabel', { name })}
                    onClick={() => props.onOpen(r.d.id)}
                  >
                    {ui('open')}
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={ui('duplicateLabel', { name })}
                    onClick={() => props.onDuplicate(r.d.id)}
                  >
                    {ui('duplicate')}
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={ui('deleteLabel', { name })}
                    onClick={() => props.onDelete(r.d.id)}
                  >
                    {ui('delete')}
                  </button>
                </span>
                {followsPayments(r.d, saved, day) && (
                  <div className="w-full">
                    <PaymentComplement
                      ui={ui}
                      tag={tag}
                      invoice={r.d}
                      documents={saved}
                      today={day}
                    />
                  </div>
                )}
              </li>
            );
          })}
          {unreadable.map((entry, i) => {
            const name = ui('unreadableName', { number: i + 1 });
            return (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="min-w-0 text-sm">
                  <span className="font-medium text-ink">{name}</span>
                  <span className="block text-muted">{ui('unreadableHint')}</span>
                </span>
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={ui('downloadUnreadableLabel', { name })}
                    // The text of an entry that cannot be read, as a file: nothing is lost.
                    onClick={() =>
                      download(
                        `unreadable-${entry.id}.json`,
                        new Blob([entry.raw], { type: 'application/json' }),
                      )
                    }
                  >
                    {ui('downloadUnreadable')}
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={ui('deleteLabel', { name })}
                    onClick={() => props.onDelete(entry.id)}
                  >
                    {ui('delete')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
