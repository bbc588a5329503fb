/**
 * What the page needs of the browser's storage at once, before the storage code loads
 * (store/useDraftStore.ts): whether to wait for saved documents, and the two keys it writes
 * synchronously. The rest (store/storage.ts, store/database.ts) loads on demand.
 */
const PREFIX = 'invoxa.invoice-generator';

/** The browser's localStorage, or null where it cannot be used (privacy settings). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Set once this browser's documents are kept in IndexedDB (store/database.ts): a returning
 * visitor's form then waits for them, a first visit does not. A marker, holding nothing typed.
 */
export const MOVED_KEY = `${PREFIX}.indexeddb`;

/**
 * The open document's last edits, written synchronously when the page is left (`pagehide`), since
 * an IndexedDB write begun then may not finish; read and written into the database on the next
 * start (store/database.ts `firstDocument`), then removed.
 */
export const UNSAVED_KEY = `${PREFIX}.unsaved`;

/** Whether documents may be kept here, in IndexedDB or in the former localStorage format. */
export function mayHoldDocuments(storage: Storage | null): boolean {
  if (!storage) return false;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (
        key === MOVED_KEY ||
        key === UNSAVED_KEY ||
        key === `${PREFIX}.profile` ||
        key?.startsWith(`${PREFIX}.draft.`)
      )
        return true;
    }
    return false;
  } catch {
    return false;
  }
}
