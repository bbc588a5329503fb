import { startTransition } from 'react';
import {
  kindOf,
  profileOf,
  type Backup,
  type DocumentStatus,
  type Draft,
  type DraftStamp,
} from '../model/draft';
import { MOVED_KEY, UNSAVED_KEY, browserStorage } from './browser';
import { followUp, withFreshIds } from './collection';
import { today } from './restore';
import type { StoredDocument } from './database';
import type { Deleted, OpenedStorage as Connection, StoreContext } from './store-context';

/**
 * The draft store's actions on saved documents (open, duplicate, delete and undo, status, the
 * profile, backup and restore, another tab's save): each needs the storage code first, so they
 * are loaded with it (store/useDraftStore.ts `connect`), not in the page's first load. Every
 * action that leaves the open document first saves it, and does nothing when it could not.
 */

const byRecent = (a: Draft, b: Draft) => b.updatedAt.localeCompare(a.updatedAt);

/** A stored document read with the rules (its flags kept), or null. */
async function readStored(s: StoreContext, c: Connection, id: string) {
  const stored = await c.backend.get(id);
  const read = stored && stored.raw === undefined ? c.schema.readStoredDraft(stored.value) : null;
  if (!stored || !read) return null;
  s.versions.current.set(id, stored.version);
  s.flagsById.current.set(id, read.flagged);
  return read.draft;
}

/** Reads everything kept, with the rules. */
async function readAll(s: StoreContext, c: Connection) {
  const all = c.database.readSnapshot(await c.backend.read(), c.schema);
  s.versions.current = all.versions;
  s.flagsById.current = all.flags;
  return all;
}

/** Another tab saved or deleted a document: the list follows; the open one is compared. */
export async function onOtherTab(
  s: StoreContext,
  c: Connection,
  message: { id: string; version: number },
) {
  const stored = await c.backend.get(message.id);
  const read = stored && stored.raw === undefined ? c.schema.readStoredDraft(stored.value) : null;
  if (read && stored) s.listed(read.draft);
  else if (!stored) s.listed(null, message.id);
  if (message.id !== s.current.current.id || !stored || !read) return;
  if (stored.version <= (s.versions.current.get(message.id) ?? 0)) return;
  if (!s.pending.current) {
    // Nothing typed here since: the other tab's version is shown.
    s.versions.current.set(message.id, stored.version);
    s.flagsById.current.set(message.id, read.flagged);
    s.show(read.draft, false);
    s.setSavedOk(true);
    return;
  }
  s.setConflict(stored);
  s.setProblem('conflict');
}

/** Opens a saved draft, as saved (after saving the one being edited). */
export async function open(s: StoreContext, c: Connection, id: string) {
  if (!(await s.flush())) return false;
  const d = await readStored(s, c, id);
  if (!d) return false;
  void c.backend.setCurrent(id);
  s.show(d, false);
  return true;
}

/** A copy of a saved draft with the next number and today's date, saved at once. */
export async function duplicate(s: StoreContext, c: Connection, id: string) {
  if (!(await s.flush())) return false;
  const d = await readStored(s, c, id);
  if (!d) return false;
  const number = s.nextNumber(kindOf(d), d.number);
  s.show({ ...withFreshIds(d), number, issueDate: today() }, true);
  await s.flush();
  return true;
}

/** Keeps the sender's details as the profile new documents start from; true once written. */
export async function rememberProfile(s: StoreContext, c: Connection) {
  const kept = profileOf(s.current.current);
  const result = await c.backend.putProfile(kept);
  if (!result.ok) {
    s.setProblem(result.reason);
    return false;
  }
  s.profile.current = kept;
  s.setProfile(kept);
  return true;
}

/** Deletes the profile from this browser; documents already made keep their details. */
export async function forgetProfile(s: StoreContext, c: Connection) {
  const result = await c.backend.putProfile(null);
  if (!result.ok) return false;
  s.profile.current = null;
  s.setProfile(null);
  return true;
}

/** Writes a document that is not the open one, in place; true once written. */
async function writeOther(s: StoreContext, c: Connection, d: Draft, version: number) {
  const result = await c.backend.put(d, version);
  if (!result.ok) {
    s.setProblem(result.reason === 'conflict' ? null : result.reason);
    return false;
  }
  s.versions.current.set(d.id, result.version);
  c.channel?.postMessage({ id: d.id, version: result.version });
  s.listed(d);
  return true;
}

/** Sets the status of a saved document that is not the open one (the open one: `update`). */
export async function setStatus(
  s: StoreContext,
  c: Connection,
  id: string,
  status: DocumentStatus,
) {
  const d = await readStored(s, c, id);
  if (d) await writeOther(s, c, { ...d, status }, s.versions.current.get(id) ?? 0);
}

/**
 * Keeps a stamped CFDI with a saved document ("timbrado"), written at once: the open document
 * through `update` (as last typed), another in place. True once written.
 */
export async function keepStamp(s: StoreContext, c: Connection, id: string, stamp: DraftStamp) {
  if (id === s.current.current.id) {
    s.update({ stamp });
    return s.flush();
  }
  const d = await readStored(s, c, id);
  if (!d) return false;
  const changed = { ...d, stamp, updatedAt: new Date().toISOString() };
  return writeOther(s, c, changed, s.versions.current.get(id) ?? 0);
}

/**
 * An invoice's status follows its receipts (model/payments.ts `invoiceStatusAfter`): partly
 * paid, paid, or back to sent when the receipts that paid it are deleted. Written only when it
 * changes; the open invoice through `update` (`setOpenStatus`).
 */
export function followPayments(
  s: StoreContext,
  c: Connection,
  receipt: Draft | null,
  setOpenStatus: (status: DocumentStatus) => void,
) {
  if (!receipt?.paid?.invoiceId) return;
  // One at a time, each reading the list as it is then: two writes of the invoice never race.
  s.statusWrites.current = s.statusWrites.current
    .then(async () => {
      const next = c.database.payments.invoiceStatusAfter(
        receipt,
        s.savedList.current,
        s.current.current,
      );
      if (!next) return;
      const [id, status] = next;
      if (id === s.current.current.id) setOpenStatus(status);
      else await setStatus(s, c, id, status);
    })
    // A status that could not be written is left as it was; the next change tries again.
    .catch(() => {});
}

/** The profile and every document, for one file (the open draft as it is, saved or not). */
export async function backup(s: StoreContext, c: Connection): Promise<Backup> {
  await s.flush();
  const all = await readAll(s, c);
  const open = s.current.current;
  // The open document as typed, if it is saved or has unsaved edits (an untouched new one is not).
  if (!s.pending.current && !all.drafts.some((d) => d.id === open.id))
    return { profile: all.profile, documents: all.drafts };
  const others = all.drafts.filter((d) => d.id !== open.id);
  return { profile: all.profile, documents: [open, ...others].sort(byRecent) };
}

/**
 * Restores a backup file: each document keeps its id (restoring twice adds nothing) and replaces
 * a saved one only if it was changed later. Returns how many were written and how many could
 * not be (storage full…); the open draft is shown again as the file may have replaced it.
 */
export async function restore(s: StoreContext, c: Connection, file: Backup) {
  if (!(await s.flush())) return null;
  const { written, failed, problem } = await c.database.restoreInto(
    c.backend,
    c.channel,
    s.versions.current,
    file,
    (await readAll(s, c)).drafts,
  );
  if (problem) s.setProblem(problem);
  else if (file.profile && failed === 0) {
    s.profile.current = file.profile;
    s.setProfile(file.profile);
  }
  const all = await readAll(s, c);
  s.setList(all.drafts);
  s.setUnreadable(all.unreadable);
  const reopened = all.drafts.find((d) => d.id === s.current.current.id);
  if (reopened && !s.pending.current) s.show(reopened, false);
  return { written, failed };
}

/** Deletes a saved entry (undone with `undoDelete`); deleting the open draft opens another. */
export async function remove(s: StoreContext, c: Connection, id: string) {
  const wasCurrent = id === s.current.current.id;
  const before = wasCurrent ? s.current.current : await readStored(s, c, id);
  if (wasCurrent) {
    s.cancelSave();
    s.pending.current = false;
    if (s.problem.current === 'conflict') {
      s.setConflict(null);
      s.setProblem(null);
    }
  }
  const result = await c.backend.remove(id);
  if (!result.ok) {
    s.setProblem(result.reason);
    return false;
  }
  c.channel?.postMessage({ id, version: 0 });
  s.versions.current.delete(id);
  s.setUnreadable((list) => list.filter((u) => u.id !== id));
  s.listed(null, id);
  if (before) s.setDeleted({ draft: before, wasCurrent });
  if (wasCurrent) {
    const next = s.savedList.current[0];
    const opened = next ? await readStored(s, c, next.id) : null;
    s.show(opened ?? s.fresh(), false);
  }
  // After the next document is open: if that is the invoice, its status changes in the form.
  s.paymentsChanged.current(before);
  return true;
}

/** Puts back the document deleted last (and opens it again if it was open). */
export async function undoDelete(s: StoreContext, c: Connection, gone: Deleted) {
  if (!(await writeOther(s, c, gone.draft, 0))) return false;
  s.setDeleted(null);
  s.paymentsChanged.current(gone.draft);
  if (gone.wasCurrent) {
    if (!(await s.flush())) return true;
    s.show(gone.draft, false);
    void c.backend.setCurrent(gone.draft.id);
  }
  return true;
}

/**
 * Keeps this tab's document as a new one beside the version another tab saved: new ids, and the
 * next number of its sequence, so the two are never confused.
 */
function keepMineAsCopy(s: StoreContext) {
  const mine = withFreshIds(s.current.current);
  s.show({ ...mine, number: s.nextNumber(kindOf(mine), mine.number) }, true);
  return s.flush();
}

/**
 * Ends a conflict with another tab: shows the version it saved (`theirs`), or, when null, keeps
 * this tab's document as a new one beside it.
 */
export function resolveConflict(s: StoreContext, c: Connection, theirs: StoredDocument | null) {
  s.setConflict(null);
  s.setProblem(null);
  return theirs ? showTheirs(s, c, theirs) : keepMineAsCopy(s);
}

/** Shows the version another tab saved of the open document (the conflict's other way out). */
function showTheirs(s: StoreContext, c: Connection, theirs: StoredDocument) {
  const read = theirs.raw === undefined ? c.schema.readStoredDraft(theirs.value) : null;
  if (!read) return false;
  s.versions.current.set(theirs.id, theirs.version);
  s.flagsById.current.set(theirs.id, read.flagged);
  s.show(read.draft, false);
  s.setSavedOk(true);
  return true;
}

/** Writes the open draft (it has changes); true once written (later edits stay pending). */
export async function writeOpen(s: StoreContext, c: Connection) {
  const d = s.current.current;
  s.pending.current = false;
  const result = await c.backend.put(d, s.versions.current.get(d.id) ?? 0);
  if (!result.ok) {
    s.pending.current = true;
    s.setSavedOk(false);
    if (result.reason === 'conflict') {
      s.setConflict(result.stored);
      s.setProblem('conflict');
    } else s.setProblem(result.reason);
    return false;
  }
  s.versions.current.set(d.id, result.version);
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
  if (s.problem.current !== null) s.setProblem(null);
  if (s.current.current.id === d.id) s.setSavedOk(true);
  s.listed(d);
  s.paymentsChanged.current(d);
  // Asked once, when the first document is kept: the answer is shown near the saved list.
  if (!s.asked.current && c.backend.kind === 'indexeddb' && navigator.storage?.persist) {
    s.asked.current = true;
    void navigator.storage
      .persist()
      .then(s.setPersisted)
      .catch(() => s.setPersisted(false));
  }
  return true;
}

/**
 * Reads everything this browser keeps, once, and shows the list, the numbers and the profile;
 * when the page waited for them (`waits`), returns the document it opens with (with the edits
 * written as the page was left last time, store/browser.ts UNSAVED_KEY), else null.
 */
export async function readStore(
  s: StoreContext,
  c: Connection,
  waits: boolean,
  language: 'en' | 'es',
) {
  const snapshot = await c.backend.read();
  const all = c.database.readSnapshot(snapshot, c.schema);
  s.versions.current = all.versions;
  s.flagsById.current = all.flags;
  s.profile.current = all.profile;
  s.numbers.current.downloaded = snapshot.downloaded;
  startTransition(() => {
    s.setList(all.drafts);
    s.setUnreadable(all.unreadable);
    s.setLast(snapshot.last);
    s.setProfile(all.profile);
  });
  if (!waits) return null;
  const unsaved = browserStorage()?.getItem(UNSAVED_KEY);
  return c.database.firstDocument(all, snapshot, unsaved, c.schema, language);
}

/** Listens to the other tabs' saves (the store's context read as each message comes). */
export function listen(context: () => StoreContext, c: Connection) {
  c.channel?.addEventListener(
    'message',
    (event: MessageEvent<{ id: string; version: number }>) =>
      void onOtherTab(context(), c, event.data),
  );
}

/**
 * The next document made from the one being edited, in one step, saved at once: an invoice
 * from a quote, a receipt from an invoice (its payment starting at the invoice's total).
 */
export async function follow(s: StoreContext, kind: 'invoice' | 'receipt', paidAmount: string) {
  if (!(await s.flush())) return false;
  s.show(followUp(s.current.current, kind, s.nextNumber(kind), today(), paidAmount), true);
  await s.flush();
  return true;
}

/** Opens a draft read from a file (with fresh ids), saved at once. */
export async function importDraft(s: StoreContext, d: Draft) {
  if (!(await s.flush())) return false;
  s.show(withFreshIds(d), true);
  await s.flush();
  return true;
}
