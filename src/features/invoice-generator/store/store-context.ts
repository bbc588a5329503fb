import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { DocumentKind, Draft, Profile } from '../model/draft';
import type { Flag } from '../model/field-limits';
import type { Backend, LastNumbers, StoredDocument } from './database';
import type { UnreadableDraft } from './storage';

/**
 * What the draft store (store/useDraftStore.ts) hands to its actions kept apart
 * (store/document-actions.ts, loaded on demand with the storage code): the refs that hold the
 * store's truth between renders and the setters that show it. Types only.
 */

export type StorageProblem = 'full' | 'unavailable' | 'conflict' | 'chunk' | null;

/** The storage code and the draft format's rules, loaded after the page starts, and the database. */
export interface OpenedStorage {
  database: typeof import('./database');
  schema: typeof import('../model/draft-schema');
  backend: Backend;
  channel: BroadcastChannel | null;
}

/** A document deleted a moment ago, which "Undo" puts back. */
export interface Deleted {
  draft: Draft;
  wasCurrent: boolean;
}

export interface StoreContext {
  /** The draft as last changed, read without waiting for a render. */
  current: RefObject<Draft>;
  /** Whether `current` holds changes not yet written. */
  pending: RefObject<boolean>;
  problem: RefObject<StorageProblem>;
  /** The version of each document this tab last read or wrote (compare-and-set). */
  versions: RefObject<Map<string, number>>;
  flagsById: RefObject<Map<string, Flag[]>>;
  /** The saved list as last shown. */
  savedList: RefObject<Draft[]>;
  profile: RefObject<Profile | null>;
  /** The numbers of the saved documents (by id) and of the PDFs downloaded. */
  numbers: RefObject<{ saved: Map<string, string>; downloaded: string[] }>;
  /** Whether persistent storage was asked for (once). */
  asked: RefObject<boolean>;
  /** Invoice status writes, one at a time. */
  statusWrites: RefObject<Promise<void>>;
  /** After a receipt is written, deleted or put back: its invoice's status follows. */
  paymentsChanged: RefObject<(receipt: Draft | null) => void>;
  show(d: Draft, changed: boolean): void;
  setProblem(p: StorageProblem): void;
  setList(list: Draft[]): void;
  /** The saved list with one document written (or removed). */
  listed(d: Draft | null, removedId?: string): void;
  setSavedOk(ok: boolean): void;
  setConflict(c: StoredDocument | null): void;
  setDeleted(d: Deleted | null): void;
  setUnreadable: Dispatch<SetStateAction<UnreadableDraft[]>>;
  setProfile(p: Profile | null): void;
  setLast(last: LastNumbers): void;
  setPersisted(persisted: boolean): void;
  /** Writes the open draft now if it has changes; true when it is saved. */
  flush(): Promise<boolean>;
  /** Drops the write due (the open document was deleted). */
  cancelSave(): void;
  /** A new document of a kind, numbered and with the profile's details. */
  fresh(kind?: DocumentKind): Draft;
  /** The next number of a kind's sequence (see the hook's `nextNumber`). */
  nextNumber(kind?: DocumentKind, after?: string, except?: string): string;
  /** Changes the open document (saved 400 ms after the last change). */
  update(change: Partial<Draft>): void;
}
