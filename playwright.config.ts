import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, headlessShellPath } from './scripts/chromium.mjs';
import { e2eEnv, e2ePort } from './scripts/e2e-env.mjs';

export const baseURL = `http://localhost:${e2ePort}`;

/** Debian's Chromium headless shell: nothing is downloaded (scripts/chromium.mjs). */
const launchOptions = { executablePath: headlessShellPath, args: chromiumFlags };

/**
 * The longest tests, each minutes in one worker, start first: begun last, they ran on alone after
 * every other test had ended (docs/decisions/test-suite.md). Projects start in the order listed.
 */
const longRuns = ['**/nginx.spec.ts', '**/valid-html.spec.ts'];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Four on two cores: the tests spend much of their time waiting for the server and the
  // browser. `npm test` on this machine: 314 s with three workers, 277 s with four.
  workers: 4,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'en-US',
    // Traces cost CPU on every test; recorded when a failed test is retried.
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop, long',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testMatch: longRuns,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: longRuns },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: e2eEnv,
  },
});
