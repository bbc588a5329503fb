/**
 * The messages of what is kept in this browser (namespace `invoice-generator.store`): read on the
 * server (InvoiceGenerator.tsx) and passed to the client as they are; `{name}` arguments are
 * filled in the browser, `restoredPartly`'s plurals by use-intl (store/useFileActions.ts).
 */
export const storeKeys = [
  'keptPersistent',
  'keptBestEffort',
  'keptLocal',
  'keptMemory',
  'stays',
  'exportThis',
  'chunkFailed',
  'retry',
  'conflict',
  'loadNewer',
  'keepCopy',
  'keptCopy',
  'loadedNewer',
  'deleted',
  'undo',
  'undoLabel',
  'undone',
  'restoredPartly',
  'fieldTooLong',
  'fieldReset',
] as const;

export type StoreText = Record<(typeof storeKeys)[number], string>;
