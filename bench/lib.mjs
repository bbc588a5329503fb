// Shared helpers of the benchmark scripts: start the production server, drive load, record results.
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RESULTS_DIR = path.resolve('bench/results');

const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');

/**
 * Starts a production server (the build must exist) and resolves once `ready` (default
 * /api/health) answers: the site as it ships (`npm start`, scripts/start.mjs), or with `dir`
 * another app served by `next start` (`bench/control` for the control).
 */
export async function startServer({ port, env, dir, ready = '/api/health', nodeArgs = [] }) {
  const command = dir
    ? [NEXT_BIN, 'start', dir, '-p', String(port)]
    : [path.resolve('scripts/start.mjs')];
  const child = spawn(process.execPath, [...nodeArgs, ...command], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      // The benchmark is one client standing for many visitors: its address may take every
      // place (the share of one address is measured by bench:resilience -- slow).
      MAX_SUBMISSIONS_PER_ADDRESS: '16',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}${ready}`)).ok)
        return { url, pid: child.pid, stop: () => stop(child) };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop(child);
  throw new Error(`server did not start${dir ? ` (${dir})` : ''}`);
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux; null elsewhere). On a
 * shared machine a server's CPU time per request is a steadier figure than its requests/s.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  return new Promise((r) => setTimeout(r, 500));
}

/** Runs `request` from `connections` concurrent loops for `seconds`; returns throughput and latency. */
export async function load({ connections, seconds, request }) {
  const latencies = [];
  let ok = 0;
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      for (let i = 0; Date.now() < end; i++) {
        const t = performance.now();
        try {
          if (await request(worker, i)) ok++;
          else errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    Number(
      (
        latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
      ).toFixed(1),
    );
  return {
    requestsPerSecond: Number((ok / seconds).toFixed(1)),
    ok,
    errors,
    p50ms: pct(50),
    p99ms: pct(99),
  };
}

export function machine() {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  };
}

/** Writes bench/results/<name>.json and a section of bench/RESULTS.md. */
export function record(name, result, markdown) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const file = path.resolve('bench/RESULTS.md');
  const header =
    '# Benchmark results\n\nWritten by the `npm run bench:*` scripts; each run replaces its own section.\n';
  const current = existsSync(file) ? readFileSync(file, 'utf8') : header;
  const marker = `<!-- ${name} -->`;
  const section = `${marker}\n${markdown.trim()}\n${marker}`;
  const re = new RegExp(`${marker}[\\s\\S]*?${marker}`);
  writeFileSync(
    file,
    re.test(current) ? current.replace(re, section) : `${current.trimEnd()}\n\n${section}\n`,
  );
  appendFileSync(
    path.join(RESULTS_DIR, 'history.jsonl'),
    `${JSON.stringify({ name, ...result })}\n`,
  );
}

/** The hidden fields React renders for a server-action form, so a no-JavaScript POST can be replayed. */
export function actionFields(html, containing) {
  const forms = html.match(/<form[^>]*>[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => f.includes(containing));
  if (!form) throw new Error('form not found');
  const fields = {};
  for (const m of form.matchAll(
    /<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g,
  )) {
    fields[m[1]] = (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  return fields;
}

/** Every page of the site, both languages, as listed by its own sitemap (paths only). */
export async function sitePaths(baseUrl) {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/**
 * A server-action call as the page `page`'s script makes it (React's encoding of
 * `[previous state, form data]`), encoded once so it can be sent many times with `sendRaw`.
 */
export async function actionRequest(baseUrl, name, page, fields, { address } = {}) {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8'));
  const id = Object.entries(manifest.node).find(([, v]) => v.exportedName === name)?.[0];
  if (!id) throw new Error(`no server action ${name} in the build`);
  const form = new FormData();
  for (const [k, v] of Object.entries({ locale: 'en', website: '', ...fields }))
    form.append(`_1_${k}`, v);
  form.append('0', JSON.stringify([{ status: 'idle' }, '$K1']));
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = {
    Origin: baseUrl,
    'Next-Action': id,
    Accept: 'text/x-component',
    'Content-Type': encoded.headers.get('content-type'),
    'Content-Length': String(body.length),
  };
  if (address) headers['X-Forwarded-For'] = address;
  return { url: `${baseUrl}${page}`, headers, body };
}

/**
 * Sends a prepared request over a connection of its own (node:http: far less client CPU per
 * request than fetch, so a burst leaves the client at once), from `localAddress` when given (a
 * loopback address such as 127.0.0.3, to be another visitor). Resolves `{ status, text }`, or
 * `{ status: 'timeout' }` when no whole answer came within `timeoutMs`.
 */
export function sendRaw({ url, headers, body }, timeoutMs, { localAddress } = {}) {
  return new Promise((resolve) => {
    const options = { method: 'POST', headers, agent: false, localAddress };
    const req = httpRequest(url, options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, text }));
      res.on('error', () => resolve({ status: 'error' }));
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve({ status: 'timeout' });
    });
    req.on('error', () => resolve({ status: 'error' }));
    req.end(body);
  });
}

/**
 * A huge chunked POST as a hostile client sends it: `megabytes` of `{`, 1 MB at a time from one
 * buffer, as fast as the server takes them, with `headers`. Resolves `{ status, text, sentMb }` once
 * answered (the rest of the body is then not sent), or `{ closed }` (the error code) with the
 * megabytes sent until then; `ms` since the headers were sent.
 */
export function hugePost(url, { megabytes, headers = {} }) {
  const megabyte = Buffer.alloc(1024 * 1024, '{');
  const started = Date.now();
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const finish = (answer) => {
      if (answered) return;
      answered = true;
      req.destroy();
      resolve({ ...answer, sentMb: sent, ms: Date.now() - started });
    };
    const req = httpRequest(url, { method: 'POST', agent: false, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => finish({ status: res.statusCode, text }));
    });
    req.on('error', (error) => finish({ closed: error.code ?? 'error' }));
    const next = () => {
      if (answered || req.destroyed) return;
      if (sent === megabytes) return void req.end();
      sent += 1;
      req.write(megabyte, next);
    };
    next();
  });
}

/**
 * A form post as a slow or abusive client sends it: from `localAddress`, announcing a body of
 * `announced` bytes and sending one byte of it every `everyMs`, until it is answered, its
 * connection is closed, or `giveUpMs` have passed. Resolves `{ status, text }` for an answer or
 * `{ closed }` (the error code, or "gave up"), with `ms` since the headers were sent.
 */
export function tricklePost(
  url,
  { localAddress, announced = 60_000, everyMs = 2_000, giveUpMs = 40_000 } = {},
) {
  const started = Date.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (answer) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      req.destroy();
      resolve({ ...answer, ms: Date.now() - started });
    };
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          Origin: new URL(url).origin,
          'Content-Type': 'multipart/form-data; boundary=slow',
          'Content-Length': String(announced),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => finish({ status: res.statusCode, text }));
        res.on('error', () => finish({ status: res.statusCode, text }));
      },
    );
    req.on('error', (error) => finish({ closed: error.code ?? 'error' }));
    req.flushHeaders();
    const timer = setInterval(() => {
      if (Date.now() - started >= giveUpMs) finish({ closed: 'gave up' });
      else req.write('-');
    }, everyMs);
  });
}

/** Fetches a page and returns a function posting its contact form as a browser without JavaScript would. */
export async function contactPoster(baseUrl) {
  const html = await (await fetch(`${baseUrl}/contact`)).text();
  const hidden = actionFields(html, 'id="contact-name"');
  return async (fields, { address } = {}) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(hidden)) body.append(k, v);
    for (const [k, v] of Object.entries({
      locale: 'en',
      subject: 'general',
      message: 'Resilience check',
      website: '',
      ...fields,
    }))
      body.append(k, v);
    const headers = { Origin: baseUrl };
    if (address) headers['X-Forwarded-For'] = address;
    const res = await fetch(`${baseUrl}/contact`, { method: 'POST', body, headers });
    const text = await res.text();
    // The rendered notice (labels for every state are also in the page's data, so match the markup).
    return {
      status: res.status,
      stored:
        res.ok && /<div role="status"[^>]*><p class="font-semibold">Message sent<\/p>/.test(text),
      limited: /<div role="alert"[^>]*>(?:(?!<\/div>).)*several requests in a short time/s.test(
        text,
      ),
    };
  };
}

/** Waits until /api/health reports an empty outbox backlog (or the time runs out). */
export async function waitForDrain(baseUrl, timeoutMs) {
  const end = Date.now() + timeoutMs;
  let last;
  while (Date.now() < end) {
    try {
      last = await (await fetch(`${baseUrl}/api/health`)).json();
      if (last.outbox?.pending === 0) return last;
    } catch {
      // restarting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return last;
}
