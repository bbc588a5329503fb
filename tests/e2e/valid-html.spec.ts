import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { allPages } from './helpers';

/**
 * The Nu Html Checker (the W3C validator, `vnu-jar` from node_modules, run by the local Java) on
 * every page in both languages, twice: the HTML as the server sends it and the document as the
 * browser holds it once the page's scripts have run. All the files go to one Java process (its
 * start-up is the slow part).
 */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
const JAVA = process.env.JAVA ?? 'java';
const notFound = ['/no-such-page', '/es/no-existe'];
const urls = [...allPages.map((p) => p.url), ...notFound];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker on `files`; its errors (warnings left out), as reported. */
function validate(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(JAVA, [
      '-jar',
      VNU_JAR,
      '--errors-only',
      '--format',
      'json',
      '--stdout',
      ...files,
    ]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (error) =>
      reject(new Error(`Java is needed to run the Nu Html Checker (${JAVA}): ${error.message}`)),
    );
    // Exit status 1 means errors were found; they are in the report.
    child.on('close', (status) => {
      if (status !== 0 && status !== 1) reject(new Error(`vnu exited with ${status}: ${stderr}`));
      else resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
    });
  });
}

test('every page is valid HTML, as served and as rendered', async ({ request, browser }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  const names = new Map<string, string>();
  const save = (kind: string, url: string, index: number, html: string) => {
    const file = path.join(dir, `${kind}-${index}.html`);
    writeFileSync(file, html);
    names.set(path.basename(file), `${url} (${kind})`);
    return file;
  };
  try {
    const served = await Promise.all(
      urls.map(async (url, i) => {
        const res = await request.get(url);
        expect(res.status(), url).toBe(notFound.includes(url) ? 404 : 200);
        return save('served', url, i, await res.text());
      }),
    );

    // Four tabs at once; a page is taken as rendered once its scripts have run and the network
    // has been quiet for half a second.
    const rendered: string[] = [];
    const queue = [...urls.entries()];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        const page = await browser.newPage();
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [i, url] = next;
          await page.goto(url, { waitUntil: 'networkidle' });
          await expect(page.locator('html')).toHaveAttribute('lang', /^(en-US|es-MX)$/);
          rendered.push(save('rendered', url, i, await page.content()));
        }
        await page.close();
      }),
    );

    const errors = (await validate([...served, ...rendered])).map(
      (m) =>
        `${names.get(path.basename(m.url)) ?? m.url}, line ${m.lastLine}: ${m.message} ${m.extract ?? ''}`,
    );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
