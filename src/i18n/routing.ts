import { defineRouting } from 'next-intl/routing';

/**
 * All locale configuration. URL segments are `en` (no prefix, served through rewrites in
 * next.config.ts) and `es` (`/es/...`); messages and hreflang use the full tags.
 */
export const routing = defineRouting({
  locales: ['en', 'es'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  // The URL alone decides the language (no cookie, no Accept-Language), see DESIGN §3.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

/** BCP 47 tag of each locale: `<html lang>`, hreflang, Intl formatting, message folders. */
export const localeTags = { en: 'en-US', es: 'es-MX' } as const satisfies Record<Locale, string>;

/** Open Graph locale of each locale. */
export const ogLocales = { en: 'en_US', es: 'es_MX' } as const satisfies Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** The public path of `path` (which starts with `/`, without locale) in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Splits a public pathname into its locale and the path without the locale prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(es)(?=\/|$)(.*)$/.exec(pathname);
  if (match) return { locale: 'es', path: match[2] || '/' };
  return { locale: 'en', path: pathname || '/' };
}
