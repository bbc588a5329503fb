import { expect, test } from '@playwright/test';
import { generatorLanguages } from './generator-languages';
import { pdfPages } from '../support/pdf-text';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * Send it from the phone: where the browser can share files (Web Share API level 2), a Share
 * button hands the PDF itself to the system's share sheet; elsewhere there is only Download.
 * The share sheet is the operating system's, so the test stands in for it with an init script
 * that gives the page `navigator.canShare` and `navigator.share` as a phone's browser has them
 * (`canShare` answers yes for PDF files once the test says so, no before).
 */

const languages = generatorLanguages;

interface Shared {
  name: string;
  type: string;
  title: string;
  bytes: number[];
}

test.describe('invoice generator: send it from the phone', () => {
  for (const { prefix, tag, m } of languages) {
    test(`${tag}: no Share where files cannot be shared; where they can, Share hands the PDF to the share sheet and nothing goes to the server`, async ({
      page,
    }) => {
      test.slow();
      await page.addInitScript(() => {
        const shared: unknown[] = [];
        Object.assign(window, { sharedFiles: shared });
        Object.defineProperty(navigator, 'canShare', {
          configurable: true,
          value: (data?: { files?: File[] }) =>
            sessionStorage.getItem('can-share') === 'yes' &&
            Array.isArray(data?.files) &&
            data.files.every((f) => f.type === 'application/pdf'),
        });
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data: { files: File[]; title: string }) => {
            const file = data.files[0]!;
            shared.push({
              name: file.name,
              type: file.type,
              title: data.title,
              bytes: Array.from(new Uint8Array(await file.arrayBuffer())),
            });
          },
        });
      });
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() !== 'GET') posts.push(`${r.method()} ${r.url()}`);
      });
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      await page.locator('#number').fill('SHR-2026-0009');
      await page.locator('#billTo-name').fill('Cliente Compartido');
      await page.locator('[id$="-description"]').first().fill('Fotografía de producto');
      await page.locator('[id$="-unitPrice"]').first().fill('750');

      // A browser that cannot share files: Download only.
      const share = page.getByRole('button', { name: m.ui.sharePdf, exact: true });
      await expect(page.getByRole('button', { name: m.ui.downloadPdf, exact: true })).toBeVisible();
      await expect(share).toHaveCount(0);

      // One that can (a phone's): Share hands over the PDF itself; nothing is downloaded.
      await page.evaluate(() => sessionStorage.setItem('can-share', 'yes'));
      await page.reload();
      await expect(page.locator('#billTo-name')).toHaveValue('Cliente Compartido');
      let downloads = 0;
      page.on('download', () => downloads++);
      await share.focus();
      await page.keyboard.press('Enter');
      // The PDF is made after the tap: its library (about 500 KB gzip) and font come then unless
      // the preload asked for at the first fill arrived before the reload, which on a machine
      // running the whole suite it may not (the first fill also draws the parts waiting for it and
      // loads the storage code). 7 s was too short there: "Preparing the PDF…" still showing.
      await expect(
        page.getByRole('status').filter({ hasText: 'SHR-2026-0009_Cliente-Compartido.pdf' }),
      ).toBeAttached({ timeout: 30_000 });
      const shared = await page.evaluate(
        () => (window as unknown as { sharedFiles: Shared[] }).sharedFiles,
      );
      expect(shared).toHaveLength(1);
      expect(shared[0]!.name).toBe('SHR-2026-0009_Cliente-Compartido.pdf');
      expect(shared[0]!.type).toBe('application/pdf');
      expect(shared[0]!.title).toContain('SHR-2026-0009');
      const text = (await pdfPages(new Uint8Array(shared[0]!.bytes))).join(' ');
      expect(text).toContain('Cliente Compartido');
      expect(text).toContain('Fotografía de producto');
      expect(downloads).toBe(0);
      expect(posts).toEqual([]);
    });
  }

  for (const { prefix, tag, m } of languages) {
    test(`${tag}: when the browser refuses the share sheet (too long after the tap), the PDF is downloaded and the page says so`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async () => {
            throw new DOMException('Must be handling a user gesture', 'NotAllowedError');
          },
        });
      });
      await page.goto(`${prefix}/invoice-generator`);
      await generatorStarted(page);
      await page.locator('#number').fill('SHR-2026-0010');
      await page.locator('#billTo-name').pressSequentially('Cliente Tardío');
      await page.locator('[id$="-description"]').first().pressSequentially('Retoque');
      await page.locator('[id$="-unitPrice"]').first().pressSequentially('300');
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: m.ui.sharePdf, exact: true }).click();
      const file = await downloaded;
      expect(file.suggestedFilename()).toBe('SHR-2026-0010_Cliente-Tardío.pdf');
      const said = m.ui.shareFellBack.replace('{file}', 'SHR-2026-0010_Cliente-Tardío.pdf');
      await expect(page.getByRole('status').filter({ hasText: said })).toBeAttached();
      await expect(page.getByText(m.errors.pdfFailed)).toHaveCount(0);
    });
  }
});
