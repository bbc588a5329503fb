import type { DocumentKind, Draft, Profile } from '../model/draft';
import type { WriteResult } from './storage';

/**
 * What a place that keeps the generator's documents does (store/database.ts: IndexedDB;
 * store/local-backend.ts: localStorage or memory), and what it answers.
 */

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

/** Why a write failed: storage full, or anything else. */
export function failure(error: unknown): { ok: false; reason: 'full' | 'unavailable' } {
  const name = (error as { name?: string } | null)?.name;
  const full = name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
  return { ok: false, reason: full ? 'full' : 'unavailable' };
}
