// The browser of the tests and benchmarks: Debian's Chromium (nothing is downloaded), started
// with the flags every tool here uses. `CHROME_PATH` points elsewhere if needed.

/** Path of the Chromium executable. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Command-line flags: no sandbox (containers), software rendering, no background downloads. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
