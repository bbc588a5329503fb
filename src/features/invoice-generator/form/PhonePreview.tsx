'use client';

import { useRef, useState, type ReactNode } from 'react';
import type { UiText } from '../client-messages';

/**
 * The running total on a small screen (the preview is below the form there) with a way to see the
 * document as the client will: "See the document" opens it at its printed size (document text at
 * 10 pt, 13.3 px) in a modal `<dialog>` (`showModal`: the rest of the page is inert, Escape
 * closes it), with a heading and a Close button that takes the focus; closing it, by the button or
 * Escape, puts the focus back on the button that opened it. The document is rendered only while
 * the dialog is open (`children` is called then), so its code and layout cost nothing before.
 */
export function PhonePreview({
  ui,
  total,
  children,
}: {
  ui: UiText;
  /** The total as the bar shows it ("Total: $1,250.50"). */
  total: string;
  children: () => ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
    closer.current?.focus();
  };
  return (
    <>
      {/* On a phone the total stays in view while the form is edited (the preview is below). */}
      <div className="sticky bottom-0 z-10 mt-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white py-3 lg:hidden">
        <button
          ref={opener}
          id="preview-open"
          type="button"
          aria-haspopup="dialog"
          className="btn-secondary"
          onClick={show}
        >
          {ui('previewOpen')}
        </button>
        {/* Announced by the preview's live total, not twice. */}
        <p id="running-total" aria-hidden="true" className="text-right font-semibold text-ink">
          {total}
        </p>
      </div>
      <dialog
        ref={dialog}
        id="preview-dialog"
        aria-labelledby="preview-dialog-title"
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        className="m-0 h-full max-h-none w-full max-w-none bg-slate-100 p-0 backdrop:bg-slate-900/60 open:flex open:flex-col"
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
        {/* Scrolls both ways (the page is wider than a phone); focusable, so the keys scroll it. */}
        <div
          role="region"
          aria-labelledby="preview-dialog-title"
          tabIndex={0}
          className="min-h-0 flex-1 overflow-auto p-4"
        >
          {open && children()}
        </div>
      </dialog>
    </>
  );
}
