import type { Backend } from './backend';
import type { OpenedStorage } from './store-context';
import { browserStorage } from './browser';

/**
 * The storage code (store/database.ts with idb), the draft format's rules and the store's actions
 * on saved documents, loaded after the page starts, and the database opened. Rejects when a chunk
 * could not be loaded (the store offers to try again). `told`: where documents are kept, the
 * payments module, and whether the browser already keeps them persistently.
 */
/** The storage, with the store's actions on saved documents (store/document-actions.ts). */
export interface Connection extends OpenedStorage {
  actions: typeof import('./document-actions');
}

export async function openStorage(told: {
  kept(kind: Backend['kind']): void;
  payments(payments: Connection['database']['payments']): void;
  persisted(persisted: boolean): void;
}): Promise<Connection> {
  const { database, schema, actions } = await import('./storage-code');
  const { backend } = await database.openBackend(browserStorage());
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(database.CHANNEL) : null;
  told.kept(backend.kind);
  told.payments(database.payments);
  if (backend.kind === 'indexeddb')
    void navigator.storage
      ?.persisted?.()
      .then((p) => p && told.persisted(true))
      .catch(() => {});
  return { database, schema, actions, backend, channel };
}
