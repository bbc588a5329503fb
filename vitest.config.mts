import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/locales': path.resolve(root, 'locales'),
      '@': path.resolve(root, 'src'),
      'server-only': path.resolve(root, 'tests/support/server-only.ts'),
      'next-intl/server': path.resolve(root, 'node_modules/next-intl/dist/esm/production/server.react-server.js'),
      'next-intl/config': path.resolve(root, 'src/i18n/request.ts'),
      'next/root-params': path.resolve(root, 'tests/support/root-params.ts'),
    },
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
    server: { deps: { inline: ['next-intl'] } },
  },
});
