'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { emptyDraft, newId, type Draft } from './draft';
import {
  browserStorage,
  currentDraft,
  deleteDraft,
  hasDrafts,
  lastNumber,
  loadDraft,
  makeCurrent,
  readDrafts,
  rememberNumber,
  saveDraft,
  type ReadDraft,
  type UnreadableDraft,
} from './draft-storage';
import { nextInvoiceNumber } from './numbering';

/**
 * The draft store of the generator: the draft being edited and the ones saved in this browser.
 * A change is saved 400 ms after the last keystroke, and at once (`flush`) before anything that
 * leaves the draft (download, new, open, duplicate, import) and when the page is hidden or left,
 * so nothing typed is lost. A new document is saved only once something is typed into it.
 */

const SAVE_DELAY_MS = 400;

export type StorageProblem = 'full' | 'unavailable' | null;

export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Before the browser's drafts are read: the same empty form on the server and in the browser. */
const placeholder = (language: 'en' | 'es'): Draft => ({
  ...emptyDraft('', '', language),
  id: 'new',
  updatedAt: '',
});

/** A draft with new ids for itself and each line (a file may repeat ids; keys must not). */
export function withFreshIds(draft: Draft): Draft {
  return {
    ...draft,
    id: newId(),
    updatedAt: new Date().toISOString(),
    lines: draft.lines.map((l) => ({ ...l, id: newId() })),
  };
}

export function useDraftStore(pageLanguage: 'en' | 'es') {
  const [draft, setDraftState] = useState<Draft>(() => placeholder(pageLanguage));
  const [loaded, setLoaded] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState<Draft[]>([]);
  const [unreadable, setUnreadable] = useState<UnreadableDraft[]>([]);
  const [last, setLast] = useState<string | null>(null);
  const [problem, setProblem] = useState<StorageProblem>(null);
  /** The draft as last changed, read by `flush` without waiting for a render. */
  const current = useRef(draft);
  /** Whether `current` holds changes not yet written. */
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Whether this browser's drafts have been read (nothing is written before). */
  const ready = useRef(false);
  /**
   * Changes made before the drafts were read (a preset or a new line clicked while the page was
   * still loading): applied again to the draft restored, so an early click is never lost.
   */
  const early = useRef<((d: Draft) => Partial<Draft>)[]>([]);
  const readyWaiters = useRef<(() => void)[]>([]);
  /**
   * The draft format's check (draft-schema.ts, with zod/mini), loaded only when there are saved
   * drafts to read: not at all on a first visit until the visitor types.
   */
  const reader = useRef<Promise<ReadDraft> | null>(null);
  const loadReader = useCallback(
    () => (reader.current ??= import('./draft-schema').then((m) => m.readDraft as ReadDraft)),
    [],
  );

  const show = useCallback((d: Draft, changed: boolean) => {
    current.current = d;
    pending.current = changed;
    setDraftState(d);
    setDirty(changed);
  }, []);

  const refreshList = useCallback(async () => {
    const storage = browserStorage();
    if (!storage) return;
    const { drafts, unreadable } = readDrafts(storage, await loadReader());
    setSaved(drafts);
    setUnreadable(unreadable);
  }, [loadReader]);

  /** Writes the current draft now if it has unsaved changes; returns the draft as saved. */
  const flush = useCallback((): Draft => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const d = current.current;
    if (!pending.current || !ready.current) return d;
    const storage = browserStorage();
    if (!storage) {
      setProblem('unavailable');
      return d;
    }
    const result = saveDraft(storage, d);
    setProblem(result.ok ? null : result.reason);
    if (result.ok) {
      pending.current = false;
      void refreshList();
    }
    return d;
  }, [refreshList]);

  // Read this browser's drafts once, after the first render (the server has none).
  useEffect(() => {
    let live = true;
    const storage = browserStorage();
    const restore = (read: ReadDraft | null) => {
      if (!live) return;
      const stored = storage && read ? currentDraft(storage, read) : null;
      const all = storage && read ? readDrafts(storage, read) : { drafts: [], unreadable: [] };
      const remembered = storage ? lastNumber(storage) : null;
      const year = new Date().getFullYear();
      let d =
        stored ??
        emptyDraft(today(), nextInvoiceNumber(remembered, year, pageLanguage), pageLanguage);
      for (const change of early.current) d = { ...d, ...change(d) };
      const changedEarly = early.current.length > 0;
      early.current = [];
      current.current = d;
      pending.current = changedEarly;
      ready.current = true;
      for (const resolve of readyWaiters.current.splice(0)) resolve();
      // A transition: React renders the restored invoice in slices, not as one long task.
      startTransition(() => {
        setDraftState(d);
        setDirty(changedEarly);
        setSaved(all.drafts);
        setUnreadable(all.unreadable);
        setLast(remembered);
        setLoaded(true);
      });
    };
    if (storage && hasDrafts(storage)) void loadReader().then(restore);
    else restore(null);
    return () => {
      live = false;
    };
  }, [pageLanguage, loadReader]);

  // Leaving the page, or hiding it (a phone switching apps), saves what is pending.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
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
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [show, flush],
  );

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const year = () => new Date().getFullYear();
  const nextNumber = (after?: string) =>
    nextInvoiceNumber(last ?? after ?? null, year(), pageLanguage);

  /** A new, empty document: saved only once something is typed into it. */
  const startNew = () => {
    flush();
    show(emptyDraft(today(), nextNumber(), pageLanguage), false);
  };

  /** Opens a saved draft, as saved (after saving the one being edited). */
  const open = async (id: string) => {
    flush();
    const storage = browserStorage();
    if (!storage) return;
    const d = loadDraft(storage, id, await loadReader());
    if (!d) return void refreshList();
    makeCurrent(storage, id);
    show(d, false);
  };

  /** A copy of a saved draft with the next number and today's date, saved at once. */
  const duplicate = async (id: string) => {
    flush();
    const storage = browserStorage();
    if (!storage) return;
    const d = loadDraft(storage, id, await loadReader());
    if (!d) return void refreshList();
    show({ ...withFreshIds(d), number: nextNumber(d.number), issueDate: today() }, true);
    flush();
  };

  /** Opens a draft read from a file (with fresh ids), saved at once. */
  const importDraft = (d: Draft) => {
    flush();
    show(withFreshIds(d), true);
    flush();
  };

  /** Deletes a saved entry; deleting the open draft opens the most recent other one. */
  const remove = async (id: string) => {
    const storage = browserStorage();
    if (!storage) return;
    if (id === current.current.id) {
      if (timer.current) clearTimeout(timer.current);
      pending.current = false;
    }
    deleteDraft(storage, id);
    const { drafts, unreadable } = readDrafts(storage, await loadReader());
    setSaved(drafts);
    setUnreadable(unreadable);
    if (id === current.current.id)
      show(drafts[0] ?? emptyDraft(today(), nextNumber(), pageLanguage), false);
  };

  /** Remembers the number of a downloaded PDF, so the next one follows it. */
  const rememberDownload = (number: string) => {
    const storage = browserStorage();
    if (!storage || !number.trim()) return;
    rememberNumber(storage, number.trim());
    setLast(number.trim());
  };

  /** Resolves once this browser's drafts have been read (at once if they have). */
  const whenReady = () =>
    ready.current
      ? Promise.resolve()
      : new Promise<void>((resolve) => readyWaiters.current.push(resolve));

  return {
    whenReady,
    draft,
    loaded,
    dirty,
    saved,
    unreadable,
    last,
    problem,
    update,
    flush,
    startNew,
    open,
    duplicate,
    importDraft,
    remove,
    rememberDownload,
    nextNumber,
  };
}

export type DraftStore = ReturnType<typeof useDraftStore>;
