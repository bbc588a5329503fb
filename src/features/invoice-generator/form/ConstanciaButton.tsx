'use client';

import { useRef, useState } from 'react';
import { useLocale } from 'use-intl/react';
import type { UiText } from '../client-messages';
import type { Draft } from '../model/draft';
import type { ConstanciaData, ConstanciaField } from '../cfdi/constancia';
import type { ConstanciaRefusal } from '../cfdi/constancia-file';
import { REGIMES, regimeLabel } from '../cfdi/sat-regimes';
import { smallButton } from './form-controls';

const refusals = {
  notPdf: 'constanciaNotPdf',
  encrypted: 'constanciaEncrypted',
  noText: 'constanciaNoText',
  notConstancia: 'constanciaNotConstancia',
  tooLarge: 'constanciaTooLarge',
  readerFailed: 'constanciaLoadFailed',
} as const satisfies Record<ConstanciaRefusal, string>;

const fieldNames = {
  rfc: 'constanciaFieldRfc',
  name: 'constanciaFieldName',
  postalCode: 'constanciaFieldPostalCode',
  regime: 'constanciaFieldRegime',
} as const satisfies Record<ConstanciaField, string>;

/**
 * "Fill in from a Constancia de Situación Fiscal" in "Bill to" for a client in Mexico: the visitor
 * picks the client's constancia (a PDF) and its RFC, name, código postal and régimen fill the
 * form. The button comes in its own chunk after the page starts (form/FormSections.tsx); the
 * reader (pdf.js and cfdi/constancia-file.ts) is loaded when a file is picked; meanwhile
 * the sentence under the button says it is reading, and says so in its place if the reader never
 * comes. The result, what was found and what was not, or why the file was refused, is announced
 * there (a polite live region). Nothing is sent: the file is read in this browser.
 */
export function ConstanciaButton({
  update,
  ui,
}: {
  update: (change: (d: Draft) => Partial<Draft>) => void;
  ui: UiText;
}) {
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  /** "RFC ABC010101AB1, name …, postal code 06600 and tax regime 601 - …" in the page's language. */
  const listed = (data: ConstanciaData, fields: ConstanciaField[], withValues: boolean) => {
    const regime = REGIMES.find(([code]) => code === data.regime);
    const value = { ...data, regime: regime && regimeLabel(regime) };
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      fields.map((f) => (withValues ? `${ui(fieldNames[f])} ${value[f]}` : ui(fieldNames[f]))),
    );
  };

  const read = async (file: File) => {
    setBusy(true);
    setStatus(ui('constanciaReading'));
    try {
      const reader = await import('../cfdi/constancia-file').catch(() => null);
      if (!reader) return setStatus(ui('constanciaLoadFailed'));
      const reading = await reader.readConstanciaFile(file);
      if (!reading.ok) return setStatus(ui(refusals[reading.reason]));
      const { data, found, missing } = reading;
      if (found.length === 0) return setStatus(ui('constanciaNoneFound'));
      update(reader.withConstancia(data));
      setStatus(
        [
          ui('constanciaFound', { fields: listed(data, found, true) }),
          missing.length > 0 && ui('constanciaMissing', { fields: listed(data, missing, false) }),
          data.regimes.length > 1 && ui('constanciaRegimes', { count: data.regimes.length }),
        ]
          .filter(Boolean)
          .join(' '),
      );
    } catch {
      // The file could not be read at all (the browser refused its bytes, or pdf.js broke).
      setStatus(ui('constanciaLoadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <input
        ref={input}
        id="constancia-file"
        type="file"
        accept="application/pdf,.pdf"
        hidden
        // Named like the button that opens it (the input itself is never shown).
        aria-label={ui('constanciaPick')}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void read(file);
        }}
      />
      <button
        id="constancia-pick"
        type="button"
        className={smallButton}
        aria-describedby="constancia-hint constancia-status"
        aria-busy={busy || undefined}
        onClick={() => !busy && input.current?.click()}
      >
        {ui('constanciaPick')}
      </button>
      <p id="constancia-hint" className="mt-1 text-sm text-muted">
        {ui('constanciaHint')}
      </p>
      <p id="constancia-status" role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
