import { siteEntries } from '../content/site-map';
import { localizedPath, routing } from '../i18n/routing';

type Header = { key: string; value: string };

/** What `script-src` allows besides the site's own files until the build's hashes are filled in. */
export const INLINE_SCRIPTS_FALLBACK = "'unsafe-inline'";

/**
 * The Content-Security-Policy. `inlineScripts` are the sources allowed for inline scripts: the
 * SHA-256 hashes of a page's own inline scripts (filled in after the build by
 * scripts/csp-hashes.ts), or 'unsafe-inline' where no fixed set exists.
 */
export function contentSecurityPolicy(inlineScripts: string[] = [INLINE_SCRIPTS_FALLBACK]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers sent with every response (set in next.config.ts, so pages stay static). */
export function securityHeaders(): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
  ];
}

/**
 * The pages whose policy names their inline scripts by hash: each public path (a next.config
 * header `source`) with the prerendered route whose HTML it serves. Unknown paths get the
 * prerendered 404 page of their language.
 */
export function hashedPolicyRoutes(): { source: string; route: string }[] {
  const pages = routing.locales.flatMap((locale) =>
    siteEntries().map(({ path }) => ({
      source: localizedPath(locale, path),
      route: path === '/' ? `/${locale}` : `/${locale}${path}`,
    })),
  );
  return [
    { source: '/:path+', route: '/en/page-not-found' },
    { source: '/es/:path+', route: '/es/page-not-found' },
    ...pages,
  ];
}

/**
 * next.config `headers()`: every response gets the security headers; static pages and the 404
 * page then get a policy of their own (hashes filled in after the build); a form posted without
 * JavaScript is answered with a freshly rendered page whose inline scripts no hash can know, so
 * that answer keeps 'unsafe-inline'. Later rules override earlier ones.
 */
export function headerRules() {
  const policy = (source: string) => ({
    source,
    headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy() }],
  });
  return [
    { source: '/:path*', headers: securityHeaders() },
    ...hashedPolicyRoutes().map(({ source }) => policy(source)),
    {
      ...policy('/:path*'),
      has: [{ type: 'header' as const, key: 'content-type', value: 'multipart/form-data;.*' }],
    },
  ];
}
