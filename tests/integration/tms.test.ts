import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '@/env';
import { loadMessages, readBundledNamespace } from '@/i18n/messages';
import { clearRemoteCache, remoteNamespace, tmsConfig } from '@/i18n/remote';
import { fetchNamespace, isRetryable, namespaceUrl } from '@/i18n/tms';

/** A stand-in translation service: namespaces by "lng/ns", and scripted statuses per path. */
let server: Server;
let base = '';
const served = new Map<string, unknown>();
const scripted = new Map<string, number[]>();
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const [, project, version, lng, ns] = (req.url ?? '').split('/');
    const key = `${lng}/${ns}`;
    hits.push(`${project}/${version}/${key} ${req.headers.authorization ?? ''}`);
    const status = scripted.get(key)?.shift();
    if (status && status !== 200) {
      res.writeHead(status).end('{}');
      return;
    }
    if (!served.has(key)) {
      res.writeHead(404).end('{}');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(served.get(key)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  served.clear();
  scripted.clear();
  hits.length = 0;
  clearRemoteCache();
  vi.restoreAllMocks();
});

const config = () => ({
  projectId: 'proj',
  version: 'latest',
  urlTemplate: `${base}/{projectId}/{version}/{lng}/{ns}`,
});
const fast = { baseDelayMs: 1, revalidate: false as const };

describe('the translation service client', () => {
  it('builds the Locize-style URL and applies the spec retry rules', () => {
    expect(
      namespaceUrl(
        {
          projectId: 'p 1',
          version: 'latest',
          urlTemplate: 'https://x/{projectId}/{version}/{lng}/{ns}',
        },
        'es-MX',
        'pages',
      ),
    ).toBe('https://x/p%201/latest/es-MX/pages');
    expect([null, 500, 503, 408, 400].map(isRetryable)).toEqual([true, true, true, true, true]);
    expect([401, 403, 404, 429].map(isRetryable)).toEqual([false, false, false, false]);
  });

  it('retries a 500 and serves the next answer', async () => {
    served.set('en-US/common', { skipToContent: 'Skip ahead' });
    scripted.set('en-US/common', [500]);
    expect(await fetchNamespace(config(), 'en-US', 'common', fast)).toEqual({
      skipToContent: 'Skip ahead',
    });
    expect(hits).toHaveLength(2);
  });

  it('does not retry a 404, and retries 400 and 408', async () => {
    const failures: (number | null)[] = [];
    expect(
      await fetchNamespace(config(), 'en-US', 'nope', {
        ...fast,
        onFailure: (f) => failures.push(f.status),
      }),
    ).toBeUndefined();
    expect(failures).toEqual([404]);
    served.set('en-US/pages', { a: 'b' });
    scripted.set('en-US/pages', [400, 408]);
    expect(await fetchNamespace(config(), 'en-US', 'pages', fast)).toEqual({ a: 'b' });
    expect(hits).toHaveLength(4);
  });

  it('retries a refused connection, then gives up within its time bound', async () => {
    const dead = { ...config(), urlTemplate: 'http://127.0.0.1:9/{projectId}/{lng}/{ns}' };
    const failures: { status: number | null; final: boolean }[] = [];
    const started = Date.now();
    expect(
      await fetchNamespace(dead, 'en-US', 'common', {
        ...fast,
        attempts: 3,
        onFailure: (f) => failures.push(f),
      }),
    ).toBeUndefined();
    expect(failures.map((f) => [f.status, f.final])).toEqual([
      [null, false],
      [null, false],
      [null, true],
    ]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('sends the private key as Authorization', async () => {
    served.set('en-US/common', {});
    await fetchNamespace({ ...config(), apiKey: 'secret-key' }, 'en-US', 'common', fast);
    expect(hits[0]).toContain('Bearer secret-key');
  });

  it('asks the Next.js data cache to keep an answer for the one-hour refresh interval', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    served.set('en-US/common', {});
    await remoteNamespace(config(), 'en-US', 'common', { a: 'A' }, { baseDelayMs: 1 });
    expect(spy.mock.calls[0]![1]).toMatchObject({ next: { revalidate: 3600 } });
  });
});

describe('remote messages over the bundled ones', () => {
  it('takes remote messages, keeps bundled ones for missing keys, and rejects broken ICU', async () => {
    const bundled = await readBundledNamespace('en-US', 'notFound');
    served.set('en-US/notFound', {
      title: 'This page took a day off',
      countdown: '{seconds, plural, one {# second} other {# seconds}', // broken: unbalanced brace
      suggestions: { home: '' }, // empty: rejected
    });
    const merged = await remoteNamespace(config(), 'en-US', 'notFound', bundled, fast);
    expect(merged.title).toBe('This page took a day off');
    expect(merged.countdown).toBe(bundled.countdown);
    expect(merged.description).toBe(bundled.description);
    expect((merged.suggestions as Record<string, string>).home).toBe(
      (bundled.suggestions as Record<string, string>).home,
    );
  });

  it('keeps the last good remote version through an outage', async () => {
    served.set('es-MX/common', { skipToContent: 'Ir al contenido' });
    const bundled = await readBundledNamespace('es-MX', 'common');
    expect((await remoteNamespace(config(), 'es-MX', 'common', bundled, fast)).skipToContent).toBe(
      'Ir al contenido',
    );
    scripted.set('es-MX/common', [503, 503, 503]);
    expect((await remoteNamespace(config(), 'es-MX', 'common', bundled, fast)).skipToContent).toBe(
      'Ir al contenido',
    );
  });

  it('with the service down, every namespace of a page falls back to the bundled files', async () => {
    process.env.TMS_PROJECT_ID = 'proj';
    process.env.TMS_URL_TEMPLATE = 'http://127.0.0.1:9/{projectId}/{version}/{lng}/{ns}';
    resetEnv();
    try {
      expect(tmsConfig()).toBeDefined();
      const messages = await loadMessages('es');
      for (const ns of ['common', 'pages', 'notFound', 'forms'])
        expect(messages[ns]).toEqual(await readBundledNamespace('es-MX', ns));
    } finally {
      delete process.env.TMS_PROJECT_ID;
      delete process.env.TMS_URL_TEMPLATE;
      resetEnv();
    }
  }, 60_000);
});
