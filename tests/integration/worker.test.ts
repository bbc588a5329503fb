import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noAttribution } from '@/server/attribution';
import { salesContactLead } from '@/features/sales-contact/lead';
import { resetEnv } from '@/env';
import { migrateToLatest, openDatabase, type DbHandle } from '@/server/db';
import { startHttpStandIn } from '../support/stand-ins';

// `npm run worker`: the dispatcher and housekeeping without a web server, delivering what another
// process (a web instance with OUTBOX_DISPATCHER=off) stored.
describe('npm run worker', () => {
  let hook: Awaited<ReturnType<typeof startHttpStandIn>>;
  let handle: DbHandle;
  let file: string;

  beforeAll(async () => {
    hook = await startHttpStandIn();
    process.env.SALES_WEBHOOK_URL = `${hook.url}/sales`;
    resetEnv();
    file = path.join(mkdtempSync(path.join(tmpdir(), 'invoxa-worker-')), 'site.db');
    handle = openDatabase({ sqlitePath: file });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    delete process.env.SALES_WEBHOOK_URL;
    resetEnv();
    await Promise.all([handle.db.destroy(), hook.close()]);
  });

  it('delivers what a web instance stored, runs housekeeping, and stops on SIGTERM', async () => {
    const worker = spawn(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/worker.ts'],
      {
        env: {
          ...process.env,
          SQLITE_PATH: file,
          LOG_LEVEL: 'info',
          OUTBOX_POLL_MS: '100',
          // The switches of a web instance: the worker runs both jobs whatever they say.
          OUTBOX_DISPATCHER: 'off',
          HOUSEKEEPING: 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    worker.stdout.on('data', (d: Buffer) => (output += d.toString()));
    worker.stderr.on('data', (d: Buffer) => (output += d.toString()));
    // 'close', not 'exit': only then has all of the process's output been read from its pipes
    // (at 'exit' the last lines, the shutdown's among them, may still be on their way).
    const exited = new Promise<number | null>((resolve) => worker.on('close', resolve));
    try {
      await expect.poll(() => output, { timeout: 15_000 }).toContain('worker ready');
      await expect.poll(() => output).toContain('housekeeping done');
      const stored = await salesContactLead.store(
        handle,
        { name: 'Wen', email: 'wen@example.com', phone: null, preferPhone: false },
        { locale: 'en', t: (key) => key, attribution: noAttribution },
      );
      expect(stored.ok).toBe(true);
      await expect.poll(() => hook.requests.length, { timeout: 5_000 }).toBe(1);
      expect(JSON.parse(hook.requests[0]!.body)).toMatchObject({ email: 'wen@example.com' });
    } finally {
      worker.kill('SIGTERM');
    }
    expect(await exited).toBe(143);
    expect(output).toContain('SIGTERM: finishing the background jobs');
  });
});
