import type { ErrorText, StoreText, UiText } from '../client-messages';
import { backupFile, MAX_CHARGES, MAX_LINES } from '../model/draft';
import { parseDraftFile } from '../model/draft-schema';
import { download } from './document-files';
import { today } from './restore';
import type { DraftStore } from './useDraftStore';

/*
 * A file imported (one document, or everything exported before) and everything exported as one
 * file: loaded when the visitor imports or exports everything (store/useFileActions.ts), not with
 * the page. Exporting the open document stays in the page: it is the way out when it cannot be
 * saved, and must work even if no other code can be loaded.
 */

/** What importing a file did: the error to show beside the field, or what to announce. */
export type Imported = { error: string } | { said: string } | null;

/** Reads a file chosen to import, and imports it (or restores everything it holds). */
export async function importDocumentFile(
  file: File,
  store: DraftStore,
  ui: UiText,
  errors: ErrorText,
  text: StoreText,
): Promise<Imported> {
  const result = parseDraftFile(await file.text());
  if (!result.ok) {
    const { error } = result;
    return {
      error: errors(
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
    };
  }
  if ('backup' in result) {
    // Refused when the open document could not be saved first (the page says why).
    const done = await store.restore(result.backup);
    if (!done) return null;
    // ICU plurals: "1 document", "2 documents" (the page's language, through next-intl).
    const said =
      done.failed > 0
        ? text('restoredPartly', { written: done.written, failed: done.failed })
        : ui('restored', { count: done.written });
    // The file's documents that could not be read were left out: said, never silently.
    return {
      said:
        result.skipped > 0
          ? `${said} ${text('restoredSkipped', { skipped: result.skipped })}`
          : said,
    };
  }
  return (await store.importDraft(result.draft)) ? { said: ui('imported') } : null;
}

/** Every document and the profile, as one file. */
export async function exportEverything(store: DraftStore) {
  const file = backupFile(await store.backup());
  download(`invoices-${today()}.json`, new Blob([file], { type: 'application/json' }));
}
