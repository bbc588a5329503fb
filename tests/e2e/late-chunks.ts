import type { Page } from '@playwright/test';

/**
 * A slow phone or network for the generator's parts loaded on demand: every script chunk the
 * page's HTML does not name (what `next/dynamic` and `import()` fetch after the page starts) is
 * answered `ms` late, not at all (`fail`), or once the test calls `release` (`hold`). The chunks of
 * the page's first load arrive as usual. Returns what was held back, so a test can check it really
 * ran against late parts and wait until none is still on its way.
 */
export async function lateChunks(
  page: Page,
  path: string,
  { ms = 2_000, fail = false, hold = false } = {},
) {
  const html = await (await page.request.get(path)).text();
  const named = new Set(html.match(/\/_next\/static\/chunks\/[^"'\\\s)]+/g) ?? []);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const late = { requested: [] as string[], pending: 0, release };
  await page.route('**/_next/static/chunks/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (named.has(pathname)) return route.continue();
    late.requested.push(pathname);
    if (fail) return route.abort('failed');
    late.pending++;
    // The delay is the slow network this helper stands for, not a wait of the test.
    await (hold ? released : new Promise((resolve) => setTimeout(resolve, ms)));
    late.pending--;
    await route.continue().catch(() => {
      // The test may have ended (and closed the page) while this chunk was held back.
    });
  });
  return late;
}
