import { expect, test, type Page } from '@playwright/test';
import { generatorLanguages, type GeneratorMessages } from './generator-languages';
import returning from './fixtures/invoice-generator-returning-visitor.json';
import { draftOf } from './invoice-draft-file';
import { lateChunks } from './late-chunks';
import { fullStorage, storedDocuments, storedText } from './invoice-store';

/**
 * The generator's store in IndexedDB (src/features/invoice-generator/store/database.ts, issue 38):
 * two tabs on one document, a storage that refuses every write, the storage code that never
 * loads, a stored document with a field over its limit, delete and undo. Each failed on the code
 * before (localStorage, the last save winning, "Saved" shown whatever happened).
 */

type Messages = GeneratorMessages & {
  store: Record<string, string>;
};
const languages = generatorLanguages;

const FORMER = 'invoxa.invoice-generator';
const fixture = returning as Record<string, string>;
const CURRENT = fixture[`${FORMER}.current`]!;

/** Opens the generator and waits until it is ready to take typing. */
async function open(page: Page, path: string, m: Messages) {
  await page.goto(path);
  // A returning visitor's documents are moved and read first: on a busy machine, seconds.
  await expect(page.locator('#number')).toHaveValue(/-\d{4}-\d{4}$/, { timeout: 15_000 });
  await expect(page.getByRole('form', { name: m.ui.formTitle })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

/**
 * The page's own timers stop (its 400 ms autosave never comes), so what is typed there stays
 * unsaved; the other tab's timers run (a context's clock would stop both).
 */
const holdSaves = (page: Page) =>
  page.evaluate(() => {
    window.setTimeout = (() => 0) as unknown as typeof window.setTimeout;
  });

const typeInto = (page: Page, selector: string, text: string) =>
  page.locator(selector).pressSequentially(text, { delay: 20 });

test.describe('invoice generator: the store', () => {
  test.describe.configure({ retries: 0 });
  for (const { prefix, tag, m } of languages) {
    const path = `${prefix}/invoice-generator`;
    const saved = (page: Page) => page.getByRole('status').filter({ hasText: m.ui.savedStatus });

    test(`${tag}: two tabs on one document: the stale one says so and keeps its edits as a copy`, async ({
      context,
    }) => {
      const a = await context.newPage();
      await open(a, path, m);
      await typeInto(a, '#billTo-name', 'Cliente');
      await expect(saved(a)).toBeVisible();

      // Tab B opens the same document; tab A's timers stop, so its edit stays unsaved.
      const b = await context.newPage();
      await open(b, path, m);
      await expect(b.locator('#billTo-name')).toHaveValue('Cliente');
      await holdSaves(a);
      await typeInto(a, '#notes', 'Nota de A');
      await b.locator('#billTo-name').press('End');
      await typeInto(b, '#billTo-name', ' de B');
      await expect(saved(b)).toBeVisible();

      // Tab A is told at once, and its edits stay on screen, unsaved.
      const alert = a.getByRole('alert').filter({ hasText: m.store.conflict });
      await expect(alert).toBeVisible();
      await expect(a.locator('#notes')).toHaveValue('Nota de A');
      await expect(saved(a)).toHaveCount(0);
      // New does not leave the document meanwhile.
      await a.getByRole('button', { name: m.ui.newInvoice, exact: true }).click();
      await expect(a.locator('#notes')).toHaveValue('Nota de A');

      await alert.getByRole('button', { name: m.store.keepCopy }).click();
      await expect(a.getByRole('status').filter({ hasText: m.store.keptCopy })).toBeAttached();
      await expect(alert).toHaveCount(0);
      // Both versions are kept: B's under its id, A's as a new document.
      await expect.poll(async () => (await storedDocuments(a)).length).toBe(2);
      const text = await storedText(a);
      expect(text).toContain('"name":"Cliente de B"');
      expect(text).toContain('"notes":"Nota de A"');
      await expect(
        a.getByRole('region', { name: m.ui.savedTitle }).getByRole('listitem'),
      ).toHaveCount(2);
      // The copy has a number of its own, next in the sequence: the two are never confused.
      const numbers = (await storedDocuments(a)).map((r) => (r.value as { number: string }).number);
      expect(new Set(numbers).size).toBe(2);
      await expect(a.locator('#number')).not.toHaveValue(await b.locator('#number').inputValue());
    });

    test(`${tag}: two tabs: the stale one can show the other tab's version instead`, async ({
      context,
    }) => {
      const a = await context.newPage();
      await open(a, path, m);
      await typeInto(a, '#billTo-name', 'Uno');
      await expect(saved(a)).toBeVisible();
      const b = await context.newPage();
      await open(b, path, m);
      await holdSaves(a);
      await typeInto(a, '#notes', 'perdida a propósito');
      await b.locator('#billTo-name').press('End');
      await typeInto(b, '#billTo-name', ' Dos');
      await expect(saved(b)).toBeVisible();
      const alert = a.getByRole('alert').filter({ hasText: m.store.conflict });
      await alert.getByRole('button', { name: m.store.loadNewer }).click();
      await expect(a.locator('#billTo-name')).toHaveValue('Uno Dos');
      await expect(a.locator('#notes')).toHaveValue('');
      // A tab with nothing unsaved simply follows the other's saves.
      await b.locator('#billTo-name').press('End');
      await typeInto(b, '#billTo-name', ' Tres');
      await expect(a.locator('#billTo-name')).toHaveValue('Uno Dos Tres');
    });

    test(`${tag}: a storage that refuses every write: never "Saved", the document stays, its file is offered`, async ({
      page,
    }) => {
      await fullStorage(page, true);
      await open(page, path, m);
      await typeInto(page, '#billTo-name', 'No cabe');
      const alert = page.getByRole('alert').filter({ hasText: m.errors.storageFull });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(m.store.stays);
      await expect(saved(page)).toHaveCount(0);
      // New, Open and Import do not leave the unsaved document.
      await page.getByRole('button', { name: m.ui.newInvoice, exact: true }).click();
      await expect(page.locator('#billTo-name')).toHaveValue('No cabe');
      await page.locator('#import').setInputFiles({
        name: 'one.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({ format: 'invoxa-invoice-draft', version: 1, draft: draftOf({}) }),
        ),
      });
      await expect(page.locator('#billTo-name')).toHaveValue('No cabe');
      // "Remember my details" does not say they were saved.
      await page.getByRole('button', { name: m.ui.profileRemember }).click();
      await expect(page.getByRole('status').filter({ hasText: m.ui.profileSaved })).toHaveCount(0);
      // The way out: the document as a file, with what was typed.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        alert.getByRole('button', { name: m.store.exportThis }).click(),
      ]);
      const { readFile } = await import('node:fs/promises');
      expect(await readFile((await download.path())!, 'utf8')).toMatch(/"name": ?"No cabe"/);
    });

    test(`${tag}: restoring many documents into a storage that fills up says how many were not saved`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const put = IDBObjectStore.prototype.put;
        IDBObjectStore.prototype.put = function (...args: Parameters<typeof put>) {
          const left = (window as { putsLeft?: number }).putsLeft;
          if (left !== undefined) {
            if (left <= 0) throw new DOMException('full', 'QuotaExceededError');
            (window as { putsLeft?: number }).putsLeft = left - 1;
          }
          return put.apply(this, args);
        };
      });
      await open(page, path, m);
      await page.evaluate(() => ((window as { putsLeft?: number }).putsLeft = 2));
      await page.locator('#import').setInputFiles({
        name: 'backup.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({
            format: 'invoxa-invoice-backup',
            version: 1,
            profile: null,
            documents: ['0001', '0002', '0003', '0004', '0005'].map((id) =>
              draftOf({ id, number: `IMP-2026-${id}` }),
            ),
          }),
        ),
      });
      const said = {
        'en-US':
          "File restored in part: 2 documents added or updated; 3 documents were not saved because this browser's storage is full.",
        'es-MX':
          'Archivo restaurado en parte: 2 documentos agregados o actualizados; 3 documentos no se guardaron porque el almacenamiento de este navegador está lleno.',
      }[tag]!;
      await expect(page.getByRole('status').filter({ hasText: said })).toBeAttached();
      await expect(page.getByRole('alert').filter({ hasText: m.errors.storageFull })).toBeVisible();
    });

    test(`${tag}: when the storage code never loads, nothing says "Saved" and Download says why`, async ({
      page,
    }) => {
      await page.addInitScript((items) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
      }, fixture);
      await lateChunks(page, path, { fail: true });
      await page.goto(path);
      const alert = page.getByRole('alert').filter({ hasText: m.store.chunkFailed });
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(saved(page)).toHaveCount(0);
      await page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click();
      await expect(page.locator('#pdf-error')).toHaveText(m.store.chunkFailed);
      // The former entries are untouched; once the code comes, "Try again" reads them.
      expect(await page.evaluate((k) => localStorage.getItem(k), `${FORMER}.current`)).toBe(
        CURRENT,
      );
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await alert.getByRole('button', { name: m.store.retry }).click();
      await expect(page.locator('#billTo-name')).toHaveValue('Cliente Guardado Dos', {
        timeout: 15_000,
      });
    });

    test(`${tag}: a stored document with notes over the limit opens with the notes flagged`, async ({
      page,
    }) => {
      const key = `${FORMER}.draft.${CURRENT}`;
      const long = 'n'.repeat(2_500);
      await page.addInitScript(
        ([items, key, long]) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          for (const [k, v] of Object.entries(items as Record<string, string>))
            localStorage.setItem(k, v);
          const d = JSON.parse(localStorage.getItem(key as string)!) as { notes: string };
          localStorage.setItem(key as string, JSON.stringify({ ...d, notes: long }));
        },
        [fixture, key, long] as const,
      );
      await open(page, path, m);
      await expect(page.locator('#billTo-name')).toHaveValue('Cliente Guardado Dos');
      await expect(page.locator('#notes')).toHaveValue(long);
      await expect(page.locator('#notes')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#notes-error')).toHaveText(
        m.store.fieldTooLong.replace('{max}', '2000'),
      );
      await expect(page.getByText(m.ui.unreadableName.replace('{number}', '1'))).toHaveCount(0);
      // The input has the limit; shortened, the flag goes.
      await expect(page.locator('#notes')).toHaveAttribute('maxlength', '2000');
      await expect(page.locator('#billTo-name')).toHaveAttribute('maxlength', '200');
      await expect(page.locator('#from-phone')).toHaveAttribute('maxlength', '60');
      await page.locator('#notes').focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('corta');
      await expect(page.locator('#notes')).not.toHaveAttribute('aria-invalid', 'true');
    });

    test(`${tag}: without IndexedDB (a private window of some browsers) documents go to localStorage, and the page says so`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
      });
      await open(page, path, m);
      await typeInto(page, '#billTo-name', 'Sin base');
      await expect(saved(page)).toBeVisible();
      await expect(page.locator('#kept-notice')).toHaveText(m.store.keptLocal);
      const stored = () =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((k) => k.startsWith('invoxa.invoice-generator.draft.'))
            .map((k) => localStorage.getItem(k))
            .join('\n'),
        );
      await expect.poll(stored).toContain('"name":"Sin base"');
      await page.reload();
      await expect(page.locator('#billTo-name')).toHaveValue('Sin base');
    });

    test(`${tag}: a deleted document can be put back with Undo, from the keyboard`, async ({
      page,
    }) => {
      await open(page, path, m);
      await typeInto(page, '#billTo-name', 'Para borrar');
      await expect(saved(page)).toBeVisible();
      const list = page.getByRole('region', { name: m.ui.savedTitle }).getByRole('listitem');
      await expect(list).toHaveCount(1);
      await list.getByRole('button', { name: new RegExp(m.ui.delete) }).click();
      await expect(list).toHaveCount(0);
      const undo = page.locator('#undo-delete');
      await expect(undo).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Para borrar' })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(list).toHaveCount(1);
      await expect(page.locator('#billTo-name')).toHaveValue('Para borrar');
      await expect(undo).toHaveCount(0);
      await expect.poll(() => storedText(page)).toContain('Para borrar');
      // Where the documents are kept, and for how long, is said beside the list.
      await expect(page.locator('#kept-notice')).toHaveText(
        new RegExp(`${m.store.keptPersistent}|${m.store.keptBestEffort}`.replace(/[?.]/g, '\\$&')),
      );
    });
  }
});
