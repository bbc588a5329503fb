import { useEffect } from 'react';
import type { Backup, DocumentStatus, Draft, DraftStamp } from '../model/draft';
import type { StoredDocument } from './backend';
import type { Connection } from './open-storage';
import type { Deleted, StoreContext } from './store-context';

/**
 * The draft store's actions on saved documents, as its users call them: each waits for the
 * storage code (`connect`) and runs its part in store/document-actions.ts, loaded with it; when
 * the code could not be loaded, it answers `failed` (nothing happened).
 */
export function useDocumentActions(
  connect: () => Promise<Connection | null>,
  context: () => StoreContext,
  conflict: StoredDocument | null,
  deleted: Deleted | null,
) {
  const act = async <R, F>(
    run: (actions: Connection['actions'], s: StoreContext, c: Connection) => R,
    failed: F,
  ): Promise<Awaited<R> | F> => {
    const c = await connect();
    return c ? await run(c.actions, context(), c) : failed;
  };

  // After a receipt is written, deleted or put back, its invoice's status follows.
  useEffect(() => {
    context().paymentsChanged.current = (receipt) =>
      void connect().then((c) => {
        if (!c) return;
        const s = context();
        c.actions.followPayments(s, c, receipt, (status) => s.update({ status }));
      });
  });

  return {
    open: (id: string) => act((a, s, c) => a.open(s, c, id), false),
    /** A copy of a saved document with the next number and today's date, saved at once. */
    duplicate: (id: string) => act((a, s, c) => a.duplicate(s, c, id), false),
    rememberProfile: () => act((a, s, c) => a.rememberProfile(s, c), false),
    forgetProfile: () => act((a, s, c) => a.forgetProfile(s, c), false),
    /** Deletes a saved entry (undone with `undoDelete`); deleting the open one opens another. */
    remove: (id: string) => act((a, s, c) => a.remove(s, c, id), false),
    restore: (file: Backup) => act((a, s, c) => a.restore(s, c, file), null),
    /** Opens a draft read from a file (with fresh ids), saved at once. */
    importDraft: (d: Draft) => act((a, s) => a.importDraft(s, d), false),
    /** The next document made from the open one: an invoice from a quote, a receipt from an invoice. */
    follow: (kind: 'invoice' | 'receipt', paidAmount = '') =>
      act((a, s) => a.follow(s, kind, paidAmount), false),

    /** Keeps a stamped CFDI with a saved document, written at once; true once written. */
    keepStamp: (id: string, stamp: DraftStamp) =>
      act((a, s, c) => a.keepStamp(s, c, id, stamp), false),

    /** Sets a document's status from the saved list: the open one through `update`. */
    setStatus: async (id: string, status: DocumentStatus) => {
      const s = context();
      if (id === s.current.current.id) return s.update({ status });
      await act((a, s, c) => a.setStatus(s, c, id, status), undefined);
    },

    /** The profile and every document, for one file (the open draft as it is, saved or not). */
    backup: async (): Promise<Backup> =>
      (await act((a, s, c) => a.backup(s, c), null)) ?? {
        profile: context().profile.current,
        documents: [context().current.current],
      },

    /** Puts back the document deleted last (and opens it again if it was open). */
    undoDelete: async () =>
      deleted ? act((a, s, c) => a.undoDelete(s, c, deleted), false) : false,

    /**
     * Ends a conflict with another tab: `newer` shows the version the other tab saved; `copy`
     * keeps this tab's document as a new one (new ids, the next number), beside the other.
     */
    resolveConflict: (choice: 'newer' | 'copy') =>
      act((a, s, c) => a.resolveConflict(s, c, choice === 'newer' ? conflict : null), false),
  };
}
