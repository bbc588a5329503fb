'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { emptyDraft, type DocumentKind, type Draft, type Profile } from '../model/draft';
import type { Flag } from '../model/field-limits';
import { browserStorage, mayHoldDocuments } from './browser';
import type { UnreadableDraft } from './storage';
import { nextFreeNumber } from '../model/numbering';
import { noNumbers, placeholder, today, usedNumbers, type LastNumbers } from './restore';
import type { Backend, StoredDocument } from './database';
import type { Connection } from './open-storage';
import type { Deleted, StorageProblem, StoreContext } from './store-context';
import { Autosave } from './autosave';
import { openStorage } from './open-storage';
import { useDocumentActions } from './useDocumentActions';
import { useSaveOnLeave } from './useSaveOnLeave';
import { whenWorkStarts } from '../work-starts';

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

export type { StorageProblem, Deleted } from './store-context';

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
  const [payments, setPayments] = useState<Connection['database']['payments'] | null>(null);
  /** The visitor's details kept in this browser: every new document starts from them. */
  const [profile, setProfile] = useState<Profile | null>(null);
  const profileRef = useRef<Profile | null>(null);
  /** The draft as last changed, read by `flush` without waiting for a render. */
  const current = useRef(draft);
  /** Whether `current` holds changes not yet written. */
  const pending = useRef(false);
  /** When a write is under way: the `updatedAt` of the draft it writes (unconfirmed until it ends). */
  const writing = useRef<string | null>(null);
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
  /** The store's context as of the last render, for the other tabs' messages. */
  const latest = useRef<() => StoreContext>(() => {
    throw new Error('The draft store is not mounted');
  });

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
    connection.current ??= openStorage({
      kept: setKept,
      payments: setPayments,
      persisted: setPersisted,
    }).catch(() => {
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
    // Letters typed while a write is under way (a slow disk) are written in turn, until none is
    // left: false only when a write cannot be made, never because the visitor kept typing.
    try {
      while (pending.current) {
        if (problemRef.current === 'conflict') return false;
        const c = await connect();
        if (!c) return false;
        writing.current = current.current.updatedAt;
        if (!(await c.actions.writeOpen(latest.current(), c))) return false;
      }
      return true;
    } finally {
      writing.current = null;
    }
  }, [connect]);

  const [autosave] = useState(() => new Autosave(SAVE_DELAY_MS));
  useEffect(() => autosave.use(write), [autosave, write]);
  /** Writes the current draft now if it has unsaved changes; true when it is saved. */
  const flush = useCallback(() => autosave.flush(), [autosave]);

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
    const readAll = () =>
      void connect().then(async (c) => {
        if (!c || !live) return;
        const first = await c.actions.readStore(latest.current(), c, waits, pageLanguage);
        if (!live) return;
        c.actions.listen(() => latest.current(), c);
        if (!first) return;
        const withEarly = applyEarly(first.draft);
        finish(withEarly.d, first.changed || withEarly.changed);
        if (first.changed) void autosave.flush();
      });
    // A returning visitor's documents are read at once; on a first visit the storage code comes
    // once the visitor starts working (../work-starts.ts), or with the first save if that is sooner.
    if (waits) readAll();
    const cancel = waits ? () => {} : whenWorkStarts(readAll);
    return () => {
      live = false;
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page language
  }, [pageLanguage, connect]);

  /**
   * The open document and the version it was made from, when the page is left unsaved or while
   * its write is under way (a write begun but not confirmed may never reach the disk: store/
   * snapshot.ts `firstDocument` tells it from another tab's by `writing`).
   */
  const unsavedCopy = useCallback(() => {
    if (!(pending.current || writing.current) || !ready.current) return null;
    const d = current.current;
    const version = versions.current.get(d.id) ?? 0;
    return JSON.stringify({ draft: d, version, writing: writing.current });
  }, []);
  useSaveOnLeave(flush, unsavedCopy);

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

  /** The store's refs and setters, for its actions kept apart (store/document-actions.ts). */
  const context = (): StoreContext => ({
    current,
    pending,
    problem: problemRef,
    versions,
    flagsById,
    savedList: savedRef,
    profile: profileRef,
    numbers,
    asked,
    statusWrites,
    paymentsChanged,
    show,
    setProblem,
    setList,
    listed,
    setSavedOk,
    setConflict,
    setDeleted,
    setUnreadable,
    setProfile,
    setLast,
    setPersisted,
    flush,
    cancelSave: () => autosave.cancel(),
    fresh,
    nextNumber,
    update,
  });

  useEffect(() => {
    latest.current = context;
  });
  const actions = useDocumentActions(connect, context, conflict, deleted);

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
    update,
    flush,
    startNew,
    ...actions,
    retry,
    rememberDownload,
    nextNumber,
  };
}

export type DraftStore = ReturnType<typeof useDraftStore>;
