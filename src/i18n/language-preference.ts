import { isLocale, routing, splitLocalePath, type Locale } from './routing';

export const LANGUAGE_STORAGE_KEY = 'language';

export interface LanguageSignals {
  /** A language given explicitly by the caller (highest precedence). */
  initial?: string | null;
  /** The value saved in browser storage under `language`. */
  saved?: string | null;
  /** The current pathname. */
  pathname?: string | null;
  /** The browser's languages, most preferred first (navigator.languages). */
  browserLanguages?: readonly string[] | null;
}

function asLocale(value: string | null | undefined): Locale | undefined {
  return isLocale(value) ? value : undefined;
}

/**
 * The language precedence: the given initial language; else the saved preference, honoured only
 * when exactly `en` or `es`; else the locale prefix of the path (`/es`); else a browser language starting
 * with `es`; else English.
 */
export function resolveLanguage({
  initial,
  saved,
  pathname,
  browserLanguages,
}: LanguageSignals): Locale {
  const explicit = asLocale(initial) ?? asLocale(saved);
  if (explicit) return explicit;
  const fromPath = splitLocalePath(pathname ?? '/').locale;
  if (fromPath !== routing.defaultLocale) return fromPath;
  const first = browserLanguages?.find((l) => l.trim() !== '');
  if (first && first.toLowerCase().startsWith('es')) return 'es';
  return 'en';
}
