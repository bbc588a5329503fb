'use client';

import { useState, type ReactNode } from 'react';
import type { UiText } from '../client-messages';

/**
 * The running total on a small screen (the preview is below the form there) with a way to see the
 * document as the client will: "See the document" opens it at its printed size in a modal dialog
 * (`PreviewDialog`, form/LivePreview.tsx, in the preview's chunk: only this bar is in the page's
 * first load). Closing the dialog, by its button or Escape, puts the focus back on this button.
 */
export function PhonePreview({
  ui,
  total,
  dialog,
}: {
  ui: UiText;
  /** The total as the bar shows it ("Total: $1,250.50"). */
  total: string;
  /** The dialog, while it is open; `onClose` is called once it has closed. */
  dialog: (onClose: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    // On a phone the total stays in view while the form is edited (the preview is below).
    <div className="sticky bottom-0 z-10 mt-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white py-3 lg:hidden">
      <button
        id="preview-open"
        type="button"
        aria-haspopup="dialog"
        className="btn-secondary"
        onClick={() => setOpen(true)}
      >
        {ui('previewOpen')}
      </button>
      {/* Announced by the preview's live total, not twice. */}
      <p id="running-total" aria-hidden="true" className="font-semibold text-ink">
        {total}
      </p>
      {open &&
        dialog(() => {
          setOpen(false);
          document.getElementById('preview-open')?.focus();
        })}
    </div>
  );
}
