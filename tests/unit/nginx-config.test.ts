import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../bench/nginx.mjs';
import { BODY_ROUTES, gateSettings } from '../../scripts/request-gate.mjs';

// The nginx configuration the README prescribes (deploy/nginx.conf), the limits the server applies
// (BODY_ROUTES) and the README's limits table say the same. nginx itself runs the file in
// tests/e2e/nginx.spec.ts.

const conf = readFileSync('deploy/nginx.conf', 'utf8');
const readme = readFileSync('README.md', 'utf8');
const directive = (name: string) => new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(conf)?.[1];

describe('deploy/nginx.conf', () => {
  it("refuses a body larger than the largest any route reads, and waits for one no longer than the server's deadline", () => {
    const largest = Math.max(...BODY_ROUTES.map((r) => r.limitBytes));
    expect(directive('client_max_body_size')).toBe(`${largest / 1024}k`);
    expect(directive('client_body_timeout')).toBe(`${gateSettings({}).submissionBodySeconds}s`);
  });

  it('appends the address it received the request from, which TRUSTED_PROXY_HOPS=1 trusts', () => {
    expect(directive('proxy_set_header X-Forwarded-For')).toBe('$proxy_add_x_forwarded_for');
    expect(readme).toContain('nginx alone in front: `TRUSTED_PROXY_HOPS=1`');
  });

  it('is what the test runs, with only its port, instances, cache folder and release file replaced', () => {
    const run = siteConfig({
      port: 4999,
      instances: [4998],
      cacheDir: '/tmp/cache',
      releaseFile: '/tmp/release.conf',
    });
    expect(run).toContain('include /tmp/release.conf;');
    expect(run).toContain('listen 127.0.0.1:4999;');
    expect(run).toContain('server 127.0.0.1:4998 fail_timeout=5s;');
    expect(run.split('\n').length).toBe(conf.split('\n').length - 1);
  });
});

describe("the README's limits table", () => {
  it('lists every route that reads a body, with its limit', () => {
    const table = readme.slice(readme.indexOf('| route | body at most |'));
    const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
    expect(rows).toHaveLength(BODY_ROUTES.length);
    for (const route of BODY_ROUTES) {
      const row = rows.find((r) =>
        route.path.startsWith('POST /')
          ? r.includes(`\`${route.path}\``)
          : r.includes('form submissions'),
      );
      expect(row, route.name).toContain(`| ${route.limitBytes / 1024} KB |`);
    }
  });
});
