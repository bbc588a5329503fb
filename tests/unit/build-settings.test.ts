import { describe, expect, it } from 'vitest';
import { buildRecord, secretsDigest, SECRET_SETTINGS } from '@/build-settings';
import {
  adoptBuildSettings,
  buildIsCurrent,
  markBuildComplete,
  secretsDigest as scriptDigest,
  SECRET_SETTINGS as scriptSecrets,
  markBuildInUse,
  serversUsingBuild,
  settingsConflicts,
  sourceHash,
} from '../../scripts/build-state.mjs';
import nextConfig from '../../next.config';

describe('what a build records and npm start compares', () => {
  const record = buildRecord({ SITE_URL: 'https://www.invoxa.com/', SMTP_URL: 'smtp://x' });

  it('records the baked-in settings with their defaults, and no secret', () => {
    expect(record.settings).toMatchObject({
      SITE_URL: 'https://www.invoxa.com',
      APP_LOGIN_URL: 'https://app.invoxa.com/login',
      TMS_PROJECT_ID: '',
      TMS_REFRESH_SECONDS: '3600',
    });
    expect(JSON.stringify(record)).not.toContain('smtp://x');
    expect(Object.keys(record.settings)).not.toContain('SMTP_URL');
  });

  it('digests the secrets the same way in the build and in the scripts', () => {
    expect(scriptSecrets).toEqual([...SECRET_SETTINGS]);
    const env = { SMTP_URL: 'smtp://a:b@h', CUSTOMERIO_API_KEY: 'k' };
    expect(scriptDigest(env)).toBe(secretsDigest(env));
    expect(scriptDigest({ SMTP_URL: 'smtp://other' })).not.toBe(secretsDigest(env));
  });

  it('refuses another value of a baked-in setting, ignores runtime settings, adopts unset ones', () => {
    expect(settingsConflicts(record, { SITE_URL: 'https://www.invoxa.com/' })).toEqual([]);
    expect(
      settingsConflicts(record, { SMTP_URL: 'smtp://elsewhere', RATE_LIMIT_MAX: '3' }),
    ).toEqual([]);
    expect(settingsConflicts(record, { SITE_URL: 'http://localhost:3000' })).toEqual([
      { key: 'SITE_URL', built: 'https://www.invoxa.com', given: 'http://localhost:3000' },
    ]);
    const env: Record<string, string | undefined> = { SITE_URL: '' };
    adoptBuildSettings(record, env);
    expect(env.SITE_URL).toBe('https://www.invoxa.com');
    expect(env.TMS_PROJECT_ID).toBeUndefined();
  });
});

describe('a build in use is never rebuilt', () => {
  it('lists the servers still running from .next and forgets the marks of ended ones', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, existsSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { spawn } = await import('node:child_process');
    const root = mkdtempSync(path.join(tmpdir(), 'build-in-use-'));
    const dir = path.join(root, '.next', 'servers');
    mkdirSync(dir, { recursive: true });
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => ended.on('exit', r));
    try {
      writeFileSync(path.join(dir, String(running.pid)), '');
      writeFileSync(path.join(dir, String(ended.pid)), '');
      expect(serversUsingBuild(root)).toEqual([running.pid]);
      expect(existsSync(path.join(dir, String(ended.pid)))).toBe(false);
    } finally {
      running.kill();
      await new Promise((r) => running.on('exit', r));
    }
    markBuildInUse(root);
    expect(existsSync(path.join(dir, String(process.pid)))).toBe(true);
    // The current process never blocks itself.
    expect(serversUsingBuild(root)).toEqual([]);
  });
});

describe('a build made by `npm run build` is current for `npm start`', () => {
  it('is named by the hash of the sources it is built from', async () => {
    expect(await nextConfig.generateBuildId?.()).toBe(sourceHash());
  });

  it('is current once complete, until a source changes', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const root = mkdtempSync(path.join(tmpdir(), 'build-state-'));
    mkdirSync(path.join(root, 'src'));
    mkdirSync(path.join(root, '.next'));
    writeFileSync(path.join(root, 'src', 'page.tsx'), 'export default 1;');
    expect(buildIsCurrent(root)).toBe(false);
    // What `next build` writes before it prerenders: a build that fails there is not current.
    writeFileSync(path.join(root, '.next', 'BUILD_ID'), sourceHash(root));
    expect(buildIsCurrent(root)).toBe(false);
    // What `npm run build` does once `next build` has succeeded.
    markBuildComplete(root);
    expect(buildIsCurrent(root)).toBe(true);
    writeFileSync(path.join(root, 'src', 'page.tsx'), 'export default 2;');
    expect(buildIsCurrent(root)).toBe(false);
  });
});
