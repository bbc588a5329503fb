// The browsers of the tests and benchmarks: Debian's Chromium (nothing is downloaded), started
// with the flags every tool here uses. `CHROME_PATH` and `CHROME_HEADLESS_SHELL_PATH` point
// elsewhere if needed.

/** Path of the Chromium executable: the benchmarks (Lighthouse and traces measure the browser). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Path of Chromium's headless shell (Debian's `chromium-headless-shell`, the same release as
 * `chromium`): the end-to-end tests. It is the build Playwright itself runs headless tests in, and
 * it runs them in less CPU than the full browser: tests/e2e/first-tap, accessibility, typing and
 * invoice-generator specs, four workers, interleaved rounds, 262 s and 241 s against 345 s and
 * 346 s with the full browser (docs/decisions/test-suite.md).
 */
export const headlessShellPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Command-line flags: no sandbox (containers), software rendering, no background downloads. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
