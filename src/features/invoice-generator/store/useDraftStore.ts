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
  type Profile,
} from '../model/draft';
import {
  browserStorage,
  deleteDraft,
  forgetProfile,
  hasDrafts,
  hasProfile,
  loadDraft,
  makeCurrent,
  readDrafts,
  rememberNumber,
  saveDraft,
  saveProfile,
  type ReadDraft,
  type UnreadableDraft,
} from './storage';
import {
  collectBackup,
  followUp,
  restoreBackup,
  setStoredStatus,
  withFreshIds,
} from './collection';
import { nextFreeNumber } from '../model/numbering';
import {
  noNumbers,
  placeholder,
  readStored,
  today,
  usedNumbers,
  type LastNumbers,
} from './restore';

/**
 * The draft store of the generator: the draft being edited and the ones saved in this browser.
 * A change is saved 400 ms after the last keystroke, and at once (`flush`) before anything that
 * leaves the draft (download, new, open, duplicate, import) and when the page is hidden or left,
 * so nothing typed is lost; and when the generator leaves the page (a site link), the pending save
 * is made at once. A new document is saved only once something is typed into it.
 */

const SAVE_DELAY_MS = 400;

export type StorageProblem = 'full' | 'unavailable' | null;

/** Each saved document's number, by id. */
const numbersById = (drafts: Draft[]) => new Map(drafts.map((d) => [d.id, d.number]));

export function useDraftStore(pageLanguage: 'en' | 'es') {
  const [draft, setDraftState] = useState<Draft>(() => placeholder(pageLanguage));
  const [loaded, setLoaded] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState<Draft[]>([]);
  const [unreadable, setUnreadable] = useState<UnreadableDraft[]>([]);
  /** The last number downloaded of each document (each has its own sequence). */
  const [last, setLast] = useState<LastNumbers>(noNumbers);
  const [problem, setProblem] = useState<StorageProblem>(null);
  /** The visitor's details kept in this browser: every new document starts from them. */
  const [profile, setProfile] = useState<Profile | null>(null);
  const profileRef = useRef<Profile | null>(null);
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
  /** The numbers of the saved documents (by id) and of the PDFs downloaded: never proposed again. */
  const numbers = useRef({ saved: new Map<string, string>(), downloaded: [] as string[] });

  /**
   * The draft format's check (model/draft-schema.ts, with zod/mini): read with the page's start only when
   * there are saved drafts to read; on a first visit it comes once the page is idle, before the
   * first save needs it (form/lazy-sections.tsx `preloadParts`).
   */
  const schema = useRef<Promise<typeof import('../model/draft-schema')> | null>(null);
  const loadSchema = useCallback(() => (schema.current ??= import('../model/draft-schema')), []);
  const loadReader = useCallback(
    () => loadSchema().then((m) => m.readDraft as ReadDraft),
    [loadSchema],
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
    numbers.current.saved = numbersById(drafts);
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
      numbers.current.saved.set(d.id, d.number);
      void refreshList();
    }
    return d;
  }, [refreshList]);

  // Read this browser's drafts once, after the first render (the server has none).
  useEffect(() => {
    let live = true;
    const storage = browserStorage();
    const restore = (module: typeof import('../model/draft-schema') | null) => {
      if (!live) return;
      const all = readStored(storage, module, pageLanguage);
      const kept = all.profile;
      profileRef.current = kept;
      numbers.current.saved = numbersById(all.drafts);
      numbers.current.downloaded = all.downloaded;
      let d = all.draft;
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
        setLast(all.last);
        setProfile(kept);
        setLoaded(true);
      });
    };
    if (storage && (hasDrafts(storage) || hasProfile(storage))) void loadSchema().then(restore);
    else restore(null);
    return () => {
      live = false;
    };
  }, [pageLanguage, loadSchema]);

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

  // The generator leaves the page (a site link followed within 400 ms of typing): saved now.
  useEffect(() => () => void flush(), [flush]);

  /**
   * The next number of a document's own sequence (after `after` when nothing was downloaded),
   * past every number used with its prefix and year; `except`: the document whose number it is.
   */
  const nextNumber = (kind: DocumentKind = 'invoice', after?: string, except?: string) => {
    const saved = [...numbers.current.saved].filter(([id]) => id !== except).map(([, n]) => n);
    const used = usedNumbers(saved, numbers.current.downloaded, last);
    const year = new Date().getFullYear();
    return nextFreeNumber(used, last[kind] ?? after ?? null, year, pageLanguage, kind);
  };

  /** A new document, with the visitor's remembered details: saved once something is typed. */
  const fresh = (kind: DocumentKind = 'invoice'): Draft => {
    const d = emptyDraft(today(), nextNumber(kind), pageLanguage, profileRef.current);
    return kind === 'invoice' ? d : { ...d, kind };
  };
  const startNew = (kind: DocumentKind = 'invoice') => {
    flush();
    show(fresh(kind), false);
  };

  /**
   * The next document made from the one being edited, in one step, saved at once: an invoice
   * from a quote, a receipt from an invoice (its payment starting at the invoice's total).
   */
  const follow = (kind: 'invoice' | 'receipt', paidAmount = '') => {
    const from = flush();
    show(followUp(from, kind, nextNumber(kind), today(), paidAmount), true);
    flush();
  };

  /** Keeps the sender's details of the draft being edited as the profile new documents start from. */
  const rememberProfile = () => {
    const storage = browserStorage();
    if (!storage) return setProblem('unavailable');
    const kept = profileOf(current.current);
    const result = saveProfile(storage, kept);
    setProblem(result.ok ? null : result.reason);
    if (!result.ok) return;
    profileRef.current = kept;
    setProfile(kept);
  };

  /** Deletes the profile from this browser; documents already made keep their details. */
  const forget = () => {
    const storage = browserStorage();
    if (storage) forgetProfile(storage);
    profileRef.current = null;
    setProfile(null);
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
    show({ ...withFreshIds(d), number: nextNumber(kindOf(d), d.number), issueDate: today() }, true);
    flush();
  };

  /** Opens a draft read from a file (with fresh ids), saved at once. */
  const importDraft = (d: Draft) => {
    flush();
    show(withFreshIds(d), true);
    flush();
  };

  /** Sets a document's status from the saved list: the open one through `update`, others in place. */
  const setStatus = async (id: string, status: DocumentStatus) => {
    if (id === current.current.id) return update({ status });
    const storage = browserStorage();
    if (!storage) return;
    const result = setStoredStatus(storage, id, status, await loadReader());
    if (result) setProblem(result.ok ? null : result.reason);
    await refreshList();
  };

  /** The profile and every document, for one file (the open draft saved first). */
  const backup = async (): Promise<Backup> => {
    flush();
    const storage = browserStorage();
    const schemaModule = await loadSchema();
    return storage
      ? collectBackup(storage, schemaModule.readDraft, schemaModule.readProfile)
      : { profile: profileRef.current, documents: [current.current] };
  };

  /** Restores a backup file; the open draft is shown again as the file may have replaced it. */
  const restore = async (file: Backup): Promise<number> => {
    flush();
    const storage = browserStorage();
    if (!storage) return 0;
    const read = await loadReader();
    const { written, result } = restoreBackup(storage, file, read);
    setProblem(result.ok ? null : result.reason);
    if (file.profile && result.ok) {
      profileRef.current = file.profile;
      setProfile(file.profile);
    }
    const reopened = loadDraft(storage, current.current.id, read);
    if (reopened && !pending.current) show(reopened, false);
    await refreshList();
    return written;
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
    numbers.current.saved = numbersById(drafts);
    setSaved(drafts);
    setUnreadable(unreadable);
    if (id === current.current.id) show(drafts[0] ?? fresh(), false);
  };

  /** Remembers the number of a downloaded PDF, so the next one follows it. */
  const rememberDownload = (number: string, kind: DocumentKind) => {
    const storage = browserStorage();
    if (!storage || !number.trim()) return;
    rememberNumber(storage, number.trim(), kind);
    numbers.current.downloaded.push(number.trim());
    setLast((l) => ({ ...l, [kind]: number.trim() }));
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
    rememberDownload,
    nextNumber,
  };
}

export type DraftStore = ReturnType<typeof useDraftStore>;
