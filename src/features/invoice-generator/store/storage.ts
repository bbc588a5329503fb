import {
  documentKinds,
  emptyDraft,
  type Backup,
  type DocumentKind,
  type DocumentStatus,
  type Draft,
  type Profile,
} from '../model/draft';
import { nextFreeNumber } from '../model/numbering';
import { MOVED_KEY, UNSAVED_KEY } from './browser';
import { freshRows } from './collection';
import { today, usedNumbers, type LastNumbers } from './restore';

export { browserStorage } from './browser';

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

/** Sets a saved document's status (draft, sent, paid) without opening it. */
export function setStoredStatus(
  storage: Storage,
  id: string,
  status: DocumentStatus,
  read: ReadDraft,
): WriteResult | null {
  const d = loadDraft(storage, id, read);
  return d ? saveDraft(storage, { ...d, status }, false) : null;
}

/** The profile and every saved document that reads. */
export function collectBackup(
  storage: Storage,
  read: ReadDraft,
  readProfile: (value: unknown) => Profile | null,
): Backup {
  return {
    profile: loadProfile(storage, readProfile),
    documents: readDrafts(storage, read).drafts,
  };
}

/**
 * Restores a backup: each document keeps its id (so restoring twice adds nothing) with fresh
 * line ids, and replaces a saved one only if it was changed later; the profile, if the file has
 * one, replaces this browser's. Returns how many documents were written, or why writing stopped.
 */
export function restoreBackup(
  storage: Storage,
  backup: Backup,
  read: ReadDraft,
): { written: number; result: WriteResult } {
  let written = 0;
  for (const d of backup.documents) {
    const existing = loadDraft(storage, d.id, read);
    if (existing && existing.updatedAt >= d.updatedAt) continue;
    const result = saveDraft(storage, freshRows(d), false);
    if (!result.ok) return { written, result };
    written++;
  }
  if (backup.profile) {
    const result = saveProfile(storage, backup.profile);
    if (!result.ok) return { written, result };
  }
  return { written, result: { ok: true } };
}

export interface Stored {
  /** The draft to show: the one worked on last, or a new invoice numbered after those used. */
  draft: Draft;
  profile: Profile | null;
  drafts: Draft[];
  unreadable: UnreadableDraft[];
  last: LastNumbers;
  downloaded: string[];
}

/**
 * Reads what this browser keeps. `schema` (model/draft-schema.ts) is loaded only when there are saved
 * drafts or a profile to check; without it there is nothing to read but the numbers.
 */
export function readStored(
  storage: Storage | null,
  schema: typeof import('../model/draft-schema') | null,
  language: 'en' | 'es',
): Stored {
  const read = schema?.readDraft ?? null;
  const profile = storage && schema ? loadProfile(storage, schema.readProfile) : null;
  const stored = storage && read ? currentDraft(storage, read) : null;
  const all = storage && read ? readDrafts(storage, read) : { drafts: [], unreadable: [] };
  const last = Object.fromEntries(
    documentKinds.map((k) => [k, storage ? lastNumber(storage, k) : null]),
  ) as LastNumbers;
  const downloaded = storage ? downloadedNumbers(storage) : [];
  const used = usedNumbers(
    all.drafts.map((d) => d.number),
    downloaded,
    last,
  );
  const draft =
    stored ??
    emptyDraft(
      today(),
      nextFreeNumber(used, last.invoice, new Date().getFullYear(), language),
      language,
      profile,
    );
  return { draft, profile, drafts: all.drafts, unreadable: all.unreadable, last, downloaded };
}
