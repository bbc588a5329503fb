type Header = { key: string; value: string };

/**
 * The site-wide Content-Security-Policy (docs/decisions/content-security-policy.md). The pages are
 * prerendered, so no per-request nonce can reach them: inline scripts (the data Next streams for
 * hydration) are admitted with 'unsafe-inline', as Next's guide prescribes for pages without
 * nonces. Everything else is restricted to the site's own origin.
 */
export function contentSecurityPolicy(): string {
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

/** next.config `headers()`: one rule, the same headers on every response. */
export function headerRules() {
  return [{ source: '/:path*', headers: securityHeaders() }];
}
