import type { DocumentKind, Draft, Profile } from '../model/draft';

/** Checks a stored value against the draft format (model/draft-schema.ts `readDraft`). */
export type ReadDraft = (value: unknown) => Draft | null;

/**
 * Drafts kept in the visitor's browser (localStorage) and nowhere else. Every write can fail
 * (storage full, or disabled): the caller gets the reason and what was saved before stays as it
 * was, since each draft is its own entry and a failed write changes nothing.
 */
const PREFIX = 'invoxa.invoice-generator';
const DRAFT_KEY = `${PREFIX}.draft.`;
const CURRENT_KEY = `${PREFIX}.current`;
const LAST_NUMBER_KEY = `${PREFIX}.last-number`;
const PROFILE_KEY = `${PREFIX}.profile`;
/** Every number downloaded as a PDF (all documents), so a new number never repeats one. */
const DOWNLOADED_KEY = `${PREFIX}.downloaded`;
const MAX_DOWNLOADED = 1_000;

export type WriteResult = { ok: true } | { ok: false; reason: 'full' | 'unavailable' };

function write(storage: Storage, key: string, value: string): WriteResult {
  try {
    storage.setItem(key, value);
    return { ok: true };
  } catch (error) {
    const name = (error as { name?: string }).name;
    const full = name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
    return { ok: false, reason: full ? 'full' : 'unavailable' };
  }
}

/** The browser's localStorage, or null where it cannot be used (privacy settings). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Writes a draft; it becomes the one shown on the next visit unless `current` is false. */
export function saveDraft(storage: Storage, draft: Draft, current = true): WriteResult {
  const result = write(storage, DRAFT_KEY + draft.id, JSON.stringify(draft));
  if (result.ok && current) write(storage, CURRENT_KEY, draft.id);
  return result;
}

export function loadDraft(storage: Storage, id: string, read: ReadDraft): Draft | null {
  try {
    const raw = storage.getItem(DRAFT_KEY + id);
    return raw ? read(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Whether this browser holds any saved draft (read without the draft format's validator). */
export function hasDrafts(storage: Storage): boolean {
  for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(DRAFT_KEY)) return true;
  return false;
}

/** A saved entry that no longer reads as a draft (damaged, or from another version): kept as is. */
export interface UnreadableDraft {
  id: string;
  raw: string;
}

/**
 * Every saved draft, the most recently changed first, and apart the entries that do not read as
 * a draft: those are never deleted here, only shown, offered as a file and deleted on request.
 */
export function readDrafts(
  storage: Storage,
  read: ReadDraft,
): { drafts: Draft[]; unreadable: UnreadableDraft[] } {
  const drafts: Draft[] = [];
  const unreadable: UnreadableDraft[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(DRAFT_KEY)) continue;
    const id = key.slice(DRAFT_KEY.length);
    const draft = loadDraft(storage, id, read);
    if (draft) drafts.push(draft);
    else unreadable.push({ id, raw: storage.getItem(key) ?? '' });
  }
  drafts.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  unreadable.sort((a, b) => a.id.localeCompare(b.id));
  return { drafts, unreadable };
}

/** Every saved draft that reads, the most recently changed first. */
export function listDrafts(storage: Storage, read: ReadDraft): Draft[] {
  return readDrafts(storage, read).drafts;
}

/** Marks the draft opened as the one to show on the next visit. */
export function makeCurrent(storage: Storage, id: string): WriteResult {
  return write(storage, CURRENT_KEY, id);
}

export function deleteDraft(storage: Storage, id: string): void {
  storage.removeItem(DRAFT_KEY + id);
  if (storage.getItem(CURRENT_KEY) === id) storage.removeItem(CURRENT_KEY);
}

/** The draft the visitor worked on last. */
export function currentDraft(storage: Storage, read: ReadDraft): Draft | null {
  const id = storage.getItem(CURRENT_KEY);
  return (id && loadDraft(storage, id, read)) || listDrafts(storage, read)[0] || null;
}

/** Each document has its own sequence; the invoices' keeps the key it always had. */
const numberKey = (kind: DocumentKind) =>
  kind === 'invoice' ? LAST_NUMBER_KEY : `${LAST_NUMBER_KEY}.${kind}`;

export function lastNumber(storage: Storage, kind: DocumentKind = 'invoice'): string | null {
  return storage.getItem(numberKey(kind));
}

/** The numbers downloaded as PDFs in this browser (before this list existed: none). */
export function downloadedNumbers(storage: Storage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(DOWNLOADED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a downloaded number: the last of its document's sequence, and among those used. */
export function rememberNumber(
  storage: Storage,
  number: string,
  kind: DocumentKind = 'invoice',
): WriteResult {
  const known = downloadedNumbers(storage).filter((n) => n !== number);
  const listed = write(
    storage,
    DOWNLOADED_KEY,
    JSON.stringify([...known, number].slice(-MAX_DOWNLOADED)),
  );
  const last = write(storage, numberKey(kind), number);
  return listed.ok ? last : listed;
}

/** Whether this browser holds the visitor's details (read without the validator). */
export function hasProfile(storage: Storage): boolean {
  return storage.getItem(PROFILE_KEY) !== null;
}

/** The visitor's details kept in this browser, or null (none, or not readable). */
export function loadProfile(
  storage: Storage,
  read: (value: unknown) => Profile | null,
): Profile | null {
  try {
    const raw = storage.getItem(PROFILE_KEY);
    return raw ? read(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function saveProfile(storage: Storage, profile: Profile): WriteResult {
  return write(storage, PROFILE_KEY, JSON.stringify(profile));
}

export function forgetProfile(storage: Storage): void {
  storage.removeItem(PROFILE_KEY);
}

/** Every draft entry as stored (its text), read without the draft format's check. */
export function rawDrafts(storage: Storage): { id: string; raw: string }[] {
  const found: { id: string; raw: string }[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(DRAFT_KEY))
      found.push({ id: key.slice(DRAFT_KEY.length), raw: storage.getItem(key) ?? '' });
  }
  return found;
}

/** The stored profile's text, or null. */
export const rawProfile = (storage: Storage) => storage.getItem(PROFILE_KEY);

/** The draft marked as the one to show on the next visit. */
export const currentId = (storage: Storage) => storage.getItem(CURRENT_KEY);

/**
 * Set once this browser's documents are kept in IndexedDB (store/database.ts): a returning
 * visitor's form then waits for them, a first visit does not. A marker, holding nothing typed.
 */
export const MOVED_KEY = `${PREFIX}.indexeddb`;

/**
 * The open document's last edits, written synchronously when the page is left (`pagehide`), since
 * an IndexedDB write begun then may not finish; read and written into the database on the next
 * start (store/useDraftStore.ts), then removed.
 */
export const UNSAVED_KEY = `${PREFIX}.unsaved`;

/** Whether documents may be kept in IndexedDB or still in localStorage (a page start waits). */
export function mayHoldDocuments(storage: Storage | null): boolean {
  if (!storage) return false;
  try {
    return (
      storage.getItem(MOVED_KEY) !== null ||
      storage.getItem(UNSAVED_KEY) !== null ||
      hasDrafts(storage) ||
      hasProfile(storage)
    );
  } catch {
    return false;
  }
}

/** Every key of the generator's former format (documents, profile, numbers), to move. */
export function formerKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(`${PREFIX}.`) && key !== MOVED_KEY && key !== UNSAVED_KEY) keys.push(key);
  }
  return keys;
}

/** A Storage kept in this tab's memory only: where the browser lets the page keep nothing. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}
