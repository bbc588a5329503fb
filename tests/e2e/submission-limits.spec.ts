import { rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { tricklePost } from '../../bench/lib.mjs';
import { e2ePort } from '../../scripts/e2e-env.mjs';
import { actionIds, postForm } from '../support/action-requests';
import { rowsIn, uniqueEmail } from './db';
import { healthy, npmStart, type Started } from './instances';

// The limits a visitor cannot talk their way around, on instances of the production build started
// with small limits: the rate limit counts the address the server trusts (never one a client
// writes into X-Forwarded-For), IPv6 by /64; an instance takes only so many submissions at once,
// and only a few from one address, answering the rest at once with a localized sentence; a body
// must arrive within a deadline and stay within 64 KB, however it is sent.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/** Instance `n` (1 to 9) listens on the nth port above the e2e server's; each test stops its own. */
const instancePort = (n: number) => e2ePort + n;

const RATE_LIMITED = 'You have sent several requests in a short time';

/** An instance of the build on `port` with a new, empty database. */
async function instance(port: number, env: Record<string, string | undefined>) {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(`./data/e2e-${port}.db${suffix}`, { force: true });
  // The share of one address as shipped, unless the test sets it (the e2e settings lift it).
  const server = npmStart(port, {
    RATE_LIMIT_MAX: '3',
    MAX_SUBMISSIONS_PER_ADDRESS: undefined,
    ...env,
  });
  await healthy(port, server);
  return server;
}

const subscribe = (port: number, forwardedFor: string | undefined, fields = {}) =>
  postForm(
    `http://127.0.0.1:${port}`,
    actionIds(),
    'newsletter',
    { email: uniqueEmail('limit'), locale: 'en', ...fields },
    { envelope: 'js', address: forwardedFor },
  );

test.describe('the rate limit counts the address the server trusts', () => {
  let server: Started | undefined;
  test.afterEach(async () => server?.stop());

  test('with no proxy configured, a new X-Forwarded-For on every request buys no allowance', async () => {
    server = await instance(instancePort(1), {});
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await subscribe(instancePort(1), `203.0.113.${i + 1}`));
    expect(answers.map((a) => a.state)).toEqual([
      'success',
      'success',
      'success',
      'error',
      'error',
      'error',
    ]);
    expect(answers[3]!.text).toContain(RATE_LIMITED);
    const stored = rowsIn(
      `./data/e2e-${instancePort(1)}.db`,
      'select count(*) as n from newsletter_signups',
    );
    expect(stored).toEqual([{ n: 3 }]);
  });

  test('behind one trusted proxy, the address it appended counts; what the client wrote does not', async () => {
    server = await instance(instancePort(2), { TRUSTED_PROXY_HOPS: '1' });
    // The proxy appends the visitor's address to whatever the visitor sent.
    const fromVisitor = [];
    for (let i = 0; i < 5; i++)
      fromVisitor.push(await subscribe(instancePort(2), `10.9.9.${i}, 198.51.100.7`));
    expect(fromVisitor.map((a) => a.state)).toEqual([
      'success',
      'success',
      'success',
      'error',
      'error',
    ]);
    // Another visitor behind the same proxy has an allowance of their own.
    expect((await subscribe(instancePort(2), '10.9.9.1, 198.51.100.8')).state).toBe('success');

    // IPv6: the addresses of one /64 share one allowance; the next /64 has its own.
    const sameNetwork = [];
    for (let i = 1; i <= 4; i++)
      sameNetwork.push(await subscribe(instancePort(2), `2001:db8:aa:bb::${i}`));
    expect(sameNetwork.map((a) => a.state)).toEqual(['success', 'success', 'success', 'error']);
    expect((await subscribe(instancePort(2), '2001:db8:aa:bc::1')).state).toBe('success');
  });

  test('a submission without the honeypot field is answered but not stored; with it empty, stored', async () => {
    server = await instance(instancePort(4), {});
    // As a browser sends it: the honeypot field present and empty.
    expect((await subscribe(instancePort(4), undefined)).state).toBe('success');
    const withoutField = await fetch(`http://127.0.0.1:${instancePort(4)}/articles`, {
      method: 'POST',
      headers: {
        Origin: `http://127.0.0.1:${instancePort(4)}`,
        'Next-Action': actionIds().subscribeToNewsletter!,
      },
      body: (() => {
        const body = new FormData();
        body.append('_1_email', 'no-honeypot@example.com');
        body.append('_1_locale', 'en');
        body.append('0', JSON.stringify([{ status: 'idle' }, '$K1']));
        return body;
      })(),
    });
    expect(withoutField.status).toBe(200);
    expect(await withoutField.text()).toContain('We received your submission');
    expect(
      rowsIn(
        `./data/e2e-${instancePort(4)}.db`,
        'select email from newsletter_signups order by email',
      ),
    ).toEqual([{ email: expect.stringMatching(/^limit\./) }]);
  });
});

/**
 * Starts a form post and keeps it open (its body never ends): one submission in progress, from
 * `localAddress`. Resolves once the server has taken it: the post asks to be told to go on
 * (`Expect: 100-continue`), and Node's server says so in the same turn as it hands the request to
 * the request gate, which counts it then; anything sent after "continue" is handled after that.
 */
function holdSubmission(port: number, localAddress = '127.0.0.1'): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      localAddress,
      method: 'POST',
      path: '/contact',
      headers: {
        Origin: `http://127.0.0.1:${port}`,
        'Content-Type': 'multipart/form-data; boundary=held',
        'Content-Length': '20000',
        Expect: '100-continue',
      },
    });
    req.on('error', () => {}); // destroyed at the end of the test
    req.on('response', (res) => reject(new Error(`the held post was answered ${res.statusCode}`)));
    req.on('continue', () =>
      req.write('--held\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen\r\n', (error) =>
        error ? reject(error) : resolve(req),
      ),
    );
    req.flushHeaders();
  });
}

test.describe('a cap on submissions in progress', () => {
  let server: Started | undefined;
  let held: ClientRequest | undefined;
  test.afterEach(async () => {
    held?.destroy();
    await server?.stop();
  });

  test('over the cap (taken by another address): 503 with Retry-After at once, in the page language; pages unaffected', async () => {
    server = await instance(instancePort(3), {
      MAX_CONCURRENT_SUBMISSIONS: '1',
      SUBMISSION_BODY_SECONDS: '120',
      BUSY_RETRY_AFTER_SECONDS: '7',
      RATE_LIMIT_MAX: '100',
    });
    held = await holdSubmission(instancePort(3), '127.0.0.2');
    const base = `http://127.0.0.1:${instancePort(3)}`;
    const ids = actionIds();

    const started = Date.now();
    const withJs = await fetch(`${base}/es/contact`, {
      method: 'POST',
      headers: { Origin: base, 'Next-Action': ids.sendContactMessage!, Accept: 'text/x-component' },
      body: (() => {
        const body = new FormData();
        body.append('_1_website', '');
        body.append('_1_email', 'busy@example.com');
        body.append('0', JSON.stringify([{ status: 'idle' }, '$K1']));
        return body;
      })(),
    });
    expect(withJs.status).toBe(503);
    expect(withJs.headers.get('retry-after')).toBe('7');
    expect(withJs.headers.get('content-type')).toBe('text/plain');
    expect(await withJs.text()).toBe(
      'En este momento estamos recibiendo muchos formularios, así que el tuyo no se envió. Espera unos segundos y vuelve a enviarlo.',
    );
    expect(Date.now() - started).toBeLessThan(5_000);

    const withoutJs = await postForm(
      base,
      ids,
      'contact-form',
      { name: 'N', email: 'n@x.co' },
      {
        envelope: 'no-js',
      },
    );
    expect(withoutJs.status).toBe(503);
    expect(withoutJs.text).toContain('Many people are sending forms right now');

    const page = await fetch(`${base}/pricing`);
    expect(page.status).toBe(200);

    // Once the submission in progress ends, the next one is taken.
    held.destroy();
    await expect
      .poll(async () => (await subscribe(instancePort(3), undefined)).state, { timeout: 10_000 })
      .toBe('success');
  });

  test('the form says so in place and keeps what was typed; sent again later, it goes through', async ({
    page,
  }) => {
    server = await instance(instancePort(5), {
      MAX_CONCURRENT_SUBMISSIONS: '1',
      SUBMISSION_BODY_SECONDS: '120',
      RATE_LIMIT_MAX: '100',
    });
    const base = `http://127.0.0.1:${instancePort(5)}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/es/contact`);
    const email = uniqueEmail('busy');
    const form = page.locator('#form');
    await form.getByLabel('Nombre', { exact: true }).fill('Fox Mulder');
    await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await form.getByLabel('Asunto').selectOption({ index: 2 });
    await form.getByLabel('Mensaje', { exact: true }).fill('¿Aceptan pagos con SPEI?');
    // The form's rules load once it is interactive; wait for them like a visitor reading the page.
    await page.waitForLoadState('load');

    held = await holdSubmission(instancePort(5), '127.0.0.2');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    const notice = form.getByRole('alert');
    await expect(notice).toContainText('estamos recibiendo muchos formularios');
    await expect(notice).toBeInViewport();
    await expect(form.locator('#contact-form-notice')).toBeFocused();
    await expect(form.getByLabel('Mensaje', { exact: true })).toHaveValue(
      '¿Aceptan pagos con SPEI?',
    );

    held.destroy();
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByRole('status')).toContainText('Mensaje enviado');
    expect(
      rowsIn(
        `./data/e2e-${instancePort(5)}.db`,
        'select count(*) as n from contact_submissions where email = ?',
        email,
      ),
    ).toEqual([{ n: 1 }]);
  });
});

interface RawAnswer {
  status?: number;
  text?: string;
  /** The connection ended without an answer. */
  closed?: string;
  ms: number;
}

/** A post from 127.0.0.2 announcing 60,000 bytes and sending one every 2 s, as an abuser would. */
const trickle = (port: number, path: string) =>
  tricklePost(`http://127.0.0.1:${port}${path}`, { localAddress: '127.0.0.2' });

/** A form post with a 2 MB body, sent chunked (no Content-Length) or announced by Content-Length. */
function postLarge(
  port: number,
  path: string,
  { chunked, action }: { chunked: boolean; action?: string },
): Promise<RawAnswer> {
  const started = Date.now();
  const megabyte = Buffer.alloc(1024 * 1024, 'a');
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      Origin: `http://127.0.0.1:${port}`,
      'Content-Type': 'multipart/form-data; boundary=large',
    };
    if (!chunked) headers['Content-Length'] = String(2 * megabyte.length);
    if (action) headers['Next-Action'] = action;
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          text: `${res.headers['content-type']} | ${text}`,
          ms: Date.now() - started,
        }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ closed: error.code ?? 'error', ms: Date.now() - started }),
    );
    req.write(megabyte);
    req.end(megabyte);
  });
}

test.describe('slow, endless and oversized submissions', () => {
  let server: Started | undefined;
  let held: ClientRequest | undefined;
  test.afterEach(async () => {
    held?.destroy();
    await server?.stop();
  });

  test('twenty trickling posts from one address: a visitor from another is stored as usual; each trickle is answered within 30 s', async ({
    page,
  }) => {
    const port = instancePort(7);
    server = await instance(port, { RATE_LIMIT_MAX: '100' });
    const base = `http://127.0.0.1:${port}`;
    const answers: RawAnswer[] = [];
    const trickles = Array.from({ length: 20 }, () =>
      trickle(port, '/es/contact').then((a) => (answers.push(a), a)),
    );
    // The posts over the address's share are refused at once; the others are in progress.
    await expect.poll(() => answers.length, { timeout: 10_000 }).toBe(16);
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(429));
    expect(answers[0]!.text).toBe(
      'Todavía se están enviando varios formularios desde tu conexión, así que este no se envió. Espera unos segundos y vuelve a enviarlo.',
    );

    // A visitor on another address (the browser, 127.0.0.1) sends the contact form meanwhile.
    await page.goto(`${base}/contact`);
    await page.waitForLoadState('load');
    const email = uniqueEmail('trickle');
    const form = page.locator('#form');
    await form.getByLabel('Name', { exact: true }).fill('Dana Scully');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Subject').selectOption({ index: 2 });
    await form.getByLabel('Message', { exact: true }).fill('Do you support SPEI payments?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText('Message sent');
    expect(
      rowsIn(
        `./data/e2e-${port}.db`,
        'select count(*) as n from contact_submissions where email = ?',
        email,
      ),
    ).toEqual([{ n: 1 }]);
    expect(answers).toHaveLength(16);

    // The four in progress are answered at their body's deadline (10 s), in the page language.
    const slow = (await Promise.all(trickles)).filter((a) => a.status !== 429);
    expect(slow.map((a) => a.status)).toEqual([408, 408, 408, 408]);
    expect(slow[0]!.text).toBe(
      'Tu envío tardó demasiado en llegarnos, así que no se envió. Revisa tu conexión y vuelve a enviarlo.',
    );
    for (const a of slow) expect(a.ms).toBeLessThan(30_000);
    expect(
      rowsIn(`./data/e2e-${port}.db`, 'select count(*) as n from contact_submissions'),
    ).toEqual([{ n: 1 }]);
  });

  test("the form says in place that the visitor's connection has too many forms in progress", async ({
    page,
  }) => {
    const port = instancePort(6);
    server = await instance(port, {
      MAX_SUBMISSIONS_PER_ADDRESS: '1',
      SUBMISSION_BODY_SECONDS: '120',
      RATE_LIMIT_MAX: '100',
    });
    await page.goto(`http://127.0.0.1:${port}/articles`);
    await page.waitForLoadState('load');
    const email = uniqueEmail('per-address');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
    await form.getByLabel('Email address').fill(email);
    // The browser's address (127.0.0.1) already has its one submission in progress.
    held = await holdSubmission(port, '127.0.0.1');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Several forms from your connection are still being sent, so this one was not.',
    );
    await expect(form.getByLabel('Email address')).toHaveValue(email);

    held.destroy();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully subscribed to our newsletter!')).toBeVisible();
    expect(
      rowsIn(
        `./data/e2e-${port}.db`,
        'select count(*) as n from newsletter_signups where email = ?',
        email,
      ),
    ).toEqual([{ n: 1 }]);
  });

  test('a 2 MB body sent chunked gets the same 413 and sentence as one announced by Content-Length', async () => {
    const port = instancePort(8);
    server = await instance(port, {});
    const action = actionIds().sendContactMessage!;
    const answers = {
      chunkedJs: await postLarge(port, '/es/contact', { chunked: true, action }),
      announcedJs: await postLarge(port, '/es/contact', { chunked: false, action }),
      chunkedNoJs: await postLarge(port, '/contact', { chunked: true }),
      announcedNoJs: await postLarge(port, '/contact', { chunked: false }),
    };
    expect(answers.chunkedJs).toMatchObject({
      status: 413,
      text: 'text/plain | Este envío es demasiado grande. Acorta tu mensaje e inténtalo de nuevo.',
    });
    expect(answers.chunkedNoJs).toMatchObject({
      status: 413,
      text: 'text/plain; charset=utf-8 | This submission is too large. Please shorten your message and try again.',
    });
    expect(answers.announcedJs).toMatchObject({ status: 413, text: answers.chunkedJs.text });
    expect(answers.announcedNoJs).toMatchObject({ status: 413, text: answers.chunkedNoJs.text });
    // The instance goes on taking submissions.
    expect((await subscribe(port, undefined)).state).toBe('success');
  });
});
