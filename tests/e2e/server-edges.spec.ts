import { readFileSync, statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2eEnv } from '../../scripts/e2e-env.mjs';
import { exitWithin, healthy, npmStart } from './instances';

/**
 * The server at its edges, on the production build the e2e server runs from: start-up with a
 * setting or a database that cannot work ends the process, and one build serves many instances
 * with different runtime settings without being rebuilt.
 */
test.describe.configure({ mode: 'serial' });

const start = (port: number, env: Record<string, string>) =>
  npmStart(port, { LOG_LEVEL: 'info', ...env });

test.describe('a server that cannot work does not start', () => {
  test.setTimeout(90_000);

  test('PostgreSQL on a closed port: exit 1 within seconds, naming the database', async () => {
    const server = start(3403, { DATABASE_URL: 'postgres://postgres:pw-x1@127.0.0.1:1/test' });
    expect(await exitWithin(server, 30_000), server.output()).toBe(1);
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('server not started'));
    expect(line, server.output()).toContain('PostgreSQL at 127.0.0.1:1/test (DATABASE_URL)');
    expect(line).toContain('ECONNREFUSED');
    expect(server.output()).not.toContain('pw-x1');
  });

  test('a SQLite path that cannot be written: exit 1 naming the file', async () => {
    // A path under a regular file cannot be created, even by root (who writes into read-only folders).
    const server = start(3404, { SQLITE_PATH: 'package.json/site.db' });
    expect(await exitWithin(server, 30_000), server.output()).toBe(1);
    expect(server.output()).toMatch(
      /server not started: cannot open or migrate the database, SQLite at \S+package\.json\/site\.db \(SQLITE_PATH\)/,
    );
  });

  test('an invalid setting: exit 1 naming the variable', async () => {
    const server = start(3405, { RATE_LIMIT_MAX: 'abc' });
    expect(await exitWithin(server, 30_000), server.output()).toBe(1);
    expect(server.output()).toMatch(/server not started: .*RATE_LIMIT_MAX/);

    const edge = start(3407, { TRUSTED_PROXY_HOPS: 'all' });
    expect(await exitWithin(edge, 30_000), edge.output()).toBe(1);
    expect(edge.output()).toContain(
      'server not started: TRUSTED_PROXY_HOPS must be a whole number of at least 0 (it is "all")',
    );
  });
});

test.describe('build once, run many', () => {
  test.setTimeout(180_000);

  const buildId = () => readFileSync('.next/BUILD_ID', 'utf8');

  // The build in .next is what `npm run build` alone made (scripts/test.mjs and scripts/start.mjs
  // run it and add nothing), as a host's build step makes it.
  test('the build `npm run build` made serves two instances with different mail servers as it is', async () => {
    const before = { id: buildId(), mtime: statSync('.next/BUILD_ID').mtimeMs };
    const a = npmStart(3401, { SMTP_URL: 'smtp://a:pass-a@127.0.0.1:2525' });
    // The second has no SITE_URL: it takes the build's.
    const b = npmStart(3402, { SMTP_URL: 'smtp://b:pass-b@127.0.0.1:2526', SITE_URL: undefined });
    try {
      await Promise.all([healthy(3401, a), healthy(3402, b)]);
      for (const port of [3401, 3402]) {
        const res = await fetch(`http://127.0.0.1:${port}/pricing`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain(
          `<link rel="canonical" href="${e2eEnv.SITE_URL}/pricing"`,
        );
      }
      for (const server of [a, b]) {
        expect(server.output()).toContain('Using the existing production build');
        expect(server.output()).not.toContain('No production build');
      }
      expect(buildId()).toBe(before.id);
      expect(statSync('.next/BUILD_ID').mtimeMs).toBe(before.mtime);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  test('another SITE_URL than the build was made with refuses to start and rebuilds nothing', async () => {
    const before = buildId();
    const c = npmStart(3406, { SITE_URL: 'https://www.example.com' });
    expect(await exitWithin(c, 30_000), c.output()).toBe(1);
    expect(c.output()).toContain(
      `Not started: the build in .next was made with other settings: SITE_URL=https://www.example.com (the build has ${e2eEnv.SITE_URL})`,
    );
    expect(buildId()).toBe(before);
  });
});
