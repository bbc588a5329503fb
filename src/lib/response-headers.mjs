// The headers every answer of the site carries, whoever makes it: the pages and routes (through
// next.config.ts `headers()`, so pages stay static) and the production server itself
// (scripts/server.mjs: the request gate's refusals, Node's own 400s, Next's redirects, 404s and
// 500s). docs/decisions/content-security-policy.md and docs/decisions/server-edges.md say why.

/**
 * The site-wide Content-Security-Policy. The pages are prerendered, so no per-request nonce can
 * reach them: inline scripts (the data Next streams for hydration) are admitted with
 * 'unsafe-inline', as Next's guide prescribes for pages without nonces. Everything else is
 * restricted to the site's own origin.
 */
export function contentSecurityPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
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

/** Security headers sent with every response. */
export function securityHeaders() {
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
 * How long shared caches (nginx, a CDN) may keep a 404: minutes, so a path asked for before it
 * exists (during a release, say) is not stuck behind it. Set by the production server on every
 * 404, whatever the path, its case or the route that answered.
 */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

/**
 * The images made once per build (the site's and each article's Open Graph image): a day in
 * browsers, a year in shared caches, whose key names the release (deploy/nginx.conf).
 */
export const BUILT_IMAGE_CACHE_CONTROL = 'public, max-age=86400, s-maxage=31536000, immutable';

/** next.config `headers()`: the security headers everywhere, the built images' caching. */
export function headerRules() {
  return [
    { source: '/:path*', headers: securityHeaders() },
    ...['/og.png', '/es/og.png', '/articles/:slug/og.png', '/es/articles/:slug/og.png'].map(
      (source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: BUILT_IMAGE_CACHE_CONTROL }],
      }),
    ),
  ];
}
