import type { Locale } from './routing';

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
  return value === 'en' || value === 'es' ? value : undefined;
}

/**
 * The spec's language precedence: the given initial language; else the saved preference, honoured
 * only when exactly `en` or `es`; else a path starting with `/es`; else a browser language starting
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
  if (pathname && /^\/es(\/|$)/.test(pathname)) return 'es';
  const first = browserLanguages?.find((l) => l.trim() !== '');
  if (first && first.toLowerCase().startsWith('es')) return 'es';
  return 'en';
}
