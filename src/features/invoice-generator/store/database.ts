import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { documentKinds, type DocumentKind, type Draft, type Profile } from '../model/draft';
import {
  failure,
  type Backend,
  type Kept,
  type LastNumbers,
  type Snapshot,
  type StoredDocument,
} from './backend';
import { LocalBackend } from './local-backend';
import {
  blobToDataUrl,
  dataUrlToBlob,
  isRecord,
  logoKey,
  sameJson,
  splitLogo,
} from './stored-values';
import {
  currentId,
  downloadedNumbers,
  formerKeys,
  lastNumber,
  memoryStorage,
  rawDrafts,
  rawProfile,
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

export * from './backend';
export { logoKey, sameJson } from './stored-values';
export { localBackend } from './local-backend';
export { firstDocument, readSnapshot, restoreInto } from './snapshot';

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
