// What a browser downloads for one page, gzip-compressed: the HTML, and the CSS and JavaScript the
// HTML references (scripts marked noModule are skipped, as modern browsers skip them).
import { gzipSync } from 'node:zlib';

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

export async function pageBytes(baseUrl, path, cache = new Map()) {
  const html = Buffer.from(await (await fetch(`${baseUrl}${path}`)).arrayBuffer());
  const text = html.toString('utf8');
  const scripts = new Set();
  for (const m of text.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1];
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src && !/\bnoModule\b/i.test(attrs)) scripts.add(src);
  }
  // Scripts the page preloads (a component loaded with next/dynamic and rendered on the server is
  // preloaded, at low priority): downloaded during the first load too, whatever the order of the
  // link's attributes.
  for (const m of text.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = m[1];
    const href = /\bhref="([^"]+)"/.exec(attrs)?.[1];
    if (href && /\brel="preload"/.test(attrs) && /\bas="script"/.test(attrs)) scripts.add(href);
  }
  const styles = new Set(
    [...text.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  );
  const size = async (url) => {
    if (!cache.has(url))
      cache.set(url, gz(Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer())));
    return cache.get(url);
  };
  const sum = async (urls) => (await Promise.all([...urls].map(size))).reduce((a, b) => a + b, 0);
  return {
    path,
    html: gz(html),
    css: await sum(styles),
    js: await sum(scripts),
    scripts: scripts.size,
  };
}

/**
 * Long-form pages whose words alone exceed the HTML budget: the text travels twice, as HTML and
 * in the React Server Components payload inlined for hydration (measured: 31–41 KB gzip). They get
 * an explicit, larger HTML budget; everything else is held to the budgets of docs/decisions/performance.md.
 */
const LONG_FORM = [
  '/terms-of-service',
  '/privacy-policy',
  '/articles/the-complete-guide-to-professional-invoicing-and-payment-automation',
  '/articles/essential-financial-terms-for-invoicing-and-billing-platforms',
];

/** Pages holding one form (newsletter, data deletion): its validation and recovery code ride along. */
const ONE_FORM = ['/articles', '/data-deletion'];

/**
 * The free invoice generator: a content page plus its form, preview and drafts (the PDF library
 * is loaded on the first download and is not counted here): 25 KB gzip on top of a content page
 * (docs/decisions/invoice-generator.md, "Budget": raised to 27 KB on 2026-11-27 when the store in
 * IndexedDB, next-intl's formatter and the receipts' ledger came, back to 25 KB the same day once
 * the parts, the Mexican rules and the file actions left the first load).
 */
const TOOLS = ['/invoice-generator'];

/** The budgets of docs/decisions/performance.md (bytes, gzip). */
export function budgetFor(path) {
  const p = path.replace(/^\/es(?=\/|$)/, '') || '/';
  const js =
    p === '/contact'
      ? 165_000
      : TOOLS.includes(p)
        ? 170_000
        : p === '/' || p === '/pricing' || ONE_FORM.includes(p)
          ? 150_000
          : 145_000;
  return { js, css: 20_000, html: LONG_FORM.includes(p) ? 45_000 : 31_000 };
}

const CHUNK_PATH = /static\/chunks\/[A-Za-z0-9_-]+\.js/g;

/**
 * What a page loads later, on demand (a dynamic `import()`): the chunks its first-load scripts
 * name without loading them, and the chunks those name, transitively, each group with its gzip
 * size and the index of the first of `markers` it holds (-1: none). Turbopack writes an async
 * chunk's path into the chunk that loads it.
 */
export async function onDemandChunks(baseUrl, path, markers) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const first = new Set(
    [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/([^"]+)"/g)].map((m) => m[1]),
  );
  const text = new Map();
  const read = async (p) => {
    if (!text.has(p))
      text.set(p, Buffer.from(await (await fetch(`${baseUrl}/_next/${p}`)).arrayBuffer()));
    return text.get(p);
  };
  const named = async (p) => new Set((await read(p)).toString('utf8').match(CHUNK_PATH) ?? []);
  const groups = [];
  const seen = new Set(first);
  for (const p of first)
    for (const root of await named(p)) {
      if (seen.has(root)) continue;
      const group = [root];
      seen.add(root);
      for (let i = 0; i < group.length; i++)
        for (const next of await named(group[i]))
          if (!seen.has(next)) {
            seen.add(next);
            group.push(next);
          }
      const buffers = await Promise.all(group.map(read));
      groups.push({
        chunks: group,
        js: buffers.reduce((n, b) => n + gz(b), 0),
        marked: markers.findIndex((m) => buffers.some((b) => b.toString('utf8').includes(m))),
      });
    }
  return groups;
}
