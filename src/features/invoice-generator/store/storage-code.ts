/**
 * The storage code store/open-storage.ts loads after the page starts, as one chunk: the database
 * (IndexedDB with idb), the draft format's rules and the store's actions on saved documents. One
 * `import()` for the three, since they are always wanted together: each `import()` target costs
 * the page's first load its own loader.
 */
export * as database from './database';
export * as schema from '../model/draft-schema';
export * as actions from './document-actions';
