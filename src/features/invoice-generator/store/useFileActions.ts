'use client';

import { useState, type ChangeEvent } from 'react';
import type { ErrorText, StoreText, UiText } from '../client-messages';
import { backupFile, exportFile, MAX_CHARGES, MAX_LINES, type Draft } from '../model/draft';
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
  text: StoreText,
  setStatus: (status: string) => void,
) {
  const [importError, setImportError] = useState<string | null>(null);
  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    const { parseDraftFile } = await import('../model/draft-schema');
    const result = parseDraftFile(await file.text());
    if (!result.ok) {
      const { error } = result;
      setImportError(
        errors(
          (
            {
              notDraft: 'importNotDraft',
              newerVersion: 'importNewer',
              invalid: 'importInvalid',
              tooManyLines: 'importTooManyLines',
              tooManyCharges: 'importTooManyCharges',
            } as const
          )[error],
          // The limit passed, for the two messages that name it.
          { max: error === 'tooManyCharges' ? MAX_CHARGES : MAX_LINES },
        ),
      );
      return;
    }
    setImportError(null);
    if ('backup' in result) {
      // Refused when the open document could not be saved first (the page says why).
      const done = await store.restore(result.backup);
      if (!done) return;
      // ICU plurals: "1 document", "2 documents" (the page's language, through next-intl).
      const said =
        done.failed > 0
          ? text('restoredPartly', { written: done.written, failed: done.failed })
          : ui('restored', { count: done.written });
      // The file's documents that could not be read were left out: said, never silently.
      return setStatus(
        result.skipped > 0
          ? `${said} ${text('restoredSkipped', { skipped: result.skipped })}`
          : said,
      );
    }
    if (await store.importDraft(result.draft)) setStatus(ui('imported'));
  };
  const onExportAll = async () => {
    const file = backupFile(await store.backup());
    download(`invoices-${today()}.json`, new Blob([file], { type: 'application/json' }));
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
  const onDownloadUnreadable = (entry: UnreadableDraft) =>
    download(`unreadable-${entry.id}.json`, new Blob([entry.raw], { type: 'application/json' }));

  return { importError, onImport, onExport, onExportAll, onDownloadUnreadable };
}
