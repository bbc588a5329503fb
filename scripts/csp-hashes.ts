// Runs after `next build` (`npm run build`): gives each static page a Content-Security-Policy that
// allows exactly its own inline scripts, by SHA-256 hash, instead of 'unsafe-inline'. The pages
// stay static: the policies are written into the build's header rules (.next/routes-manifest.json),
// which next.config.ts declared with the 'unsafe-inline' fallback (security-headers.ts). A page
// that can be regenerated at run time (translations from the TMS, revalidated) keeps the fallback:
// its scripts are not known at build time.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, hashedPolicyRoutes } from '../src/lib/security-headers';

const dir = process.argv[2] ?? '.next';

interface HeaderRule {
  source: string;
  has?: unknown[];
  headers: { key: string; value: string }[];
}

/** The hash sources of a page's executable inline scripts (data blocks such as JSON-LD are not run). */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs)) continue;
    const type = /\btype="([^"]*)"/.exec(attrs)?.[1];
    if (type && !/^(?:text\/javascript|module)$/i.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const routesFile = path.join(dir, 'routes-manifest.json');
const manifest = JSON.parse(readFileSync(routesFile, 'utf8')) as { headers: HeaderRule[] };
const prerendered = (
  JSON.parse(readFileSync(path.join(dir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, { initialRevalidateSeconds: number | false }>;
  }
).routes;

let hashed = 0;
let most = 0;
const regenerated: string[] = [];
for (const { source, route } of hashedPolicyRoutes()) {
  const rule = manifest.headers.find(
    (r) =>
      r.source === source &&
      !r.has &&
      r.headers.length === 1 &&
      r.headers[0]!.key === 'Content-Security-Policy',
  );
  if (!rule) throw new Error(`next.config.ts declares no policy rule for ${source}`);
  const entry = prerendered[route];
  if (!entry) throw new Error(`${route} (for ${source}) was not prerendered`);
  if (entry.initialRevalidateSeconds !== false) {
    rule.headers[0]!.value = contentSecurityPolicy();
    regenerated.push(source);
    continue;
  }
  const hashes = inlineScriptHashes(
    readFileSync(path.join(dir, 'server/app', `${route}.html`), 'utf8'),
  );
  rule.headers[0]!.value = contentSecurityPolicy(hashes);
  hashed++;
  most = Math.max(most, hashes.length);
}
writeFileSync(routesFile, JSON.stringify(manifest));
console.log(
  `Content-Security-Policy: ${hashed} page policies allow their inline scripts by hash (at most ${most} per page)` +
    (regenerated.length
      ? `; ${regenerated.length} pages can be regenerated at run time and keep 'unsafe-inline'`
      : ''),
);
