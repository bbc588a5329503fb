import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { legacyArticleRedirects } from './src/content/articles';
import { SUBMISSION_BODY_LIMIT_KB } from './src/lib/forms/constants';
import { localizedPath, routing, unprefixedPathPattern } from './src/i18n/routing';
import { headerRules } from './src/lib/response-headers.mjs';
import { writeBuildRecord } from './src/build-settings';
import { sourceHash } from './scripts/build-state.mjs';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const { defaultLocale, locales } = routing;
const prefixedLocales = locales.filter((l) => l !== defaultLocale);

const nextConfig: NextConfig = {
  // The build is named by the hash of its sources as it starts: `npm start` serves the build that
  // `npm run build` made (a host's build step) as long as the sources are the same
  // (scripts/build-state.mjs), and instances built apart from the same sources agree.
  generateBuildId: () => sourceHash(),
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'nodemailer'],
  compiler: {
    // Records the settings baked into this build (.next/build-settings.json), which `npm start`
    // compares with its own: runtime settings and secrets never cause a rebuild.
    runAfterProductionCompile: async ({ distDir }) => writeBuildRecord(distDir, process.env),
  },
  experimental: {
    // Request-size limit of the form submissions (server actions).
    serverActions: { bodySizeLimit: `${SUBMISSION_BODY_LIMIT_KB}kb` },
    // Not `inlineCss`: it removes the render-blocking stylesheet request but sends the CSS twice
    // (in <head> and in the RSC payload, +16 KB gzip a page), over the HTML budget of every
    // article. See docs/decisions/performance.md.
  },
  turbopack: {
    // next-intl's message precompilation, for the messages given to NextIntlClientProvider (the
    // generator's, precompiled on the server: src/features/invoice-generator/server/messages.ts):
    // use-intl's formatter for precompiled messages, with no ICU parser, everywhere but in server
    // components, which keep the full formatter for the site's messages as written. package.json's
    // `imports` entry chooses by the `react-server` condition (Turbopack's own conditional aliases
    // do not know that condition). docs/decisions/invoice-generator.md, "Messages".
    resolveAlias: { 'use-intl/format-message': '#use-intl-format-message' },
  },
  images: {
    // The site serves no raster image through Next's optimizer (docs/decisions/images.md): with
    // it off, /_next/image encodes nothing for anyone.
    unoptimized: true,
  },
  async redirects() {
    const legacy = Object.entries(legacyArticleRedirects).flatMap(([from, to]) =>
      locales.map((locale) => ({
        source: localizedPath(locale, `/articles/${from}`),
        destination: localizedPath(locale, `/articles/${to}`),
        permanent: true,
      })),
    );
    return [
      ...legacy,
      // English has no prefix: /en/... would be duplicate content.
      { source: `/${defaultLocale}`, destination: '/', permanent: true },
      { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: true },
    ];
  },
  async rewrites() {
    // English pages live in app/[locale] with locale "en" but are served without a prefix.
    // No proxy (middleware) for pages: running one per page view would cost about two thirds of
    // the static pages' throughput; proxy.ts only matches form submissions.
    return {
      beforeFiles: [],
      afterFiles: [
        { source: '/', destination: `/${defaultLocale}` },
        { source: `/:path(${unprefixedPathPattern()})`, destination: `/${defaultLocale}/:path` },
      ],
      // Anything else is the localized 404 page (prerendered, answered with status 404), except
      // under /_next/: a missing script or style gets Next's plain, uncached 404.
      fallback: [
        ...prefixedLocales.map((locale) => ({
          source: `/${locale}/:path*`,
          destination: `/${locale}/page-not-found`,
        })),
        { source: '/:path((?!_next/).*)', destination: `/${defaultLocale}/page-not-found` },
      ],
    };
  },
  async headers() {
    // Every 404 is cached for minutes only, whatever answered it: scripts/server.mjs.
    return headerRules();
  },
};

export default withNextIntl(nextConfig);
