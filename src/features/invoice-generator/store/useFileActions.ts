'use client';

import { useState, type ChangeEvent } from 'react';
import type { ErrorText, UiText } from '../client-messages';
import { backupFile, exportFile, type Draft } from '../model/draft';
import type { UnreadableDraft } from './storage';
import { download } from './document-files';
import { today } from './restore';
import type { DraftStore } from './useDraftStore';

/**
 * The generator's files: one document exported or imported, everything (profile and documents)
 * exported as one file or restored from it, and an unreadable entry offered as a file.
 */
export function useFileActions(
  store: DraftStore,
  ui: UiText,
  errors: ErrorText,
  setStatus: (status: string) => void,
) {
  const [importError, setImportError] = useState<string | null>(null);
  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    store.flush();
    const { parseDraftFile } = await import('../model/draft-schema');
    const result = parseDraftFile(await file.text());
    if (!result.ok) {
      setImportError(
        {
          notDraft: errors('importNotDraft'),
          newerVersion: errors('importNewer'),
          invalid: errors('importInvalid'),
        }[result.error],
      );
      return;
    }
    setImportError(null);
    if ('backup' in result) {
      const count = await store.restore(result.backup);
      // An ICU plural: "1 document", "2 documents" (the page's language, through next-intl).
      return setStatus(ui('restored', { count }));
    }
    store.importDraft(result.draft);
    setStatus(ui('imported'));
  };
  const onExportAll = async () => {
    const file = backupFile(await store.backup());
    download(`invoices-${today()}.json`, new Blob([file], { type: 'application/json' }));
  };

  const fileStem = (d: Draft) => d.number.replace(/[^\p{L}\p{N}-]+/gu, '-') || 'invoice';
  const onExport = () => {
    const saved = store.flush();
    download(
      `${fileStem(saved)}.json`,
      new Blob([exportFile(saved)], { type: 'application/json' }),
    );
  };
  const onDownloadUnreadable = (entry: UnreadableDraft) =>
    download(`unreadable-${entry.id}.json`, new Blob([entry.raw], { type: 'application/json' }));

  return { importError, onImport, onExport, onExportAll, onDownloadUnreadable };
}
