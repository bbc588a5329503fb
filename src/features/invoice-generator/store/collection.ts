import { newId, type Backup, type DocumentStatus, type Draft } from '../model/draft';
import {
  loadDraft,
  loadProfile,
  readDrafts,
  saveDraft,
  saveProfile,
  type ReadDraft,
  type WriteResult,
} from './storage';
import type { Profile } from '../model/draft';

/**
 * What the generator keeps in this browser taken as a whole: one document's status changed in
 * place, and every document with the profile written to or restored from one file.
 */

/** The draft's lines and charges with new ids (a file may repeat ids; React keys must not). */
export function freshRows(draft: Draft): Draft {
  return {
    ...draft,
    lines: draft.lines.map((l) => ({ ...l, id: newId() })),
    ...(draft.charges ? { charges: draft.charges.map((c) => ({ ...c, id: newId() })) } : {}),
  };
}

/** A draft with new ids for itself, each line and each charge. */
export function withFreshIds(draft: Draft): Draft {
  return { ...freshRows(draft), id: newId(), updatedAt: new Date().toISOString() };
}

/**
 * The document made from another in one step: an invoice from a quote, a receipt from an
 * invoice (paying it, by transfer today, the amount given). Same parties, lines and taxes; its own
 * number and today's date; a draft again.
 */
export function followUp(
  from: Draft,
  kind: 'invoice' | 'receipt',
  number: string,
  today: string,
  paidAmount: string,
): Draft {
  const base: Draft = {
    ...withFreshIds(from),
    kind,
    number,
    issueDate: today,
    validUntil: undefined,
    paid: undefined,
    status: undefined,
  };
  if (kind === 'invoice') return base;
  const paid = { amount: paidAmount, date: today, method: 'transfer' as const };
  return { ...base, paid: { ...paid, invoiceNumber: from.number.trim() } };
}

/** Sets a saved document's status (draft, sent, paid) without opening it. */
export function setStoredStatus(
  storage: Storage,
  id: string,
  status: DocumentStatus,
  read: ReadDraft,
): WriteResult | null {
  const d = loadDraft(storage, id, read);
  return d ? saveDraft(storage, { ...d, status }, false) : null;
}

/** The profile and every saved document that reads. */
export function collectBackup(
  storage: Storage,
  read: ReadDraft,
  readProfile: (value: unknown) => Profile | null,
): Backup {
  return {
    profile: loadProfile(storage, readProfile),
    documents: readDrafts(storage, read).drafts,
  };
}

/**
 * Restores a backup: each document keeps its id (so restoring twice adds nothing) with fresh
 * line ids, and replaces a saved one only if it was changed later; the profile, if the file has
 * one, replaces this browser's. Returns how many documents were written, or why writing stopped.
 */
export function restoreBackup(
  storage: Storage,
  backup: Backup,
  read: ReadDraft,
): { written: number; result: WriteResult } {
  let written = 0;
  for (const d of backup.documents) {
    const existing = loadDraft(storage, d.id, read);
    if (existing && existing.updatedAt >= d.updatedAt) continue;
    const result = saveDraft(storage, freshRows(d), false);
    if (!result.ok) return { written, result };
    written++;
  }
  if (backup.profile) {
    const result = saveProfile(storage, backup.profile);
    if (!result.ok) return { written, result };
  }
  return { written, result: { ok: true } };
}
