'use client';

import { useEffect } from 'react';
import type { StoreText } from '../client-messages';
import type { DraftStore } from '../store/useDraftStore';

const UNDO_MS = 10_000;

/**
 * Above the saved list: where documents are kept and for how long (the browser's answer to
 * `navigator.storage.persist()`), and "Deleted — Undo" for ten seconds after a delete.
 */
export function KeptNotice({
  store,
  text,
  untitled,
  announce,
}: {
  store: DraftStore;
  text: StoreText;
  untitled: string;
  announce: (message: string) => void;
}) {
  const { deleted, clearDeleted } = store;
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => {
      // The button goes: focus, if it was there, goes to the list's heading.
      if (document.activeElement?.id === 'undo-delete')
        document.getElementById('saved-title')?.focus();
      clearDeleted();
    }, UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted, clearDeleted]);
  const kept =
    store.kept === 'memory'
      ? text('keptMemory')
      : store.kept === 'localStorage'
        ? text('keptLocal')
        : store.kept === 'indexeddb' && store.saved.length > 0 && store.persisted !== null
          ? store.persisted
            ? text('keptPersistent')
            : text('keptBestEffort')
          : '';
  const name = deleted
    ? [deleted.draft.number, deleted.draft.billTo.name].filter((s) => s.trim()).join(' · ') ||
      untitled
    : '';
  return (
    <div className="mt-6 space-y-2 text-sm">
      {kept && (
        <p id="kept-notice" className="text-muted">
          {kept}
        </p>
      )}
      <div aria-live="polite" role="status">
        {deleted && (
          <p className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3">
            <span>{text('deleted', { name })}</span>
            <button
              id="undo-delete"
              type="button"
              className="btn-secondary"
              aria-label={text('undoLabel', { name })}
              onClick={() =>
                void store.undoDelete().then((ok) => {
                  if (!ok) return;
                  announce(text('undone'));
                  document.getElementById('saved-title')?.focus();
                })
              }
            >
              {text('undo')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
