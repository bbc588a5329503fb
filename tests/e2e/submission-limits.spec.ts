import { rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { actionIds, postForm } from '../support/action-requests';
import { rowsIn, uniqueEmail } from './db';
import { healthy, npmStart, type Started } from './instances';

// The limits a visitor cannot talk their way around, on instances of the production build started
// with small limits: the rate limit counts the address the server trusts (never one a client
// writes into X-Forwarded-For), IPv6 by /64, and an instance takes only so many submissions at
// once, answering the rest at once with a localized "busy".
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const RATE_LIMITED = 'You have sent several requests in a short time';

/** An instance of the build on `port` with a new, empty database. */
async function instance(port: number, env: Record<string, string>) {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(`./data/e2e-${port}.db${suffix}`, { force: true });
  const server = npmStart(port, { RATE_LIMIT_MAX: '3', ...env });
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
    server = await instance(3411, {});
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await subscribe(3411, `203.0.113.${i + 1}`));
    expect(answers.map((a) => a.state)).toEqual([
      'success',
      'success',
      'success',
      'error',
      'error',
      'error',
    ]);
    expect(answers[3]!.text).toContain(RATE_LIMITED);
    const stored = rowsIn('./data/e2e-3411.db', 'select count(*) as n from newsletter_signups');
    expect(stored).toEqual([{ n: 3 }]);
  });

  test('behind one trusted proxy, the address it appended counts; what the client wrote does not', async () => {
    server = await instance(3412, { TRUSTED_PROXY_HOPS: '1' });
    // The proxy appends the visitor's address to whatever the visitor sent.
    const fromVisitor = [];
    for (let i = 0; i < 5; i++)
      fromVisitor.push(await subscribe(3412, `10.9.9.${i}, 198.51.100.7`));
    expect(fromVisitor.map((a) => a.state)).toEqual([
      'success',
      'success',
      'success',
      'error',
      'error',
    ]);
    // Another visitor behind the same proxy has an allowance of their own.
    expect((await subscribe(3412, '10.9.9.1, 198.51.100.8')).state).toBe('success');

    // IPv6: the addresses of one /64 share one allowance; the next /64 has its own.
    const sameNetwork = [];
    for (let i = 1; i <= 4; i++) sameNetwork.push(await subscribe(3412, `2001:db8:aa:bb::${i}`));
    expect(sameNetwork.map((a) => a.state)).toEqual(['success', 'success', 'success', 'error']);
    expect((await subscribe(3412, '2001:db8:aa:bc::1')).state).toBe('success');
  });

  test('a submission without the honeypot field is answered but not stored; with it empty, stored', async () => {
    server = await instance(3414, {});
    // As a browser sends it: the honeypot field present and empty.
    expect((await subscribe(3414, undefined)).state).toBe('success');
    const withoutField = await fetch('http://127.0.0.1:3414/articles', {
      method: 'POST',
      headers: {
        Origin: 'http://127.0.0.1:3414',
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
      rowsIn('./data/e2e-3414.db', 'select email from newsletter_signups order by email'),
    ).toEqual([{ email: expect.stringMatching(/^limit\./) }]);
  });
});

/** Starts a form post and keeps it open (its body never ends): one submission in progress. */
function holdSubmission(port: number): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/contact',
      headers: {
        Origin: `http://127.0.0.1:${port}`,
        'Content-Type': 'multipart/form-data; boundary=held',
        'Content-Length': '20000',
      },
    });
    req.on('error', () => {}); // destroyed at the end of the test
    req.write('--held\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen\r\n', (error) =>
      error ? reject(error) : setTimeout(() => resolve(req), 300),
    );
  });
}

test.describe('a cap on submissions in progress', () => {
  let server: Started | undefined;
  let held: ClientRequest | undefined;
  test.afterEach(async () => {
    held?.destroy();
    await server?.stop();
  });

  test('over the cap: 503 with Retry-After at once, in the page language; pages unaffected', async () => {
    server = await instance(3413, {
      MAX_CONCURRENT_SUBMISSIONS: '1',
      BUSY_RETRY_AFTER_SECONDS: '7',
      RATE_LIMIT_MAX: '100',
    });
    held = await holdSubmission(3413);
    const base = 'http://127.0.0.1:3413';
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
      .poll(async () => (await subscribe(3413, undefined)).state, { timeout: 10_000 })
      .toBe('success');
  });

  test('the form says so in place and keeps what was typed; sent again later, it goes through', async ({
    page,
  }) => {
    server = await instance(3415, { MAX_CONCURRENT_SUBMISSIONS: '1', RATE_LIMIT_MAX: '100' });
    const base = 'http://127.0.0.1:3415';
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

    held = await holdSubmission(3415);
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
        './data/e2e-3415.db',
        'select count(*) as n from contact_submissions where email = ?',
        email,
      ),
    ).toEqual([{ n: 1 }]);
  });
});
