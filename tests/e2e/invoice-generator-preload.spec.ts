import { expect, test, type Page } from '@playwright/test';
import { QUIET_BEFORE_WORK_MS } from '../../src/features/invoice-generator/work-starts';
import { generatorLanguages } from './generator-languages';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * When the code of the generator's parts is asked for (form/parts.tsx `preloadWhenWorkStarts`):
 * not while the page starts, but once the visitor starts working (a first tap) or once the page has
 * been quiet for `QUIET_BEFORE_WORK_MS`; and then before any part is shown, so a part opened
 * after that needs nothing more from the network.
 *
 * The test sees every chunk fetched after the page's first load. The loads are asked for together,
 * and one of them is the "work back from a total" part's (form/lazy-sections.tsx `partLoads`),
 * which nothing else asks for until it is opened: once its chunk has been asked for and nothing is
 * still on its way, every part (the charges among them) has arrived.
 */

const m = generatorLanguages[0]!.m;

async function watchChunks(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const firstLoad = new Set(html.match(/\/_next\/static\/chunks\/[^"'\\\s)]+/g) ?? []);
  const seen = {
    refuse: false,
    workBackChunk: '',
    late: [] as string[],
    pending: 0,
    /** The live preview's code (its look chooser) and the storage code (IndexedDB's name). */
    preview: false,
    storage: false,
  };
  await page.route('**/_next/static/chunks/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (firstLoad.has(pathname)) return route.continue();
    if (seen.refuse) return route.abort('failed');
    seen.late.push(pathname);
    seen.pending++;
    try {
      const response = await route.fetch();
      // The id of the part's amount field, in its chunk (and the page's first load) only.
      const code = await response.text();
      if (code.includes('work-back-amount')) seen.workBackChunk = pathname;
      if (code.includes('look-hint')) seen.preview = true;
      if (code.includes('invoxa-invoice-generator')) seen.storage = true;
      await route.fulfill({ response });
    } catch {
      // The test has ended (and closed the page) while this chunk was on its way.
    } finally {
      seen.pending--;
    }
  });
  return seen;
}

/** Every part's chunk has been asked for (the work-back part's among them) and has arrived. */
const allPartsArrived = (seen: { workBackChunk: string; pending: number }) =>
  expect
    .poll(() => seen.workBackChunk !== '' && seen.pending === 0, { timeout: 20_000 })
    .toBe(true);

/** When (page time, ms) the browser asked for the chunk at `pathname`, and when the page loaded. */
const timesOf = (page: Page, pathname: string) =>
  page.evaluate((p) => {
    const asked = performance
      .getEntriesByType('resource')
      .find((e) => new URL(e.name).pathname === p)!.startTime;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { asked, loaded: nav.loadEventEnd };
  }, pathname);

/** When (page time, ms) the first of `pathnames` asked for at `from` or later was asked for. */
const firstAskedFrom = (page: Page, pathnames: string[], from: number) =>
  page.evaluate(
    ({ paths, from }) =>
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => paths.includes(new URL(e.name).pathname) && e.startTime >= from)
          .map((e) => e.startTime),
      ),
    { paths: pathnames, from },
  );

/** With every chunk from now on refused, a part opened now is shown: its code came before. */
async function chargesOpenWithoutNetwork(page: Page, seen: { refuse: boolean }) {
  seen.refuse = true;
  await page.getByRole('button', { name: m.ui.addCharge, exact: true }).click();
  await expect(page.locator('[id^="charge-"][id$="-description"]').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: m.ui.partFailed })).toHaveCount(0);
}

test.describe("invoice generator: the parts' code comes once the visitor starts working", () => {
  test('a quiet page asks for it once it has been loaded and untouched for a while', async ({
    page,
  }) => {
    const seen = await watchChunks(page, '/invoice-generator');
    await page.goto('/invoice-generator');
    await generatorStarted(page);
    await allPartsArrived(seen);
    const { asked, loaded } = await timesOf(page, seen.workBackChunk);
    expect(asked - loaded).toBeGreaterThanOrEqual(QUIET_BEFORE_WORK_MS);
    await chargesOpenWithoutNetwork(page, seen);
  });

  test('the first tap asks for it, before the quiet time', async ({ page }) => {
    const seen = await watchChunks(page, '/invoice-generator');
    await page.goto('/invoice-generator');
    await generatorStarted(page);
    const tappedAt = await page.evaluate(() => performance.now());
    await page.locator('#billTo-name').click();
    await allPartsArrived(seen);
    const { loaded } = await timesOf(page, seen.workBackChunk);
    // When the tap came early enough (the usual case: the page starts in about a second), the tap
    // is what started the loads: the first came after it, within an idle period (at most 2 s
    // later, `requestIdleCallback`'s timeout), before the quiet time would have started them.
    if (tappedAt - loaded < QUIET_BEFORE_WORK_MS - 2_500) {
      const first = await firstAskedFrom(page, seen.late, tappedAt);
      expect(first - loaded).toBeLessThan(QUIET_BEFORE_WORK_MS);
    }
    await chargesOpenWithoutNetwork(page, seen);
  });
});

test.describe('invoice generator on a phone: what waits for the visitor', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the preview is drawn when scrolled to, and a first visit loads the storage code once the visitor starts working', async ({
    page,
  }) => {
    const seen = await watchChunks(page, '/invoice-generator');
    await page.goto('/invoice-generator');
    await generatorStarted(page);
    const preview = page.locator('section[aria-labelledby="preview-title"]');
    const look = preview.getByRole('group', { name: m.ui.lookTitle });
    const sinceLoad = () =>
      page.evaluate(
        () =>
          performance.now() -
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .loadEventEnd,
      );
    // Far below the form on a phone: its box holds its place, its code not asked for, and nothing
    // of the storage's code either (a first visit has nothing to read). Checked while the quiet
    // time that starts the work anyway has not run out (a slow machine may get there first).
    const quiet = (await sinceLoad()) < QUIET_BEFORE_WORK_MS - 1_500;
    if (quiet) {
      await expect(preview.getByRole('status')).toHaveAttribute('aria-busy', 'true');
      await expect(look).toHaveCount(0);
      expect(seen.preview).toBe(false);
      expect(seen.storage).toBe(false);
    }
    // Scrolled to (no key, tap or focus: the visitor has not started working): drawn.
    await page.locator('#preview-title').scrollIntoViewIfNeeded();
    await expect(look).toBeVisible();
    if (quiet && (await sinceLoad()) < QUIET_BEFORE_WORK_MS - 500) expect(seen.storage).toBe(false);
    // The first tap in the form: the storage code comes.
    await page.locator('#billTo-name').click();
    await expect.poll(() => seen.storage, { timeout: 20_000 }).toBe(true);
    await page.locator('#billTo-name').fill('Cliente');
    await expect(page.getByRole('status').filter({ hasText: m.ui.savedStatus })).toBeAttached({
      timeout: 20_000,
    });
  });
});
