import { defineRouting } from 'next-intl/routing';

/**
 * All locale configuration. URL segments are `en` (no prefix, served through rewrites in
 * next.config.ts) and `es` (`/es/...`); messages and hreflang use the full tags.
 *
 * No next-intl proxy (middleware) and no `createNavigation` run on this site: the URL alone
 * decides the language, and links are built by `localizedPath` (src/i18n/navigation.tsx). So
 * `localeDetection` and `alternateLinks` (read only by next-intl's proxy) and `localeCookie` (read
 * by that proxy and by createNavigation's links) are not set.
 */
export const routing = defineRouting({
  locales: ['en', 'es'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
});

export type Locale = (typeof routing.locales)[number];

/** BCP 47 tag of each locale: `<html lang>`, hreflang, Intl formatting, message folders. */
export const localeTags = { en: 'en-US', es: 'es-MX' } as const satisfies Record<Locale, string>;

/** Open Graph locale of each locale. */
export const ogLocales = { en: 'en_US', es: 'es_MX' } as const satisfies Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** The locales and the default one: the argument of the self-contained helpers below. */
export interface LocaleConfig {
  locales: readonly string[];
  defaultLocale: string;
}

export const localeConfig: LocaleConfig = {
  locales: routing.locales,
  defaultLocale: routing.defaultLocale,
};

// The two helpers below refer to nothing but their arguments and built-ins (no import, no other
// function of this module): the inline landing script of src/i18n/language-preference.ts is
// their serialized source, so the browser runs them before the first paint exactly as written.

/** `localizedPath` for the locales of `config`. Self-contained (see above). */
export function localizedPathIn(locale: string, path: string, config: LocaleConfig): string {
  if (locale === config.defaultLocale) return path;
  return path === '/' ? '/' + locale : '/' + locale + path;
}

/** `splitLocalePath` for the locales of `config`. Self-contained (see above). */
export function splitLocalePathIn(
  pathname: string,
  config: LocaleConfig,
): { locale: string; path: string } {
  const segment = pathname.split('/')[1];
  if (pathname.charAt(0) === '/' && segment && config.locales.indexOf(segment) !== -1) {
    return { locale: segment, path: pathname.slice(segment.length + 1) || '/' };
  }
  return { locale: config.defaultLocale, path: pathname || '/' };
}

/** The public path of `path` (which starts with `/`, without locale) in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  return localizedPathIn(locale, path, localeConfig);
}

/**
 * Splits a pathname into its locale and the path without the locale prefix: the first segment
 * when it is a locale (`/es/pricing`, also `/en/pricing` as Next renders English pages), else the
 * default locale and the whole path. The one parser of the locale prefix: pages, the language
 * switcher, the landing script, the submission guard and next.config's rewrites
 * (`unprefixedPathPattern`) use it or its data.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  return splitLocalePathIn(pathname, localeConfig) as { locale: Locale; path: string };
}

/**
 * First path segments that are not pages and are served once for all languages: Next's own files,
 * API routes, the root files in app/ (sitemap.ts, robots.ts, the favicon) and the folders and files
 * of public/. tests/unit/routing.test.ts checks that public/ and app/ hold nothing missing here.
 */
export const unlocalizedSegments = [
  '_next',
  'api',
  'sitemap.xml',
  'robots.txt',
  'favicon.ico',
  'icon.svg',
  'images',
] as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The paths (without the leading `/`) of default-locale pages: everything whose first segment is
 * neither a locale nor one of `unlocalizedSegments`. next.config.ts rewrites them into the
 * default locale's route segment.
 */
export function unprefixedPathPattern(): string {
  const taken = [...routing.locales, ...unlocalizedSegments].map(escapeRegExp).join('|');
  return `(?!(?:${taken})(?:/|$)).+`;
}
