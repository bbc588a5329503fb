'use client';

import { useEffect, useMemo, useRef } from 'react';
import type { UiText } from '../client-messages';
import type { Draft } from '../model/draft';
import { buildDocument, type DocumentLanguage, type DocumentWords } from '../document/content';
import type { Evaluated } from '../model/evaluate';
import { layoutInvoice } from '../document/layout';
import { InvoicePreview } from '../document/InvoicePreview';
import type { Look } from '../model/look';
import { LookPicker } from './LookPicker';
import type { ReceiptFigures } from '../model/receipt';

interface Props {
  draft: Draft;
  evaluated: Evaluated;
  words: Record<DocumentLanguage, DocumentWords>;
  receipt: ReceiptFigures | null;
  ui: UiText;
  onLook: (look: Look) => void;
}

/**
 * The preview of the document being edited, with the look's chooser above it: the document model
 * (`document/content.ts`) laid out (`document/layout.ts`, with the PDF font's widths) and drawn.
 * Loaded after the page starts, in the browser only: what it shows is the draft this browser
 * holds, which the server never has, and its code (the layout and the font's width table) is not
 * part of the page's first load.
 */
function InlinePreview({ draft, evaluated, words, receipt, ui, onLook }: Props) {
  const layout = useMemo(
    () => layoutInvoice(buildDocument(draft, evaluated, words, receipt)),
    [draft, evaluated, words, receipt],
  );
  return (
    <>
      <LookPicker ui={ui} look={draft.look} onChange={onLook} />
      <InvoicePreview layout={layout} invalidLabel={ui('lineInvalid')} />
    </>
  );
}

/** The page at its printed size: 1 pt is 4/3 of a CSS pixel, so the PDF's 10 pt text is 13.3 px. */
const FULL_SIZE = { letter: 'w-[816px]', a4: 'w-[794px]' } as const;

/**
 * The same document, laid out by the same model, at its printed size: the full-size view a phone
 * opens from the running total (form/PhonePreview.tsx).
 */
function FullPreview({ draft, evaluated, words, receipt, ui }: Omit<Props, 'onLook'>) {
  const layout = useMemo(
    () => layoutInvoice(buildDocument(draft, evaluated, words, receipt)),
    [draft, evaluated, words, receipt],
  );
  return (
    <InvoicePreview
      layout={layout}
      invalidLabel={ui('lineInvalid')}
      frame={`${FULL_SIZE[layout.paper]} shrink-0`}
    />
  );
}

type DialogProps = Omit<Props, 'onLook'> & { onClose: () => void };

/**
 * The preview beside the form, or (given `onClose`) the same document full size in its dialog: one
 * part loaded on demand for both (form/lazy-sections.tsx `LivePreview`).
 */
export function LivePreview(props: Props | DialogProps) {
  return 'onClose' in props ? <PreviewDialog {...props} /> : <InlinePreview {...props} />;
}

/**
 * The document full size in a modal `<dialog>`, opened from the phone's running total
 * (form/PhonePreview.tsx): `showModal` when it mounts (the rest of the page is inert, Escape
 * closes it), a heading that names it, a Close button that takes the focus, and a focusable
 * region that scrolls both ways (the page is wider than a phone), so the arrow keys move it.
 */
function PreviewDialog({ onClose, ...document }: DialogProps) {
  const { ui } = document;
  const dialog = useRef<HTMLDialogElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const shown = dialog.current;
    if (!shown || shown.open) return;
    shown.showModal();
    closer.current?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      id="preview-dialog"
      aria-labelledby="preview-dialog-title"
      onClose={onClose}
      className="m-0 h-full max-h-none w-full max-w-none bg-slate-100 p-0 text-left font-normal backdrop:bg-slate-900/60 open:flex open:flex-col"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <h2 id="preview-dialog-title" className="text-base font-semibold text-ink">
          {ui('previewDialogTitle')}
        </h2>
        <button
          ref={closer}
          type="button"
          className="btn-secondary"
          onClick={() => dialog.current?.close()}
        >
          {ui('previewClose')}
        </button>
      </div>
      <div
        role="region"
        aria-labelledby="preview-dialog-title"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-auto p-4"
      >
        <FullPreview {...document} />
      </div>
    </dialog>
  );
}
