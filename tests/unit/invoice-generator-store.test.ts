import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import returning from '../e2e/fixtures/invoice-generator-returning-visitor.json';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { limitOf, limits } from '@/features/invoice-generator/model/field-limits';
import { readProfile, readStoredDraft } from '@/features/invoice-generator/model/draft-schema';
import {
  DATABASE,
  firstDocument,
  openBackend,
  readSnapshot,
  type Backend,
} from '@/features/invoice-generator/store/database';
import { Autosave } from '@/features/invoice-generator/store/autosave';
import * as schema from '@/features/invoice-generator/model/draft-schema';
import { MOVED_KEY } from '@/features/invoice-generator/store/browser';
import { memoryStorage } from '@/features/invoice-generator/store/storage';

/**
 * The generator's store (docs/decisions/invoice-generator.md, "Drafts and files") with a fake
 * IndexedDB (fake-indexeddb) and fake timers: the move from localStorage, versions between tabs,
 * a full storage, a stored document with one bad field, the save's timing.
 */

const PREFIX = 'invoxa.invoice-generator';
const fixture = returning as Record<string, string>;

const draft = (over: Partial<Draft> = {}): Draft => ({
  ...emptyDraft('2026-11-20', 'INV-2026-0007'),
  billTo: { name: 'Cliente Uno', address: 'Calle 1', taxId: '' },
  ...over,
});

/** A tiny PNG as a data: URL (a 1×1 pixel). */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const storageWith = (items: Record<string, string>) => {
  const storage = memoryStorage();
  for (const [k, v] of Object.entries(items)) storage.setItem(k, v);
  return storage;
};

const formerKeys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i)!).filter(
    (k) => k.startsWith(PREFIX) && k !== MOVED_KEY,
  );

beforeEach(() => {
  // A fresh browser: an empty IndexedDB for each test.
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('invoice generator store: the move from localStorage', () => {
  it("copies a returning visitor's documents, profile and numbers, then removes the old keys", async () => {
    const storage = storageWith(fixture);
    const { backend, moved } = await openBackend(storage);
    expect(backend.kind).toBe('indexeddb');
    expect(moved).toBe(true);
    expect(formerKeys(storage)).toEqual([]);
    expect(storage.getItem(MOVED_KEY)).toBe('1');
    const snapshot = await backend.read();
    const drafts = Object.entries(fixture).filter(([k]) => k.startsWith(`${PREFIX}.draft.`));
    expect(snapshot.documents).toHaveLength(drafts.length);
    for (const [key, raw] of drafts) {
      const stored = snapshot.documents.find((d) => d.id === key.slice(`${PREFIX}.draft.`.length));
      expect(stored?.value).toEqual(JSON.parse(raw));
      expect(stored?.version).toBe(1);
    }
    expect(snapshot.profile).toEqual(JSON.parse(fixture[`${PREFIX}.profile`]!));
    expect(snapshot.current).toBe(fixture[`${PREFIX}.current`]);
    expect(snapshot.last.invoice).toBe(fixture[`${PREFIX}.last-number`]);
    // A second start reads the database; there is nothing left to move.
    const again = await openBackend(storage);
    expect((await again.backend.read()).documents).toHaveLength(drafts.length);
  });

  it('keeps the old keys when the copy cannot be written, and moves them on the next start', async () => {
    const storage = storageWith(fixture);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const first = await openBackend(storage);
    expect(first.moved).toBe(false);
    expect(formerKeys(storage).sort()).toEqual(Object.keys(fixture).sort());
    put.mockRestore();
    const second = await openBackend(storage);
    expect(second.moved).toBe(true);
    expect(formerKeys(storage)).toEqual([]);
  });

  it('keeps a damaged entry as it was, as text', async () => {
    const storage = storageWith({ [`${PREFIX}.draft.broken`]: '{"id":"broken",' });
    const { backend } = await openBackend(storage);
    const [stored] = (await backend.read()).documents;
    expect(stored).toMatchObject({ id: 'broken', raw: '{"id":"broken",' });
    const read = readSnapshot(await backend.read(), schema);
    expect(read.unreadable).toEqual([{ id: 'broken', raw: '{"id":"broken",' }]);
  });

  it('keeps the logo once, as a Blob, however many documents carry it', async () => {
    const { backend } = await openBackend(null);
    await backend.put(draft({ id: 'a', logo: LOGO }), 0);
    await backend.put(draft({ id: 'b', logo: LOGO }), 0);
    await backend.putProfile({ ...readProfile({})!, logo: LOGO } as never);
    const request = indexedDB.open(DATABASE);
    const db = await new Promise<IDBDatabase>((resolve) => {
      request.onsuccess = () => resolve(request.result);
    });
    const count = await new Promise<number>((resolve) => {
      const r = db.transaction('logos').objectStore('logos').count();
      r.onsuccess = () => resolve(r.result);
    });
    const blob = await new Promise<unknown>((resolve) => {
      const r = db.transaction('logos').objectStore('logos').getAll();
      r.onsuccess = () => resolve(r.result[0]);
    });
    db.close();
    expect(count).toBe(1);
    expect(blob).toBeInstanceOf(Blob);
    const docs = (await backend.read()).documents;
    expect(docs.map((d) => (d.value as Draft).logo)).toEqual([LOGO, LOGO]);
  });

  it('falls back to localStorage, then memory, where IndexedDB cannot be opened', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const storage = storageWith(fixture);
    const local = await openBackend(storage);
    expect(local.backend.kind).toBe('localStorage');
    expect((await local.backend.read()).documents).toHaveLength(2);
    expect(formerKeys(storage)).toHaveLength(Object.keys(fixture).length);
    expect((await openBackend(null)).backend.kind).toBe('memory');
    vi.unstubAllGlobals();
  });
});

describe('invoice generator store: versions and failed writes', () => {
  let backend: Backend;
  beforeEach(async () => {
    backend = (await openBackend(null)).backend;
  });

  it('refuses a write made from an older version (another tab saved since)', async () => {
    expect(await backend.put(draft({ id: 'd', notes: 'one' }), 0)).toEqual({
      ok: true,
      version: 1,
    });
    // Tab A writes from version 1.
    expect(await backend.put(draft({ id: 'd', notes: 'tab A' }), 1)).toEqual({
      ok: true,
      version: 2,
    });
    // Tab B still holds version 1: refused, and told what is stored.
    const stale = await backend.put(draft({ id: 'd', notes: 'tab B' }), 1);
    expect(stale).toMatchObject({ ok: false, reason: 'conflict', stored: { version: 2 } });
    expect(((await backend.get('d'))?.value as Draft).notes).toBe('tab A');
    // A new document (version 0) never replaces one of the same id.
    expect(await backend.put(draft({ id: 'd' }), 0)).toMatchObject({ reason: 'conflict' });
  });

  it('says the storage is full and keeps what was saved before', async () => {
    await backend.put(draft({ id: 'd', notes: 'saved' }), 0);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(await backend.put(draft({ id: 'd', notes: 'lost?' }), 1)).toEqual({
      ok: false,
      reason: 'full',
    });
    expect(await backend.putProfile(readProfile({}) ?? (draft() as never))).toEqual({
      ok: false,
      reason: 'full',
    });
    vi.restoreAllMocks();
    expect(((await backend.get('d'))?.value as Draft).notes).toBe('saved');
  });

  it('remembers every downloaded number and the last of each sequence', async () => {
    await backend.rememberNumber('INV-2026-0001', 'invoice');
    await backend.rememberNumber('QUO-2026-0003', 'quote');
    await backend.rememberNumber('INV-2026-0001', 'invoice');
    const snapshot = await backend.read();
    expect(snapshot.downloaded).toEqual(['QUO-2026-0003', 'INV-2026-0001']);
    expect(snapshot.last).toEqual({
      invoice: 'INV-2026-0001',
      quote: 'QUO-2026-0003',
      receipt: null,
    });
  });
});

describe('invoice generator store: a stored document with one bad field', () => {
  const stored = JSON.parse(fixture[`${PREFIX}.draft.${fixture[`${PREFIX}.current`]}`]!) as Record<
    string,
    unknown
  >;

  it('opens with notes over the limit flagged, not "unreadable"', () => {
    const read = readStoredDraft({ ...stored, notes: 'x'.repeat(2_500) });
    expect(read?.draft.notes).toHaveLength(2_500);
    expect(read?.flagged).toEqual([
      { field: 'notes', path: ['notes'], problem: 'tooLong', max: limits.longText },
    ]);
  });

  it.each([
    ['billTo-name', { billTo: { name: 'n'.repeat(201), address: '', taxId: '' } }],
    [
      'from-phone',
      { from: { name: '', address: '', taxId: '', regime: '', phone: '5'.repeat(61) } },
    ],
    ['number', { number: 'N'.repeat(61) }],
    ['payment-link', { payment: { bank: '', clabe: '', link: 'l'.repeat(501) } }],
  ])('flags %s at its limit plus one, and the input has that limit', (field, change) => {
    const read = readStoredDraft({ ...stored, ...change });
    expect(read?.flagged.map((f) => f.field)).toEqual([field]);
    expect(read?.flagged[0]?.max).toBe(limitOf(field));
  });

  it('keeps a 42-character account field (the account and routing numbers) as it is', () => {
    const clabe = 'Acct 000123456789, Routing 111000025 (ACH)';
    const read = readStoredDraft({ ...stored, payment: { bank: '', clabe, link: '' } });
    expect(read).toMatchObject({ draft: { payment: { clabe } }, flagged: [] });
  });

  it("a line's description too long names the line's field", () => {
    const lines = [{ id: 'l1', description: 'd'.repeat(2_001), quantity: '1', unitPrice: '1' }];
    const read = readStoredDraft({ ...stored, lines });
    expect(read?.flagged.map((f) => f.field)).toEqual(['line-l1-description']);
  });

  it('puts back a field that cannot be read, and flags it', () => {
    const read = readStoredDraft({ ...stored, issueDate: '2026-02-30', currency: 'EUR' });
    expect(read?.draft).toMatchObject({ issueDate: '', currency: 'USD' });
    expect(read?.flagged.map((f) => [f.field, f.problem]).sort()).toEqual([
      ['currency', 'reset'],
      ['issueDate', 'reset'],
    ]);
    expect(read?.draft.billTo.name).toBe('Cliente Guardado Dos');
  });

  it('only what is not a document at all is unreadable', () => {
    expect(readStoredDraft('text')).toBeNull();
    expect(readStoredDraft({ notes: 'no id' })).toBeNull();
  });

  it('a snapshot lists the flagged document with the others', () => {
    const read = readSnapshot(
      {
        documents: [
          { id: String(stored.id), version: 3, value: { ...stored, notes: 'x'.repeat(2_001) } },
        ],
        profile: null,
        current: null,
        downloaded: [],
        last: { invoice: null, quote: null, receipt: null },
      },
      schema,
    );
    expect(read.drafts).toHaveLength(1);
    expect(read.unreadable).toEqual([]);
    expect(read.versions.get(String(stored.id))).toBe(3);
    expect(read.flags.get(String(stored.id))?.[0]?.field).toBe('notes');
  });
});

describe('invoice generator store: the edits written as the page was left', () => {
  const written = draft({ id: 'd', notes: 'written', updatedAt: '2026-11-28T10:00:00.000Z' });
  const typed = { ...written, notes: 'typed after', updatedAt: '2026-11-28T10:00:01.000Z' };
  const opened = (stored: Draft, version: number, unsaved: object) => {
    const snapshot = {
      documents: [{ id: stored.id, version, value: stored }],
      profile: null,
      current: stored.id,
      downloaded: [],
      last: { invoice: null, quote: null, receipt: null },
    };
    const all = readSnapshot(snapshot, schema);
    return firstDocument(all, snapshot, JSON.stringify(unsaved), schema, 'en');
  };

  it('go on the document when nothing was saved since, or only the write under way as it was left', () => {
    expect(opened(written, 1, { draft: typed, version: 1 }).draft).toMatchObject({
      id: 'd',
      notes: 'typed after',
    });
    // The write of `written` (version 1 → 2) reached the disk after the page was gone.
    const after = opened(written, 2, { draft: typed, version: 1, writing: written.updatedAt });
    expect(after).toMatchObject({ changed: true, draft: { id: 'd', notes: 'typed after' } });
    // The write begun as it was left (the copy written first) reached the disk.
    expect(opened(typed, 2, { draft: typed, version: 1 }).draft.id).toBe('d');
  });

  it("are kept as a copy beside another tab's save", () => {
    const theirs = { ...written, notes: 'other tab', updatedAt: '2026-11-28T10:00:02.000Z' };
    const copy = opened(theirs, 2, { draft: typed, version: 1, writing: written.updatedAt });
    expect(copy.draft.id).not.toBe('d');
    expect(copy.draft.notes).toBe('typed after');
  });
});

describe('invoice generator store: when the save is made', () => {
  it('writes 400 ms after the last change, once', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => true);
    const autosave = new Autosave(400, save);
    autosave.schedule();
    await vi.advanceTimersByTimeAsync(300);
    autosave.schedule();
    await vi.advanceTimersByTimeAsync(300);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('flush (an unmount, a link followed) writes at once and drops the timer', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => true);
    const autosave = new Autosave(400, save);
    autosave.schedule();
    expect(autosave.due).toBe(true);
    await expect(autosave.flush()).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosave.due).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('makes one write at a time, in order, and reports a failed one', async () => {
    const order: string[] = [];
    let release = () => {};
    const results = [false, true];
    const autosave = new Autosave(400, async () => {
      order.push('start');
      if (order.length === 1) await new Promise<void>((r) => (release = r));
      order.push('end');
      return results.shift()!;
    });
    const first = autosave.flush();
    const second = autosave.flush();
    await Promise.resolve();
    expect(order).toEqual(['start']);
    release();
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
    expect(order).toEqual(['start', 'end', 'start', 'end']);
  });
});
