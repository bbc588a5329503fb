import { expect, test, type Page } from '@playwright/test';
import { generatorLanguages, type GeneratorMessages } from './generator-languages';
import { draftFile, draftOf } from './invoice-draft-file';
import { generatorStarted, slowWrites, storedDocuments, storedText } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * Nothing typed is ever lost: every action that leaves the draft saves it first, leaving the page
 * saves it, files and damaged entries are handled without losing or mixing anything. The page's
 * clock is paused after it has loaded, so the 400 ms autosave never fires on its own: what is
 * saved was saved by the action under test.
 */

type Messages = GeneratorMessages;
const languages = generatorLanguages;

const DRAFT_KEY = 'invoxa.invoice-generator.draft.';

/** Opens the generator with its clock installed, and pauses the clock once the page is ready. */
async function openPaused(page: Page, prefix: string) {
  await page.clock.install();
  await page.goto(`${prefix}/invoice-generator`);
  await generatorStarted(page);
  // A second ahead of the page's own clock (the test's `Date.now()` may already be behind it on a
  // busy machine: "Cannot fast-forward to the past").
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** The text of every draft saved in the browser (tests/e2e/invoice-store.ts). */
const stored = storedText;

const savedList = (page: Page, m: Messages) =>
  page.getByRole('region', { name: m.ui.savedTitle }).getByRole('listitem');

/** A file whose two lines have the same id, as a hand-edited file may have. */
const importedDraft = draftOf({
  id: 'same',
  lines: [
    { id: 'x', description: 'First line', quantity: '1', unitPrice: '10' },
    { id: 'x', description: 'Second line', quantity: '1', unitPrice: '20' },
  ],
});

test.describe('invoice generator: nothing typed is lost', () => {
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: typed and downloaded at once, the draft is saved, and a reload shows it`, async ({
      page,
    }) => {
      await openPaused(page, prefix);
      await page.locator('#billTo-name').fill('Cliente Łódź Rápido');
      await page.locator('#number').fill('FAST-2026-0042');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: m.ui.downloadPdf, exact: true }).click();
      await expect.poll(() => stored(page)).toContain('Cliente Łódź Rápido');
      await page.clock.resume();
      expect((await download).suggestedFilename()).toBe('FAST-2026-0042_Cliente-Łódź-Rápido.pdf');
      await page.reload();
      await expect(page.locator('#billTo-name')).toHaveValue('Cliente Łódź Rápido');
      await expect(savedList(page, m).filter({ hasText: 'FAST-2026-0042' })).toHaveCount(1);
    });

    test(`${tag}: New, Open, Duplicate and Import save the draft being typed first; an untouched new one is not listed`, async ({
      page,
    }) => {
      await openPaused(page, prefix);
      const newButton = page.getByRole('button', { name: m.ui.newInvoice, exact: true });

      await page.locator('#billTo-name').fill('Before New');
      await newButton.click();
      await expect.poll(() => stored(page)).toContain('Before New');
      await expect(page.locator('#billTo-name')).toHaveValue('');
      // Two new documents nobody typed into: still one saved invoice.
      await newButton.click();
      await newButton.click();
      await expect(savedList(page, m)).toHaveCount(1);

      await page.locator('#billTo-name').fill('Before Open');
      await page
        .getByRole('button', { name: /Before New/ })
        .first()
        .click();
      await expect(page.locator('#billTo-name')).toHaveValue('Before New');
      await expect.poll(() => stored(page)).toContain('Before Open');

      await page.locator('#billTo-name').fill('Before Duplicate');
      const duplicate = new RegExp(`${m.ui.duplicate}.*Before Open`);
      await page.getByRole('button', { name: duplicate }).click();
      await expect(page.locator('#billTo-name')).toHaveValue('Before Open');
      await expect.poll(() => stored(page)).toContain('Before Duplicate');

      await page.locator('#billTo-name').fill('Before Import');
      await page.locator('#import').setInputFiles(draftFile(importedDraft));
      await expect(page.locator('#billTo-name')).toHaveValue('Imported Client');
      await expect.poll(() => stored(page)).toContain('Before Import');
      await expect(savedList(page, m)).toHaveCount(4);
    });

    test(`${tag}: leaving the page saves what was just typed`, async ({ page }) => {
      await openPaused(page, prefix);
      await page.locator('#billTo-name').fill('Typed Then Left');
      await page.goto('about:blank');
      await page.clock.resume();
      await page.goto(`${prefix}/invoice-generator`);
      await expect(page.locator('#billTo-name')).toHaveValue('Typed Then Left');
    });
  }

  for (const { prefix, tag, m } of languages) {
    test(`${tag}: a first visit reloaded while its first save is under way keeps what was typed, in one document`, async ({
      page,
    }) => {
      // The write reaches the disk, but the page hears of it 2 s later: the reload comes between.
      await slowWrites(page, 2_000);
      await page.addInitScript(() => {
        const put = IDBObjectStore.prototype.put;
        IDBObjectStore.prototype.put = function (...args: Parameters<typeof put>) {
          if (this.name === 'documents') Object.assign(window, { writing: true });
          return put.apply(this, args);
        };
      });
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      await page.locator('#billTo-name').pressSequentially('Cliente Recargado', { delay: 20 });
      await page.waitForFunction(() => 'writing' in window);
      await page.reload();
      await expect(page.locator('#billTo-name')).toHaveValue('Cliente Recargado', {
        timeout: 15_000,
      });
      await expect(savedList(page, m)).toHaveCount(1);
      expect(await storedDocuments(page)).toHaveLength(1);
    });
  }

  test('an imported file gets fresh line ids: editing one line leaves the other alone', async ({
    page,
  }) => {
    await page.goto('/invoice-generator');
    await expect(page.locator('#number')).toHaveValue(/^INV-/);
    await page.locator('#import').setInputFiles(draftFile(importedDraft));
    const descriptions = page.locator('[id$="-description"]');
    await expect(descriptions).toHaveCount(2);
    await descriptions.first().fill('Edited first line');
    await expect(descriptions.nth(1)).toHaveValue('Second line');
    const ids = await descriptions.evaluateAll((els) => els.map((e) => e.id));
    expect(new Set(ids).size).toBe(2);
  });

  for (const { prefix, tag, m } of languages) {
    test(`${tag}: a saved entry that no longer reads as a draft is kept and shown as unreadable`, async ({
      page,
    }) => {
      const damaged = '{"id":"damaged","lines":"not lines","billTo":{"name":"Damaged Co"}}';
      await page.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(key!, value!);
            sessionStorage.setItem('seeded', '1');
          }
        },
        [`${DRAFT_KEY}damaged`, damaged],
      );
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      const name = m.ui.unreadableName.replace('{number}', '1');
      const list = page.getByRole('region', { name: m.ui.savedTitle });
      await expect(list.getByText(name)).toBeVisible();
      // Typing and saving another draft keeps the damaged entry as it was.
      await page.locator('#billTo-name').fill('Readable Client');
      await expect(savedList(page, m)).toHaveCount(2);
      // Moved into IndexedDB as it was (store/database.ts), never changed or deleted.
      const kept = (await storedDocuments(page)).find((r) => r.id === 'damaged');
      expect(kept?.value).toEqual(JSON.parse(damaged));
      // Its data can be downloaded as it is.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        list
          .getByRole('button', { name: m.ui.downloadUnreadableLabel.replace('{name}', name) })
          .click(),
      ]);
      const { readFile } = await import('node:fs/promises');
      expect(await readFile((await download.path())!, 'utf8')).toBe(damaged);
    });
  }
});
