import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    // An array: the regular expression matches `use-intl/format-message` only, not its subpaths.
    alias: [
      { find: '@/locales', replacement: path.resolve(root, 'locales') },
      { find: '@', replacement: path.resolve(root, 'src') },
      { find: 'server-only', replacement: path.resolve(root, 'tests/support/server-only.ts') },
      {
        find: 'next-intl/server',
        replacement: path.resolve(
          root,
          'node_modules/next-intl/dist/esm/production/server.react-server.js',
        ),
      },
      { find: 'next-intl/config', replacement: path.resolve(root, 'src/i18n/request.ts') },
      { find: 'next/root-params', replacement: path.resolve(root, 'tests/support/root-params.ts') },
      {
        find: /^use-intl\/format-message$/,
        replacement: path.resolve(root, 'tests/support/format-message.ts'),
      },
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent', NEXT_TELEMETRY_DISABLED: '1' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two files at a time (the machines have two cores): each file has its own database (a fresh
    // SQLite file, a fresh PostgreSQL schema) and its stand-ins on ports of their own, and much of
    // the suite waits (deadlines, statement timeouts, SMTP). 76 s instead of about 200 s here.
    fileParallelism: true,
    maxWorkers: 2,
    setupFiles: ['tests/support/clock.ts'],
    // The PostgreSQL schemas of the test files, dropped at the run's end (tests/support/pg-schema.ts).
    globalSetup: ['tests/support/pg-teardown.ts'],
    // use-intl inlined too, so that its `use-intl/format-message` goes through the alias above.
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
  },
});
