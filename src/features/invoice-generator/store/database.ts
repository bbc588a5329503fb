import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import {
  documentKinds,
  emptyDraft,
  type Backup,
  type DocumentKind,
  type Draft,
  type Flag,
  type Profile,
} from '../model/draft';
import { nextFreeNumber } from '../model/numbering';
import { freshRows, withFreshIds } from './collection';
import { today, usedNumbers } from './restore';
import {
  currentId,
  deleteDraft,
  downloadedNumbers,
  forgetProfile,
  formerKeys,
  lastNumber,
  makeCurrent,
  memoryStorage,
  rawDrafts,
  rawProfile,
  rememberNumber,
  saveDraft,
  saveProfile,
  type UnreadableDraft,
  type WriteResult,
} from './storage';
import { MOVED_KEY } from './browser';

/** The payments of each invoice (its receipts), loaded with the store. */
export * as payments from '../model/payments';

/**
 * Where the generator keeps what the visitor makes (docs/decisions/invoice-generator.md, "Drafts
 * and files"): IndexedDB through `idb`, loaded after the page starts (store/useDraftStore.ts
 * imports this module on demand). Documents, the profile, the numbers downloaded and the logo,
 * kept once as a Blob that documents name. Each document has a version: a write names the version
 * it was made from and is refused, in the same transaction, when another tab wrote since.
 * Where IndexedDB cannot be opened, localStorage (the former format), else this tab's memory.
 */

export const DATABASE = 'invoxa-invoice-generator';
export const CHANNEL = 'invoxa.invoice-generator';

export type LastNumbers = Record<DocumentKind, string | null>;

/** A stored document: its value (the draft's JSON, the logo put back) or its text if damaged. */
export interface StoredDocument {
  id: string;
  version: number;
  value: unknown;
  /** The entry's text when it was not JSON (moved from localStorage as it was). */
  raw?: string;
}

export interface Snapshot {
  documents: StoredDocument[];
  profile: unknown;
  current: string | null;
  downloaded: string[];
  last: LastNumbers;
}

export type Kept =
  | { ok: true; version: number }
  | { ok: false; reason: 'full' | 'unavailable' }
  | { ok: false; reason: 'conflict'; stored: StoredDocument | null };

export interface Backend {
  kind: 'indexeddb' | 'localStorage' | 'memory';
  read(): Promise<Snapshot>;
  get(id: string): Promise<StoredDocument | null>;
  /** Writes a document made from version `expected` (0: new); refused if another was written. */
  put(draft: Draft, expected: number): Promise<Kept>;
  remove(id: string): Promise<WriteResult>;
  setCurrent(id: string): Promise<WriteResult>;
  putProfile(profile: Profile | null): Promise<WriteResult>;
  rememberNumber(number: string, kind: DocumentKind): Promise<WriteResult>;
}

interface DocumentRecord {
  id: string;
  version: number;
  /** The draft's JSON without its logo (null for a damaged entry kept as `raw`). */
  value: unknown;
  /** The key of the logo in `logos`. */
  logo?: string;
  raw?: string;
}

interface GeneratorDB extends DBSchema {
  documents: { key: string; value: DocumentRecord };
  logos: { key: string; value: Blob };
  meta: { key: string; value: unknown };
}

const MAX_DOWNLOADED = 1_000;

/** Why a write failed: storage full, or anything else. */
export function failure(error: unknown): { ok: false; reason: 'full' | 'unavailable' } {
  const name = (error as { name?: string } | null)?.name;
  const full = name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
  return { ok: false, reason: full ? 'full' : 'unavailable' };
}

/** A logo's key: its length and a 53-bit hash of its text, so the same logo is kept once. */
export function logoKey(dataUrl: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < dataUrl.length; i++) {
    const c = dataUrl.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `logo-${dataUrl.length}-${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

function dataUrlToBlob(url: string): Blob {
  const comma = url.indexOf(',');
  const type = /^data:([^;,]+)/.exec(url)?.[1] ?? 'application/octet-stream';
  const binary = atob(url.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type};base64,${btoa(binary)}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value's logo apart (a data: URL becomes a Blob kept once), the rest as it is. */
function splitLogo(value: unknown): { rest: unknown; logo?: string } {
  if (!isRecord(value) || typeof value.logo !== 'string' || !value.logo.startsWith('data:'))
    return { rest: value };
  const { logo, ...rest } = value;
  return { rest, logo: logo as string };
}

/** Deep equality of JSON values (the copy check of the move from localStorage). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    const other = Object.keys(b).filter((k) => b[k] !== undefined);
    return keys.length === other.length && keys.every((k) => sameJson(a[k], b[k]));
  }
  return false;
}

class IndexedBackend implements Backend {
  readonly kind = 'indexeddb' as const;
  /** Logos read, by key (a Blob read once per page). */
  private logos = new Map<string, string>();
  constructor(private db: IDBPDatabase<GeneratorDB>) {}

  private async withLogo(record: DocumentRecord | undefined | null): Promise<unknown> {
    if (!record?.logo || !isRecord(record.value)) return record?.value;
    let url = this.logos.get(record.logo);
    if (!url) {
      const blob = await this.db.get('logos', record.logo);
      if (!blob) return record.value;
      url = await blobToDataUrl(blob);
      this.logos.set(record.logo, url);
    }
    return { ...record.value, logo: url };
  }

  private async stored(record: DocumentRecord): Promise<StoredDocument> {
    return {
      id: record.id,
      version: record.version,
      value: await this.withLogo(record),
      ...(record.raw !== undefined ? { raw: record.raw } : {}),
    };
  }

  async read(): Promise<Snapshot> {
    const tx = this.db.transaction(['documents', 'meta'], 'readonly');
    const [records, profile, current, downloaded, last] = await Promise.all([
      tx.objectStore('documents').getAll(),
      tx.objectStore('meta').get('profile'),
      tx.objectStore('meta').get('current'),
      tx.objectStore('meta').get('downloaded'),
      tx.objectStore('meta').get('last'),
    ]);
    await tx.done;
    const documents = await Promise.all(records.map((r) => this.stored(r)));
    return {
      documents,
      profile: profile ? await this.withLogo(profile as DocumentRecord) : null,
      current: typeof current === 'string' ? current : null,
      downloaded: Array.isArray(downloaded) ? (downloaded as string[]) : [],
      last: { invoice: null, quote: null, receipt: null, ...(last as Partial<LastNumbers>) },
    };
  }

  async get(id: string): Promise<StoredDocument | null> {
    const record = await this.db.get('documents', id);
    return record ? this.stored(record) : null;
  }

  async put(draft: Draft, expected: number): Promise<Kept> {
    const { rest, logo } = splitLogo(draft);
    const ref = logo ? logoKey(logo) : undefined;
    try {
      const tx = this.db.transaction(['documents', 'logos'], 'readwrite');
      const done = tx.done;
      done.catch(() => {});
      const documents = tx.objectStore('documents');
      const stored = await documents.get(draft.id);
      // Compare-and-set: another tab wrote this document since this one read it.
      if (stored && stored.version !== expected) {
        await done;
        return { ok: false, reason: 'conflict', stored: await this.get(draft.id) };
      }
      if (ref && logo && !(await tx.objectStore('logos').getKey(ref))) {
        await tx.objectStore('logos').put(dataUrlToBlob(logo), ref);
        this.logos.set(ref, logo);
      }
      const version = Math.max(stored?.version ?? 0, expected) + 1;
      await documents.put({ id: draft.id, version, value: rest, ...(ref ? { logo: ref } : {}) });
      await done;
      return { ok: true, version };
    } catch (error) {
      return failure(error);
    }
  }

  async remove(id: string): Promise<WriteResult> {
    try {
      const tx = this.db.transaction(['documents', 'meta'], 'readwrite');
      await tx.objectStore('documents').delete(id);
      if ((await tx.objectStore('meta').get('current')) === id)
        await tx.objectStore('meta').delete('current');
      await tx.done;
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  }

  private async meta(key: string, value: unknown): Promise<WriteResult> {
    try {
      if (value === null) await this.db.delete('meta', key);
      else await this.db.put('meta', value, key);
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  }

  setCurrent(id: string) {
    return this.meta('current', id);
  }

  async putProfile(profile: Profile | null): Promise<WriteResult> {
    if (!profile) return this.meta('profile', null);
    const { rest, logo } = splitLogo(profile);
    const ref = logo ? logoKey(logo) : undefined;
    try {
      const tx = this.db.transaction(['meta', 'logos'], 'readwrite');
      if (ref && logo && !(await tx.objectStore('logos').getKey(ref)))
        await tx.objectStore('logos').put(dataUrlToBlob(logo), ref);
      await tx.objectStore('meta').put({ value: rest, ...(ref ? { logo: ref } : {}) }, 'profile');
      await tx.done;
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  }

  async rememberNumber(number: string, kind: DocumentKind): Promise<WriteResult> {
    try {
      const tx = this.db.transaction('meta', 'readwrite');
      const meta = tx.objectStore('meta');
      const known = ((await meta.get('downloaded')) as string[] | undefined) ?? [];
      const last = ((await meta.get('last')) as Partial<LastNumbers> | undefined) ?? {};
      await meta.put(
        [...known.filter((n) => n !== number), number].slice(-MAX_DOWNLOADED),
        'downloaded',
      );
      await meta.put({ ...last, [kind]: number }, 'last');
      await tx.done;
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  }

  /**
   * Copies the former localStorage entries (documents, profile, current, numbers) into the
   * database, never over a document already there, reads the copy back and compares it; only
   * then are the former keys removed. Returns whether they were (false: kept, tried next time).
   */
  async moveFrom(storage: Storage): Promise<boolean> {
    const keys = formerKeys(storage);
    if (keys.length === 0) return true;
    const drafts = rawDrafts(storage).map(({ id, raw }) => {
      try {
        return { id, raw, value: JSON.parse(raw) as unknown };
      } catch {
        return { id, raw, value: undefined };
      }
    });
    const profileText = rawProfile(storage);
    let profile: unknown = null;
    try {
      profile = profileText ? JSON.parse(profileText) : null;
    } catch {
      profile = null;
    }
    const downloaded = downloadedNumbers(storage);
    const last = Object.fromEntries(documentKinds.map((k) => [k, lastNumber(storage, k)]));
    const current = currentId(storage);
    try {
      const tx = this.db.transaction(['documents', 'logos', 'meta'], 'readwrite');
      const documents = tx.objectStore('documents');
      const logos = tx.objectStore('logos');
      const meta = tx.objectStore('meta');
      for (const d of drafts) {
        if (await documents.getKey(d.id)) continue;
        if (d.value === undefined) {
          await documents.put({ id: d.id, version: 1, value: null, raw: d.raw });
          continue;
        }
        const { rest, logo } = splitLogo(d.value);
        const ref = logo ? logoKey(logo) : undefined;
        if (ref && logo && !(await logos.getKey(ref))) await logos.put(dataUrlToBlob(logo), ref);
        await documents.put({ id: d.id, version: 1, value: rest, ...(ref ? { logo: ref } : {}) });
      }
      if (profile !== null && !(await meta.get('profile'))) {
        const { rest, logo } = splitLogo(profile);
        const ref = logo ? logoKey(logo) : undefined;
        if (ref && logo && !(await logos.getKey(ref))) await logos.put(dataUrlToBlob(logo), ref);
        await meta.put({ value: rest, ...(ref ? { logo: ref } : {}) }, 'profile');
      }
      const known = ((await meta.get('downloaded')) as string[] | undefined) ?? [];
      await meta.put([...new Set([...downloaded, ...known])].slice(-MAX_DOWNLOADED), 'downloaded');
      const kept = ((await meta.get('last')) as Partial<LastNumbers> | undefined) ?? {};
      const merged = Object.fromEntries(documentKinds.map((k) => [k, kept[k] ?? last[k] ?? null]));
      await meta.put(merged, 'last');
      if (current && !(await meta.get('current'))) await meta.put(current, 'current');
      await tx.done;
    } catch {
      return false;
    }
    // Read back and compared: every document, the profile, every number.
    const copy = await this.read();
    const byId = new Map(copy.documents.map((d) => [d.id, d]));
    const documentsKept = drafts.every((d) => {
      const stored = byId.get(d.id);
      if (!stored) return false;
      // Edited in this browser since an earlier copy: the newer version is the one to keep.
      if (stored.version > 1) return true;
      return d.value === undefined ? stored.raw === d.raw : sameJson(stored.value, d.value);
    });
    const profileKept = profile === null || copy.profile !== null;
    const numbersKept =
      downloaded.every((n) => copy.downloaded.includes(n)) &&
      documentKinds.every((k) => !last[k] || copy.last[k] !== null);
    if (!(documentsKept && profileKept && numbersKept)) return false;
    try {
      storage.setItem(MOVED_KEY, '1');
      for (const key of keys) storage.removeItem(key);
    } catch {
      // The marker could not be written: the keys stay, and are copied (skipped) next time.
    }
    return true;
  }
}

/** The former format, in localStorage (or memory): where IndexedDB cannot be opened. */
class LocalBackend implements Backend {
  private versions = new Map<string, number>();
  constructor(
    private storage: Storage,
    readonly kind: 'localStorage' | 'memory',
  ) {}

  private stored(id: string, raw: string): StoredDocument {
    const version = this.versions.get(id) ?? 1;
    try {
      return { id, version, value: JSON.parse(raw) };
    } catch {
      return { id, version, value: null, raw };
    }
  }

  async read(): Promise<Snapshot> {
    const profileText = rawProfile(this.storage);
    let profile: unknown = null;
    try {
      profile = profileText ? JSON.parse(profileText) : null;
    } catch {
      profile = null;
    }
    return {
      documents: rawDrafts(this.storage).map(({ id, raw }) => this.stored(id, raw)),
      profile,
      current: currentId(this.storage),
      downloaded: downloadedNumbers(this.storage),
      last: Object.fromEntries(
        documentKinds.map((k) => [k, lastNumber(this.storage, k)]),
      ) as LastNumbers,
    };
  }

  async get(id: string) {
    return (await this.read()).documents.find((d) => d.id === id) ?? null;
  }

  async put(draft: Draft, expected: number): Promise<Kept> {
    const result = saveDraft(this.storage, draft, false);
    if (!result.ok) return result;
    const version = Math.max(this.versions.get(draft.id) ?? 0, expected) + 1;
    this.versions.set(draft.id, version);
    return { ok: true, version };
  }

  async remove(id: string): Promise<WriteResult> {
    deleteDraft(this.storage, id);
    return { ok: true };
  }

  async setCurrent(id: string) {
    return makeCurrent(this.storage, id);
  }

  async putProfile(profile: Profile | null): Promise<WriteResult> {
    if (!profile) {
      forgetProfile(this.storage);
      return { ok: true };
    }
    return saveProfile(this.storage, profile);
  }

  async rememberNumber(number: string, kind: DocumentKind) {
    return rememberNumber(this.storage, number, kind);
  }
}

export interface Opened {
  backend: Backend;
  /** The former localStorage entries were moved (or there were none); false: kept for next time. */
  moved: boolean;
}

/**
 * Opens the database and moves the former localStorage entries into it; where IndexedDB cannot be
 * opened (a private window of some browsers, a policy), keeps to localStorage, else memory.
 */
export async function openBackend(storage: Storage | null): Promise<Opened> {
  try {
    if (!globalThis.indexedDB) throw new Error('no IndexedDB');
    const db = await openDB<GeneratorDB>(DATABASE, 1, {
      upgrade(database) {
        database.createObjectStore('documents', { keyPath: 'id' });
        database.createObjectStore('logos');
        database.createObjectStore('meta');
      },
    });
    const backend = new IndexedBackend(db);
    const moved = storage ? await backend.moveFrom(storage) : true;
    return { backend, moved };
  } catch {
    return storage
      ? { backend: new LocalBackend(storage, 'localStorage'), moved: false }
      : { backend: new LocalBackend(memoryStorage(), 'memory'), moved: false };
  }
}

/** The fallback alone (tests, and a store told IndexedDB is out of reach). */
export const localBackend = (storage: Storage | null): Backend =>
  storage ? new LocalBackend(storage, 'localStorage') : new LocalBackend(memoryStorage(), 'memory');

const byRecent = (a: Draft, b: Draft) => b.updatedAt.localeCompare(a.updatedAt);

/**
 * What a snapshot holds, read with the draft format's rules (a bad field flagged, not refused);
 * here, not in the hook, so it loads on demand with the rest of the storage code.
 */
export function readSnapshot(snapshot: Snapshot, schema: typeof import('../model/draft-schema')) {
  const drafts: Draft[] = [];
  const unreadable: UnreadableDraft[] = [];
  const flags = new Map<string, Flag[]>();
  const versions = new Map<string, number>();
  for (const d of snapshot.documents) {
    const read = d.raw === undefined ? schema.readStoredDraft(d.value) : null;
    if (!read) {
      unreadable.push({ id: d.id, raw: d.raw ?? JSON.stringify(d.value) });
      continue;
    }
    drafts.push(read.draft);
    versions.set(d.id, d.version);
    if (read.flagged.length) flags.set(d.id, read.flagged);
  }
  drafts.sort(byRecent);
  unreadable.sort((a, b) => a.id.localeCompare(b.id));
  const profile = snapshot.profile === null ? null : schema.readProfile(snapshot.profile);
  return { drafts, unreadable, flags, versions, profile };
}

type Read = ReturnType<typeof readSnapshot>;

/**
 * The document a returning visitor's page opens with: the edits written as the page was left
 * last time (`unsavedText`, store/storage.ts UNSAVED_KEY; kept as a copy if another tab saved that
 * document since), else the one shown last, else the most recent, else a new invoice numbered
 * after those used. `changed`: it holds edits to write.
 */
export function firstDocument(
  all: Read,
  snapshot: Snapshot,
  unsavedText: string | null | undefined,
  schema: typeof import('../model/draft-schema'),
  language: 'en' | 'es',
): { draft: Draft; changed: boolean } {
  let unsaved: { draft: Draft; version: number } | null = null;
  try {
    const parsed = unsavedText
      ? (JSON.parse(unsavedText) as { draft: unknown; version: number })
      : null;
    const read = parsed ? schema.readStoredDraft(parsed.draft) : null;
    if (parsed && read) unsaved = { draft: read.draft, version: parsed.version };
  } catch {
    unsaved = null;
  }
  if (unsaved) {
    const stored = all.versions.get(unsaved.draft.id) ?? 0;
    const draft = stored === unsaved.version ? unsaved.draft : withFreshIds(unsaved.draft);
    return { draft, changed: true };
  }
  const shown = all.drafts.find((x) => x.id === snapshot.current) ?? all.drafts[0];
  if (shown) return { draft: shown, changed: false };
  const used = usedNumbers(
    all.drafts.map((x) => x.number),
    snapshot.downloaded,
    snapshot.last,
  );
  const year = new Date().getFullYear();
  return {
    draft: emptyDraft(
      today(),
      nextFreeNumber(used, snapshot.last.invoice, year, language),
      language,
      all.profile,
    ),
    changed: false,
  };
}

/**
 * Restores a backup file: each document keeps its id (restoring twice adds nothing) with fresh
 * line ids, and replaces a saved one only if it was changed later; after the first failed write
 * the rest are counted as not written. The profile is written only if every document was.
 */
export async function restoreInto(
  backend: Backend,
  channel: BroadcastChannel | null,
  versions: Map<string, number>,
  file: Backup,
  known: Draft[],
): Promise<{ written: number; failed: number; problem: 'full' | 'unavailable' | null }> {
  const byId = new Map(known.map((d) => [d.id, d]));
  let written = 0;
  let failed = 0;
  let problem: 'full' | 'unavailable' | null = null;
  for (const d of file.documents) {
    const existing = byId.get(d.id);
    if (existing && existing.updatedAt >= d.updatedAt) continue;
    if (failed > 0) {
      failed++;
      continue;
    }
    const result = await backend.put(freshRows(d), versions.get(d.id) ?? 0);
    if (!result.ok) {
      if (result.reason !== 'conflict') problem = result.reason;
      failed++;
      continue;
    }
    versions.set(d.id, result.version);
    channel?.postMessage({ id: d.id, version: result.version });
    written++;
  }
  if (file.profile && failed === 0) {
    const result = await backend.putProfile(file.profile);
    if (!result.ok) problem = result.reason;
  }
  return { written, failed, problem };
}
