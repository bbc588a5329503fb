import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { legacyArticleRedirects } from './src/content/articles';
import { SUBMISSION_BODY_LIMIT_KB } from './src/lib/forms/constants';
import { headerRules } from './src/lib/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/**
 * Paths that are not English pages: the Spanish prefix, the English prefix (redirected),
 * Next's own files, API routes and site-wide files served at the root.
 */
const NOT_ENGLISH =
  '(?!(?:es|en|_next|api)(?:/|$)|(?:sitemap\\.xml|robots\\.txt|favicon\\.ico|icon\\.svg|images/)).+';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'nodemailer'],
  experimental: {
    // Request-size limit of the form submissions (server actions).
    serverActions: { bodySizeLimit: `${SUBMISSION_BODY_LIMIT_KB}kb` },
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Only our own files: no remote hosts.
    remotePatterns: [],
    minimumCacheTTL: 31_536_000,
  },
  async redirects() {
    const legacy = Object.entries(legacyArticleRedirects).flatMap(([from, to]) => [
      { source: `/articles/${from}`, destination: `/articles/${to}`, permanent: true },
      { source: `/es/articles/${from}`, destination: `/es/articles/${to}`, permanent: true },
    ]);
    return [
      ...legacy,
      // English has no prefix: /en/... would be duplicate content.
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
    ];
  },
  async rewrites() {
    // English pages live in app/[locale] with locale "en" but are served without a prefix.
    // No proxy (middleware) for pages: it would cost two thirds of the throughput (DESIGN §9);
    // proxy.ts only matches form submissions.
    return {
      beforeFiles: [],
      afterFiles: [
        { source: '/', destination: '/en' },
        { source: `/:path(${NOT_ENGLISH})`, destination: '/en/:path' },
      ],
      // Anything else is the localized 404 page (prerendered, answered with status 404).
      fallback: [
        { source: '/es/:path*', destination: '/es/page-not-found' },
        { source: '/:path*', destination: '/en/page-not-found' },
      ],
    };
  },
  async headers() {
    return headerRules();
  },
};

export default withNextIntl(nextConfig);
