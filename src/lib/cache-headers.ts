import { articles } from '../content/articles';
import { siteEntries } from '../content/site-map';
import { localizedPath, routing, unlocalizedSegments } from '../i18n/routing';

/** How long shared caches (CDN) may keep the 404 answer: minutes, so a deploy is not stuck behind it. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

/**
 * Routes of app/[locale] that are not pages of the sitemap (without locale prefix).
 * tests/unit/cache-headers.test.ts checks that every route folder of app/[locale] is covered.
 */
const otherLocalizedRoutes = [
  '/og.png',
  '/feed.xml',
  '/data-deletion/confirm',
  '/newsletter/confirm',
  '/invoice-generator/template.pdf',
  '/invoice-generator/font-regular.ttf',
  '/invoice-generator/font-bold.ttf',
  ...articles.map((a) => `/articles/${a.slug}/og.png`),
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The paths (without the leading `/`) that match no route: everything but the pages and routes
 * of both languages and the files served once for all languages (`unlocalizedSegments`, which
 * includes Next's own `/_next/`). These are the paths next.config's fallback rewrites answer
 * with the localized 404 page.
 */
export function unknownPathPattern(): string {
  const known = routing.locales
    .flatMap((locale) =>
      [...siteEntries().map((e) => e.path), ...otherLocalizedRoutes].map((p) =>
        localizedPath(locale, p).slice(1),
      ),
    )
    .filter(Boolean)
    .map(escapeRegExp);
  const shared = unlocalizedSegments.map(escapeRegExp).join('|');
  return `(?!(?:${known.join('|')})$)(?!(?:${shared})(?:/|$)).+`;
}

/**
 * The 404 answer's caching. Next.js caches the prerendered 404 page like every static page (a year
 * in shared caches), and header rules match the requested path, not the rewritten one, so the
 * rule names the paths that reach the fallback. A header set here wins over Next's own
 * Cache-Control for pages; a route missing from the list would only be cached briefly.
 */
export function notFoundCacheRule() {
  return {
    source: `/:path(${unknownPathPattern()})`,
    headers: [{ key: 'Cache-Control', value: NOT_FOUND_CACHE_CONTROL }],
  };
}
