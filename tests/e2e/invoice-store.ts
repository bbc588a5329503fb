import { expect, type Page } from '@playwright/test';

/**
 * What the generator keeps in the browser (src/features/invoice-generator/store/database.ts):
 * read from its IndexedDB database without creating it (a test must not make an empty one the
 * page would then find without its stores).
 */
export interface StoredRecord {
  id: string;
  version: number;
  value: unknown;
  raw?: string;
}

export const storedDocuments = (page: Page): Promise<StoredRecord[]> =>
  page.evaluate(async () => {
    const names = await indexedDB.databases();
    if (!names.some((d) => d.name === 'invoxa-invoice-generator')) return [];
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const request = indexedDB.open('invoxa-invoice-generator');
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    if (!db || !db.objectStoreNames.contains('documents')) {
      db?.close();
      return [];
    }
    const records = await new Promise<StoredRecord[]>((resolve) => {
      const request = db.transaction('documents').objectStore('documents').getAll();
      request.onsuccess = () => resolve(request.result as StoredRecord[]);
      request.onerror = () => resolve([]);
    });
    db.close();
    return records;
  });

/** Every document kept, as JSON text, to look for what was typed. */
export const storedText = async (page: Page) =>
  (await storedDocuments(page)).map((r) => r.raw ?? JSON.stringify(r.value)).join('\n');

/** The generator's localStorage keys and values (the former format, and its markers). */
export const localKeys = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.startsWith('invoxa.invoice-generator'))
        .map((k) => [k, localStorage.getItem(k)]),
    ),
  );

/**
 * From the page's start, every IndexedDB write throws QuotaExceededError once
 * `window.storageFull` is true (a full disk), or always with `always`.
 */
export const fullStorage = (page: Page, always = false) =>
  page.addInitScript((always) => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args: Parameters<typeof put>) {
      if (always || (window as { storageFull?: boolean }).storageFull)
        throw new DOMException('full', 'QuotaExceededError');
      return put.apply(this, args);
    };
  }, always);

/**
 * From the page's start, every IndexedDB write is seen done `ms` later than it is (a slow disk):
 * the listeners of a read-write transaction's `complete` event, which the store awaits, are
 * called late.
 */
export const slowWrites = (page: Page, ms: number) =>
  page.addInitScript((ms) => {
    const listen = IDBTransaction.prototype.addEventListener;
    IDBTransaction.prototype.addEventListener = function (
      this: IDBTransaction,
      ...args: Parameters<typeof listen>
    ) {
      const [type, listener, options] = args;
      if (type !== 'complete' || this.mode !== 'readwrite' || typeof listener !== 'function')
        return listen.apply(this, args);
      return listen.call(
        this,
        type,
        (event) => setTimeout(() => listener.call(this, event), ms),
        options,
      );
    };
  }, ms);

/**
 * The generator has started and read this browser's documents: its form is no longer busy and
 * shows a number. The start of the site's heaviest page, on a machine whose two cores four test
 * workers share, can take longer than an assertion's usual 7 s (a ceiling: it passes as soon as it
 * holds).
 */
export const generatorStarted = async (page: Page) => {
  await expect(page.locator('[role="form"][aria-busy="false"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('#number')).toHaveValue(/-\d{4}-\d{4}$/, { timeout: 20_000 });
};
