import { documentKinds, type DocumentKind, type Draft, type Profile } from '../model/draft';
import type { Backend, Kept, LastNumbers, Snapshot, StoredDocument } from './backend';
import {
  currentId,
  deleteDraft,
  downloadedNumbers,
  forgetProfile,
  lastNumber,
  makeCurrent,
  memoryStorage,
  rawDrafts,
  rawProfile,
  rememberNumber,
  saveDraft,
  saveProfile,
  type WriteResult,
} from './storage';

/** The former format, in localStorage (or memory): where IndexedDB cannot be opened. */
export class LocalBackend implements Backend {
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

/** The fallback alone (tests, and a store told IndexedDB is out of reach). */
export const localBackend = (storage: Storage | null): Backend =>
  storage ? new LocalBackend(storage, 'localStorage') : new LocalBackend(memoryStorage(), 'memory');
