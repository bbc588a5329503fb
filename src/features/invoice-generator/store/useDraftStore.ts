'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  emptyDraft,
  kindOf,
  profileOf,
  type Backup,
  type DocumentKind,
  type DocumentStatus,
  type Draft,
  type Flag,
  type Profile,
} from '../model/draft';
import { browserStorage, mayHoldDocuments, MOVED_KEY, UNSAVED_KEY } from './browser';
import type { UnreadableDraft } from './storage';
import { followUp, withFreshIds } from './collection';
import { nextFreeNumber } from '../model/numbering';
import { noNumbers, placeholder, today, usedNumbers, type LastNumbers } from './restore';
import type { Backend, StoredDocument } from './database';
import { Autosave } from './autosave';

/**
 * The draft store of the generator: the draft being edited and the ones saved in this browser
 * (store/database.ts: IndexedDB, loaded after the page starts). A change is saved 400 ms after the
 * last keystroke (store/autosave.ts), and at once (`flush`) before anything that leaves the draft
 * (download, new, open, duplicate, import), when the page is hidden or left, and when the
 * generator unmounts (a site link). "Saved" is shown only after a write succeeded; a write that
 * failed (storage full, no storage, another tab's newer version, the storage code not loaded)
 * keeps the document open: New, Open, Duplicate and Import do nothing until it is saved or
 * exported. Another tab's save is told through a BroadcastChannel.
 */

const SAVE_DELAY_MS = 400;

export type StorageProblem = 'full' | 'unavailable' | 'conflict' | 'chunk' | null;

type Modules = {
  database: typeof import('./database');
  schema: typeof import('../model/draft-schema');
};

interface Connection extends Modules {
  backend: Backend;
  channel: BroadcastChannel | null;
}

/** A document deleted a moment ago, which "Undo" puts back. */
export interface Deleted {
  draft: Draft;
  wasCurrent: boolean;
}

/** Each saved document's number, by id. */
const numbersById = (drafts: Draft[]) => new Map(drafts.map((d) => [d.id, d.number]));
const byRecent = (a: Draft, b: Draft) => b.updatedAt.localeCompare(a.updatedAt);

export function useDraftStore(pageLanguage: 'en' | 'es') {
  const [draft, setDraftState] = useState<Draft>(() => placeholder(pageLanguage));
  const [loaded, setLoaded] = useState(false);
  /** The open document's last write succeeded (and none failed since). */
  const [savedOk, setSavedOk] = useState(false);
  const [saved, setSaved] = useState<Draft[]>([]);
  const [unreadable, setUnreadable] = useState<UnreadableDraft[]>([]);
  /** The last number downloaded of each document (each has its own sequence). */
  const [last, setLast] = useState<LastNumbers>(noNumbers);
  const [problem, setProblemState] = useState<StorageProblem>(null);
  /** Where documents are kept: IndexedDB, or the fallbacks (said near the saved list). */
  const [kept, setKept] = useState<Backend['kind'] | null>(null);
  /** The browser's answer to `navigator.storage.persist()`, once asked. */
  const [persisted, setPersisted] = useState<boolean | null>(null);
  /** The newer version another tab saved of the open document, when this tab's save was stale. */
  const [conflict, setConflict] = useState<StoredDocument | null>(null);
  const [flags, setFlags] = useState<Flag[]>([]);
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  /** The payments of each invoice (model/payments.ts), once the storage code is loaded. */
  const [payments, setPayments] = useState<Modules['database']['payments'] | null>(null);
  /** The visitor's details kept in this browser: every new document starts from them. */
  const [profile, setProfile] = useState<Profile | null>(null);
  const profileRef = useRef<Profile | null>(null);
  /** The draft as last changed, read by `flush` without waiting for a render. */
  const current = useRef(draft);
  /** Whether `current` holds changes not yet written. */
  const pending = useRef(false);
  const problemRef = useRef<StorageProblem>(null);
  /** The version of each document this tab last read or wrote (compare-and-set). */
  const versions = useRef(new Map<string, number>());
  const flagsById = useRef(new Map<string, Flag[]>());
  /** Whether this browser's drafts have been read (nothing is written before). */
  const ready = useRef(false);
  /**
   * Changes made before the drafts were read (a preset or a new line clicked while the page was
   * still loading): applied again to the draft restored, so an early click is never lost.
   */
  const early = useRef<((d: Draft) => Partial<Draft>)[]>([]);
  const readyWaiters = useRef<(() => void)[]>([]);
  /** The numbers of the saved documents (by id) and of the PDFs downloaded: never proposed again. */
  const numbers = useRef({ saved: new Map<string, string>(), downloaded: [] as string[] });
  const connection = useRef<Promise<Connection | null> | null>(null);
  const asked = useRef(false);
  /** After a receipt is written, deleted or put back: its invoice's status follows (below). */
  const paymentsChanged = useRef<(receipt: Draft | null) => void>(() => {});
  const statusWrites = useRef(Promise.resolve());

  const setProblem = useCallback((p: StorageProblem) => {
    problemRef.current = p;
    setProblemState(p);
  }, []);

  const show = useCallback((d: Draft, changed: boolean) => {
    current.current = d;
    pending.current = changed;
    setDraftState(d);
    setFlags(flagsById.current.get(d.id) ?? []);
    if (!changed) setSavedOk(false);
  }, []);

  /** The saved list, kept in step with the numbers it holds (read at once by `nextNumber`). */
  const savedRef = useRef<Draft[]>([]);
  const setList = useCallback((list: Draft[]) => {
    savedRef.current = list;
    numbers.current.saved = numbersById(list);
    setSaved(list);
  }, []);

  /** The saved list with one document written (or removed), without reading them all again. */
  const listed = useCallback(
    (d: Draft | null, removedId?: string) => {
      const others = savedRef.current.filter((s) => s.id !== (d?.id ?? removedId));
      setList(d ? [d, ...others].sort(byRecent) : others);
    },
    [setList],
  );

  /**
   * The storage code (store/database.ts with idb) and the draft format's rules, loaded after the
   * page starts, and the database opened. Null when a chunk could not be loaded (`retry`).
   */
  const connect = useCallback(() => {
    connection.current ??= Promise.all([import('./database'), import('../model/draft-schema')])
      .then(async ([database, schema]) => {
        const { backend } = await database.openBackend(browserStorage());
        const channel =
          typeof BroadcastChannel === 'function' ? new BroadcastChannel(database.CHANNEL) : null;
        setKept(backend.kind);
        setPayments(database.payments);
        if (backend.kind === 'indexeddb')
          void navigator.storage
            ?.persisted?.()
            .then((p) => p && setPersisted(true))
            .catch(() => {});
        return { database, schema, backend, channel };
      })
      .catch(() => {
        connection.current = null;
        setProblem('chunk');
        // Whoever waits for the documents (a download) is told now: it fails, never hangs.
        for (const resolve of readyWaiters.current.splice(0)) resolve();
        return null;
      });
    return connection.current;
  }, [setProblem]);

  /** Writes the open draft if it has changes; true when nothing is left unsaved. */
  const write = useCallback(async (): Promise<boolean> => {
    // Before the first read nothing is written; if the storage code never came, nothing can be.
    if (!ready.current) return problemRef.current !== 'chunk';
    if (!pending.current) return true;
    if (problemRef.current === 'conflict') return false;
    const c = await connect();
    if (!c) return false;
    const d = current.current;
    pending.current = false;
    const result = await c.backend.put(d, versions.current.get(d.id) ?? 0);
    if (!result.ok) {
      pending.current = true;
      setSavedOk(false);
      if (result.reason === 'conflict') {
        setConflict(result.stored);
        setProblem('conflict');
      } else setProblem(result.reason);
      return false;
    }
    versions.current.set(d.id, result.version);
    c.channel?.postMessage({ id: d.id, version: result.version });
    void c.backend.setCurrent(d.id);
    const storage = browserStorage();
    try {
      if (c.backend.kind === 'indexeddb') storage?.setItem(MOVED_KEY, '1');
      const unsaved = storage?.getItem(UNSAVED_KEY);
      if (unsaved && (JSON.parse(unsaved) as { draft?: Draft }).draft?.id === d.id)
        storage?.removeItem(UNSAVED_KEY);
    } catch {
      // The marker is a hint for the next start; the document is saved either way.
    }
    if (problemRef.current !== null) setProblem(null);
    if (current.current.id === d.id) setSavedOk(true);
    listed(d);
    paymentsChanged.current(d);
    // Asked once, when the first document is kept: the answer is shown near the saved list.
    if (!asked.current && c.backend.kind === 'indexeddb' && navigator.storage?.persist) {
      asked.current = true;
      void navigator.storage
        .persist()
        .then(setPersisted)
        .catch(() => setPersisted(false));
    }
    return !pending.current;
  }, [connect, listed, setProblem]);

  const [autosave] = useState(() => new Autosave(SAVE_DELAY_MS));
  useEffect(() => autosave.use(write), [autosave, write]);
  /** Writes the current draft now if it has unsaved changes; true when it is saved. */
  const flush = useCallback(() => autosave.flush(), [autosave]);

  /** Reads everything kept, with the rules; the open document restored unless `keepOpen`. */
  const readAll = useCallback(async (c: Connection) => {
    const all = c.database.readSnapshot(await c.backend.read(), c.schema);
    versions.current = all.versions;
    flagsById.current = all.flags;
    return all;
  }, []);

  /** Another tab saved or deleted a document: the list follows; the open one is compared. */
  const onOtherTab = useCallback(
    async (c: Connection, message: { id: string; version: number }) => {
      const stored = await c.backend.get(message.id);
      const read =
        stored && stored.raw === undefined ? c.schema.readStoredDraft(stored.value) : null;
      if (read && stored) listed(read.draft);
      else if (!stored) listed(null, message.id);
      if (message.id !== current.current.id || !stored || !read) return;
      if (stored.version <= (versions.current.get(message.id) ?? 0)) return;
      if (!pending.current) {
        // Nothing typed here since: the other tab's version is shown.
        versions.current.set(message.id, stored.version);
        flagsById.current.set(message.id, read.flagged);
        show(read.draft, false);
        setSavedOk(true);
        return;
      }
      setConflict(stored);
      setProblem('conflict');
    },
    [listed, show, setProblem],
  );

  // Read this browser's documents once, after the first render (the server has none).
  useEffect(() => {
    let live = true;
    const storage = browserStorage();
    const waits = mayHoldDocuments(storage);
    const finish = (d: Draft, changed: boolean) => {
      current.current = d;
      pending.current = changed;
      ready.current = true;
      for (const resolve of readyWaiters.current.splice(0)) resolve();
      startTransition(() => {
        setDraftState(d);
        setFlags(flagsById.current.get(d.id) ?? []);
        setLoaded(true);
      });
      if (changed) autosave.schedule();
    };
    const applyEarly = (d: Draft) => {
      for (const change of early.current) d = { ...d, ...change(d) };
      const changed = early.current.length > 0;
      early.current = [];
      return { d, changed };
    };
    if (!waits) {
      // A first visit: nothing to read, the blank invoice at once; the storage code comes after.
      const { d, changed } = applyEarly(
        emptyDraft(
          today(),
          nextFreeNumber([], null, new Date().getFullYear(), pageLanguage),
          pageLanguage,
        ),
      );
      finish(d, changed);
    }
    void connect().then(async (c) => {
      if (!c || !live) return;
      const snapshot = await c.backend.read();
      const all = c.database.readSnapshot(snapshot, c.schema);
      if (!live) return;
      versions.current = all.versions;
      flagsById.current = all.flags;
      profileRef.current = all.profile;
      numbers.current.downloaded = snapshot.downloaded;
      savedRef.current = all.drafts;
      numbers.current.saved = numbersById(all.drafts);
      startTransition(() => {
        setList(all.drafts);
        setUnreadable(all.unreadable);
        setLast(snapshot.last);
        setProfile(all.profile);
      });
      c.channel?.addEventListener(
        'message',
        (event: MessageEvent<{ id: string; version: number }>) => void onOtherTab(c, event.data),
      );
      if (!waits) return;
      // Edits written as the page was left last time (pagehide), not yet in the database.
      const unsavedText = storage?.getItem(UNSAVED_KEY);
      const first = c.database.firstDocument(all, snapshot, unsavedText, c.schema, pageLanguage);
      const d = first.draft;
      const changed = first.changed;
      const withEarly = applyEarly(d);
      finish(withEarly.d, changed || withEarly.changed);
      if (first.changed) void autosave.flush();
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page language
  }, [pageLanguage, connect, readAll]);

  // Leaving the page, or hiding it (a phone switching apps), saves what is pending; as the page
  // is left, the edits are also written to localStorage at once, in case the write cannot end.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onLeave = () => {
      if (pending.current && ready.current)
        try {
          const d = current.current;
          browserStorage()?.setItem(
            UNSAVED_KEY,
            JSON.stringify({ draft: d, version: versions.current.get(d.id) ?? 0 }),
          );
        } catch {
          // Full or blocked: the database write begun below is all there is.
        }
      void flush();
    };
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [flush]);

  /** Changes the draft being edited; it is saved 400 ms after the last change. */
  const update = useCallback(
    (change: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => {
      if (!ready.current) early.current.push(typeof change === 'function' ? change : () => change);
      const d = current.current;
      show(
        {
          ...d,
          ...(typeof change === 'function' ? change(d) : change),
          updatedAt: new Date().toISOString(),
        },
        true,
      );
      autosave.schedule();
    },
    [show, autosave],
  );

  // The generator leaves the page (a site link followed within 400 ms of typing): saved now.
  useEffect(() => () => void flush(), [flush]);

  /**
   * The next number of a document's own sequence (after `after` when nothing was downloaded),
   * past every number used with its prefix and year; `except`: the document whose number it is.
   */
  const nextNumber = (kind: DocumentKind = 'invoice', after?: string, except?: string) => {
    const savedNumbers = [...numbers.current.saved]
      .filter(([id]) => id !== except)
      .map(([, n]) => n);
    const used = usedNumbers(savedNumbers, numbers.current.downloaded, last);
    const year = new Date().getFullYear();
    return nextFreeNumber(used, last[kind] ?? after ?? null, year, pageLanguage, kind);
  };

  /** A new document, with the visitor's remembered details: saved once something is typed. */
  const fresh = (kind: DocumentKind = 'invoice'): Draft => {
    const d = emptyDraft(today(), nextNumber(kind), pageLanguage, profileRef.current);
    return kind === 'invoice' ? d : { ...d, kind };
  };

  /** Every action that leaves the open document first saves it; false: it could not, so stay. */
  const startNew = async (kind: DocumentKind = 'invoice') => {
    if (!(await flush())) return false;
    show(fresh(kind), false);
    return true;
  };

  /**
   * The next document made from the one being edited, in one step, saved at once: an invoice
   * from a quote, a receipt from an invoice (its payment starting at the invoice's total).
   */
  const follow = async (kind: 'invoice' | 'receipt', paidAmount = '') => {
    if (!(await flush())) return false;
    show(followUp(current.current, kind, nextNumber(kind), today(), paidAmount), true);
    await flush();
    return true;
  };

  /** Keeps the sender's details as the profile new documents start from; true once written. */
  const rememberProfile = async () => {
    const c = await connect();
    if (!c) return false;
    const profileKept = profileOf(current.current);
    const result = await c.backend.putProfile(profileKept);
    if (!result.ok) {
      setProblem(result.reason);
      return false;
    }
    profileRef.current = profileKept;
    setProfile(profileKept);
    return true;
  };

  /** Deletes the profile from this browser; documents already made keep their details. */
  const forget = async () => {
    const c = await connect();
    if (!c) return false;
    const result = await c.backend.putProfile(null);
    if (!result.ok) return false;
    profileRef.current = null;
    setProfile(null);
    return true;
  };

  /** A stored document read with the rules (its flags kept), or null. */
  const readStored = async (c: Connection, id: string) => {
    const stored = await c.backend.get(id);
    const read = stored && stored.raw === undefined ? c.schema.readStoredDraft(stored.value) : null;
    if (!stored || !read) return null;
    versions.current.set(id, stored.version);
    flagsById.current.set(id, read.flagged);
    return read.draft;
  };

  /** Opens a saved draft, as saved (after saving the one being edited). */
  const open = async (id: string) => {
    if (!(await flush())) return false;
    const c = await connect();
    if (!c) return false;
    const d = await readStored(c, id);
    if (!d) return false;
    void c.backend.setCurrent(id);
    show(d, false);
    return true;
  };

  /** A copy of a saved draft with the next number and today's date, saved at once. */
  const duplicate = async (id: string) => {
    if (!(await flush())) return false;
    const c = await connect();
    if (!c) return false;
    const d = await readStored(c, id);
    if (!d) return false;
    show({ ...withFreshIds(d), number: nextNumber(kindOf(d), d.number), issueDate: today() }, true);
    await flush();
    return true;
  };

  /** Opens a draft read from a file (with fresh ids), saved at once. */
  const importDraft = async (d: Draft) => {
    if (!(await flush())) return false;
    show(withFreshIds(d), true);
    await flush();
    return true;
  };

  /** Sets a document's status from the saved list: the open one through `update`, others in place. */
  const setStatus = async (id: string, status: DocumentStatus) => {
    if (id === current.current.id) return update({ status });
    const c = await connect();
    if (!c) return;
    const d = await readStored(c, id);
    if (!d) return;
    const changed = { ...d, status };
    const result = await c.backend.put(changed, versions.current.get(id) ?? 0);
    if (!result.ok) return setProblem(result.reason === 'conflict' ? null : result.reason);
    versions.current.set(id, result.version);
    c.channel?.postMessage({ id, version: result.version });
    listed(changed);
  };

  /**
   * An invoice's status follows its receipts (model/receipt.ts `statusFromPayments`): partly paid,
   * paid, or back to sent when the receipts that paid it are deleted. Written only when it changes.
   */
  const followPayments = (receipt: Draft | null) => {
    if (!receipt?.paid?.invoiceId) return;
    // One at a time, each reading the list as it is then: two writes of the invoice never race.
    statusWrites.current = statusWrites.current
      .then(async () => {
        const c = await connect();
        const next = c?.database.payments.invoiceStatusAfter(
          receipt,
          savedRef.current,
          current.current,
        );
        if (next) await setStatus(...next);
      })
      // A status that could not be written is left as it was; the next change tries again.
      .catch(() => {});
  };
  useEffect(() => {
    paymentsChanged.current = followPayments;
  });

  /** The profile and every document, for one file (the open draft as it is, saved or not). */
  const backup = async (): Promise<Backup> => {
    await flush();
    const c = await connect();
    if (!c) return { profile: profileRef.current, documents: [current.current] };
    const all = await readAll(c);
    const open = current.current;
    // The open document as typed, if it is saved or has unsaved edits (an untouched new one is not).
    if (!pending.current && !all.drafts.some((d) => d.id === open.id))
      return { profile: all.profile, documents: all.drafts };
    const others = all.drafts.filter((d) => d.id !== open.id);
    return { profile: all.profile, documents: [open, ...others].sort(byRecent) };
  };

  /**
   * Restores a backup file: each document keeps its id (restoring twice adds nothing) and replaces
   * a saved one only if it was changed later. Returns how many were written and how many could
   * not be (storage full…); the open draft is shown again as the file may have replaced it.
   */
  const restore = async (file: Backup): Promise<{ written: number; failed: number } | null> => {
    if (!(await flush())) return null;
    const c = await connect();
    if (!c) return null;
    const { written, failed, problem } = await c.database.restoreInto(
      c.backend,
      c.channel,
      versions.current,
      file,
      (await readAll(c)).drafts,
    );
    if (problem) setProblem(problem);
    else if (file.profile && failed === 0) {
      profileRef.current = file.profile;
      setProfile(file.profile);
    }
    const all = await readAll(c);
    setList(all.drafts);
    setUnreadable(all.unreadable);
    const reopened = all.drafts.find((d) => d.id === current.current.id);
    if (reopened && !pending.current) show(reopened, false);
    return { written, failed };
  };

  /** Deletes a saved entry (undone with `undoDelete`); deleting the open draft opens another. */
  const remove = async (id: string) => {
    const c = await connect();
    if (!c) return false;
    const wasCurrent = id === current.current.id;
    const before = wasCurrent ? current.current : await readStored(c, id);
    if (wasCurrent) {
      autosave.cancel();
      pending.current = false;
      if (problemRef.current === 'conflict') {
        setConflict(null);
        setProblem(null);
      }
    }
    const result = await c.backend.remove(id);
    if (!result.ok) {
      setProblem(result.reason);
      return false;
    }
    c.channel?.postMessage({ id, version: 0 });
    versions.current.delete(id);
    setUnreadable((list) => list.filter((u) => u.id !== id));
    listed(null, id);
    if (before) setDeleted({ draft: before, wasCurrent });
    if (wasCurrent) {
      const next = savedRef.current[0];
      const opened = next ? await readStored(c, next.id) : null;
      show(opened ?? fresh(), false);
    }
    // After the next document is open: if that is the invoice, its status changes in the form.
    paymentsChanged.current(before);
    return true;
  };

  /** Puts back the document deleted last (and opens it again if it was open). */
  const undoDelete = async () => {
    const gone = deleted;
    if (!gone) return false;
    const c = await connect();
    if (!c) return false;
    const result = await c.backend.put(gone.draft, 0);
    if (!result.ok) {
      setProblem(result.reason === 'conflict' ? null : result.reason);
      return false;
    }
    versions.current.set(gone.draft.id, result.version);
    c.channel?.postMessage({ id: gone.draft.id, version: result.version });
    setDeleted(null);
    listed(gone.draft);
    paymentsChanged.current(gone.draft);
    if (gone.wasCurrent) {
      if (!(await flush())) return true;
      show(gone.draft, false);
      void c.backend.setCurrent(gone.draft.id);
    }
    return true;
  };

  /**
   * Ends a conflict with another tab: `newer` shows the version the other tab saved; `copy`
   * keeps this tab's document as a new one (new ids), beside the other.
   */
  const resolveConflict = async (choice: 'newer' | 'copy') => {
    const theirs = conflict;
    setConflict(null);
    setProblem(null);
    if (choice === 'copy' || !theirs) {
      show(withFreshIds(current.current), true);
      return flush();
    }
    const c = await connect();
    const read = c && theirs.raw === undefined ? c.schema.readStoredDraft(theirs.value) : null;
    if (!read) return false;
    versions.current.set(theirs.id, theirs.version);
    flagsById.current.set(theirs.id, read.flagged);
    show(read.draft, false);
    setSavedOk(true);
    return true;
  };

  /** Tries again what failed: the storage code's chunk, then the write. */
  const retry = async () => {
    setProblem(null);
    const c = await connect();
    if (!c) return false;
    if (!ready.current) {
      // The first read never happened: the page is loaded again, the simplest sure way.
      window.location.reload();
      return false;
    }
    return flush();
  };

  /** Remembers the number of a downloaded PDF, so the next one follows it. */
  const rememberDownload = (number: string, kind: DocumentKind) => {
    if (!number.trim()) return;
    void connect().then((c) => c?.backend.rememberNumber(number.trim(), kind));
    numbers.current.downloaded.push(number.trim());
    setLast((l) => ({ ...l, [kind]: number.trim() }));
  };

  /** Resolves once this browser's drafts have been read (at once if they have). */
  const whenReady = () =>
    ready.current || problemRef.current === 'chunk'
      ? Promise.resolve()
      : new Promise<void>((resolve) => readyWaiters.current.push(resolve));

  /** The open document as typed (for the export file, saved or not). */
  const currentDraft = () => current.current;

  return {
    whenReady,
    isReady: () => ready.current,
    draft,
    currentDraft,
    loaded,
    savedOk,
    saved,
    unreadable,
    last,
    problem,
    kept,
    persisted,
    conflict,
    flags,
    deleted,
    clearDeleted: () => setDeleted(null),
    payments,
    profile,
    rememberProfile,
    forgetProfile: forget,
    update,
    flush,
    startNew,
    follow,
    open,
    duplicate,
    importDraft,
    setStatus,
    backup,
    restore,
    remove,
    undoDelete,
    resolveConflict,
    retry,
    rememberDownload,
    nextNumber,
  };
}

export type DraftStore = ReturnType<typeof useDraftStore>;
