'use client';

import { useState, type ChangeEvent } from 'react';
import type { ErrorText, StoreText, UiText } from '../client-messages';
import { exportFile, type Draft } from '../model/draft';
import { download } from './document-files';
import type { DraftStore } from './useDraftStore';

/**
 * The generator's files: one document exported or imported, everything (profile and documents)
 * exported as one file or restored from it (./document-transfer.ts, loaded when used).
 */
export function useFileActions(
  store: DraftStore,
  ui: UiText,
  errors: ErrorText,
  text: StoreText,
  setStatus: (status: string) => void,
) {
  const [importError, setImportError] = useState<string | null>(null);
  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    const { importDocumentFile } = await import('./document-transfer');
    const done = await importDocumentFile(file, store, ui, errors, text);
    setImportError(done && 'error' in done ? done.error : null);
    if (done && 'said' in done) setStatus(done.said);
  };
  const onExportAll = async () => {
    const { exportEverything } = await import('./document-transfer');
    await exportEverything(store);
  };

  const fileStem = (d: Draft) => d.number.replace(/[^\p{L}\p{N}-]+/gu, '-') || 'invoice';
  /** The open document as typed, saved or not (the way out when it cannot be saved). */
  const onExport = () => {
    void store.flush();
    const saved = store.currentDraft();
    download(
      `${fileStem(saved)}.json`,
      new Blob([exportFile(saved)], { type: 'application/json' }),
    );
  };
  return { importError, onImport, onExport, onExportAll };
}
