import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generatorLanguages, type GeneratorMessages } from './generator-languages';
import { axeViolations } from './axe';
import { carried, recordRequests } from './typed-requests';
import { draftOf } from './invoice-draft-file';
import { generatorStarted, storedText } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * The saved list worth using: client, total and a status the visitor sets, sorted and searched;
 * everything (profile and documents) exported as one file and restored from it in another browser.
 */

type Messages = GeneratorMessages;
const languages = generatorLanguages;

const doc = (id: string, number: string, client: string, price: string, extra = {}) =>
  draftOf({
    id,
    updatedAt: `2026-11-2${id}T10:00:00.000Z`,
    number,
    from: { name: 'Backup Studio', address: '', taxId: '', regime: '' },
    billTo: { name: client, address: '', taxId: '' },
    lines: [{ id: 'x', description: `Work for ${client}`, quantity: '1', unitPrice: price }],
    ...extra,
  });

const backup = {
  format: 'invoxa-invoice-backup',
  version: 1,
  profile: {
    senderCountry: 'us',
    from: {
      name: 'Backup Studio',
      address: 'Main St 1',
      taxId: '',
      regime: '',
      email: 'b@s.example',
    },
    payment: { bank: 'First Bank', clabe: '', link: '' },
  },
  documents: [
    doc('1', 'INV-2026-0001', 'Mango Media', '1500'),
    doc('2', 'INV-2026-0002', 'Alba Arquitectos', '300', { status: 'sent' }),
    doc('3', 'QUO-2026-0001', 'Zeta Labs', '9000', { kind: 'quote' }),
  ],
};

const list = (page: Page, m: Messages) =>
  page.getByRole('region', { name: m.ui.savedTitle }).getByRole('listitem');

async function importFile(page: Page, m: Messages, content: string) {
  await page.getByLabel(m.ui.importFile).setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(content),
  });
}

test.describe('invoice generator: the saved list', () => {
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: client, total and status; sorted and searched; everything exported and restored as one file`, async ({
      page,
      context,
    }) => {
      // One long flow, several files made and read back: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      const requests = recordRequests(page);
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      await importFile(page, m, JSON.stringify(backup));
      await expect(page.getByRole('status').filter({ hasText: /\b3\b/ }).first()).toBeAttached();
      const items = list(page, m);
      await expect(items).toHaveCount(3);
      await expect(items.filter({ hasText: 'Mango Media' })).toContainText('1,500.00');
      await expect(items.filter({ hasText: 'Zeta Labs' })).toContainText(m.document.quoteTitle);
      // The list with its search, sort and status controls, and the address book: no violation.
      expect(await axeViolations(page)).toEqual([]);

      // Sorted by total, then by client.
      const sort = page.getByLabel(m.ui.savedSort);
      await sort.selectOption('total');
      await expect(items.first()).toContainText('Zeta Labs');
      await expect(items.last()).toContainText('Alba Arquitectos');
      await sort.selectOption('client');
      await expect(items.first()).toContainText('Alba Arquitectos');
      await expect(items.last()).toContainText('Zeta Labs');

      // Searched by client or by what the lines say, accents and case aside.
      const search = page.getByLabel(m.ui.savedSearch);
      await search.fill('zeta');
      await expect(items).toHaveCount(1);
      await search.fill('work for mango');
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText('Mango Media');
      await search.fill('');
      await expect(items).toHaveCount(3);

      // A status set from the list is kept.
      const mangoStatus = items
        .filter({ hasText: 'Mango Media' })
        .getByRole('combobox', { name: new RegExp(m.ui.statusLabel.replace('{name}', '.*')) });
      await expect(mangoStatus).toHaveValue('draft');
      await mangoStatus.selectOption('paid');
      // The status is written to IndexedDB a moment after the choice (a transaction of its own):
      // reloading within those milliseconds would ask whether it survives a reload, not whether
      // it is kept. Wait for the write, as a visitor's next look at the list would.
      await expect
        .poll(async () => (await storedText(page)).includes('"status":"paid"'))
        .toBe(true);
      await page.reload();
      await expect(items).toHaveCount(3);
      await expect(
        list(page, m).filter({ hasText: 'Mango Media' }).getByRole('combobox'),
      ).toHaveValue('paid');

      // The profile came with the file: a new document starts from it.
      await page.getByRole('button', { name: m.ui.newInvoice, exact: true }).click();
      await expect(page.locator('#from-name')).toHaveValue('Backup Studio');
      await expect(page.locator('#payment-bank')).toHaveValue('First Bank');

      // Everything as one file.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m.ui.exportAll, exact: true }).click(),
      ]);
      const exported = await readFile((await download.path())!, 'utf8');
      const file = JSON.parse(exported) as {
        format: string;
        profile: { from: { name: string } };
        documents: { billTo: { name: string } }[];
      };
      expect(file.format).toBe('invoxa-invoice-backup');
      expect(file.profile.from.name).toBe('Backup Studio');
      expect(file.documents).toHaveLength(3);
      expect(file.documents.find((d) => d.billTo.name === 'Mango Media')).toMatchObject({
        status: 'paid',
      });

      // Restored in a browser that has nothing: the same list, statuses and profile.
      const other = await context.browser()!.newContext({ baseURL: page.url() });
      const fresh = await other.newPage();
      await fresh.goto(`${prefix}/invoice-generator`);
      await generatorStarted(fresh);
      await importFile(fresh, m, exported);
      await expect(list(fresh, m)).toHaveCount(3);
      await expect(
        list(fresh, m).filter({ hasText: 'Mango Media' }).getByRole('combobox'),
      ).toHaveValue('paid');
      // Restoring the same file again adds nothing.
      await importFile(fresh, m, exported);
      await expect(fresh.getByRole('status').filter({ hasText: /\b0\b/ }).first()).toBeAttached();
      await expect(list(fresh, m)).toHaveCount(3);
      await other.close();
      // Searching, sorting, statuses, export and import: nothing of it left the browser.
      expect(await carried(requests, ['Mango Media', 'Zeta Labs', 'work for mango'])).toEqual([]);
    });
  }
});
