'use client';

import { useId, useState, type DragEvent } from 'react';
import type { UiText } from '../client-messages';
import type { DocumentLanguage, DocumentWords } from '../document/content';
import { xmlAmount } from '../document/stamped-content';
import { parseStampedCfdi, type StampedCfdi } from '../cfdi/stamped-xml';
import { matchStamped, stampable, stampOf } from '../store/stamped-match';
import { download } from '../store/document-files';
import { makeStampedPdf } from '../store/stamped-files';
import type { DraftStore } from '../store/useDraftStore';
import { smallButton } from './form-controls';
import type { Draft } from '../model/draft';

interface Props {
  store: DraftStore;
  ui: UiText;
  words: Record<DocumentLanguage, DocumentWords>;
  /** The page's language tag, for the total said. */
  tag: string;
  announce: (status: string) => void;
}

const REFUSALS = {
  notXml: 'stampedNotXml',
  notCfdi40: 'stampedNotCfdi',
  notStamped: 'stampedNotStamped',
} as const;

/** A saved document's name in messages: its number and client. */
export const documentName = (d: Draft, untitled: string) =>
  [d.number.trim(), d.billTo.name.trim()].filter(Boolean).join(' · ') || untitled;

/**
 * The stamped CFDI brought back (docs/decisions/invoice-generator.md, "The stamped CFDI"): its XML
 * picked or dropped, read in the browser, refused with a sentence when it is not a stamped CFDI
 * 4.0, kept with the saved nota de cobro it matches (or the one chosen), and its printed
 * representation offered as a PDF. Loaded on demand (form/lazy-sections.tsx).
 */
export function StampedSection({ store, ui, words, tag, announce }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [read, setRead] = useState<{ cfdi: StampedCfdi; xml: string } | null>(null);
  const [said, setSaid] = useState('');
  const [choice, setChoice] = useState('');
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);

  const keep = async (
    cfdi: StampedCfdi,
    xml: string,
    target: Draft,
    message: 'stampedMatched' | 'stampedKept',
  ) => {
    // The open document through the store (as last typed), another in place.
    if (!(await store.keepStamp(target.id, stampOf(cfdi, xml)))) return false;
    const text = ui(message, { name: documentName(target, ui('untitled')) });
    setSaid(text);
    announce(text);
    return true;
  };

  const take = async (file: File | undefined) => {
    if (!file) return;
    const xml = await file.text();
    const result = parseStampedCfdi(xml);
    setSaid('');
    if (!result.ok) {
      setRead(null);
      return setError(ui(REFUSALS[result.refusal]));
    }
    setError(null);
    const { cfdi } = result;
    setRead({ cfdi, xml });
    await store.whenReady();
    const match = matchStamped(cfdi, store.saved);
    setChoice(match?.id ?? '');
    if (match) await keep(cfdi, xml, match, 'stampedMatched');
    else {
      setSaid(ui('stampedNoMatch'));
      announce(ui('stampedNoMatch'));
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  const onPdf = async () => {
    if (!read) return;
    setBusy(true);
    try {
      const target = store.saved.find((d) => d.id === choice) ?? store.currentDraft();
      const file = await makeStampedPdf(read.cfdi, target, words);
      download(file.name, file);
      announce(ui('stampedPdfReady', { file: file.name }));
    } catch {
      setError(ui('stampedPdfFailed'));
    } finally {
      setBusy(false);
    }
  };

  const cfdi = read?.cfdi;
  const matched = cfdi ? store.saved.find((d) => d.stamp?.uuid === cfdi.timbre.uuid) : undefined;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-2xl border border-slate-200 p-5"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {ui('stampedTitle')}
      </h3>
      <p className="mt-1 text-sm text-muted">{ui('stampedIntro')}</p>
      <div
        data-testid="stamped-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-3 rounded-xl border-2 border-dashed p-4 ${dragging ? 'border-brand bg-slate-50' : 'border-slate-300'}`}
      >
        <label htmlFor="stamped-xml" className="block text-sm font-medium text-ink">
          {ui('stampedFile')}
        </label>
        <input
          id="stamped-xml"
          type="file"
          accept="application/xml,text/xml,.xml"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'stamped-error' : `${id}-drop`}
          onChange={(e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            input.value = '';
            void take(file);
          }}
          className="mt-1 block w-full text-sm"
        />
        <p id={`${id}-drop`} className="mt-1 text-sm text-muted">
          {ui('stampedDrop')}
        </p>
      </div>
      {error && (
        <p id="stamped-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {cfdi && (
        <div className="mt-3 space-y-2 text-sm text-ink">
          <p id="stamped-read">
            {ui('stampedRead', {
              uuid: cfdi.timbre.uuid,
              issuer: `${cfdi.emisor.nombre} (${cfdi.emisor.rfc})`,
              receiver: `${cfdi.receptor.nombre} (${cfdi.receptor.rfc})`,
              total: xmlAmount(cfdi.total, cfdi.moneda, tag),
            })}
          </p>
          {/* Announced through the page's live region (`announce`), so said once. */}
          <p id="stamped-said">{said}</p>
          {!matched && (
            <div className="flex flex-wrap items-end gap-2">
              <label className="text-sm text-ink">
                {ui('stampedChoose')}
                <select
                  id="stamped-choice"
                  value={choice}
                  onChange={(e) => setChoice(e.currentTarget.value)}
                  className="mt-1 block min-h-10 rounded-lg border border-slate-300 px-2"
                >
                  <option value="">{ui('stampedUnmatched')}</option>
                  {stampable(cfdi, store.saved).map((d) => (
                    <option key={d.id} value={d.id}>
                      {documentName(d, ui('untitled'))}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={smallButton}
                disabled={!choice}
                onClick={() => {
                  const target = store.saved.find((d) => d.id === choice);
                  if (target) void keep(cfdi, read.xml, target, 'stampedKept');
                }}
              >
                {ui('stampedKeep')}
              </button>
            </div>
          )}
          <button
            id="stamped-pdf"
            type="button"
            className="btn-secondary"
            aria-busy={busy}
            disabled={busy}
            onClick={() => void onPdf()}
          >
            {ui('stampedPdf')}
          </button>
        </div>
      )}
    </section>
  );
}
