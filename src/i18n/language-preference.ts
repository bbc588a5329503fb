import {
  isLocale,
  localeConfig,
  localizedPathIn,
  splitLocalePathIn,
  type LocaleConfig,
  type Locale,
} from './routing';

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

/**
 * The precedence after the caller's initial language: the saved preference, honoured only when
 * it is exactly one of the locales; else the locale prefix of the path (`/es`); else the
 * non-default locale a browser language starts with (`es`, `es-MX`…); else the default locale.
 *
 * Self-contained: it refers only to its arguments (`split` is `splitLocalePathIn`) and built-ins,
 * because `languageLandingScript` sends its source to the browser.
 */
export function pickLanguage(
  saved: string | null | undefined,
  pathname: string | null | undefined,
  browserLanguages: readonly string[] | null | undefined,
  config: LocaleConfig,
  split: typeof splitLocalePathIn,
): string {
  if (saved && config.locales.indexOf(saved) !== -1) return saved;
  const fromPath = split(pathname || '/', config).locale;
  if (fromPath !== config.defaultLocale) return fromPath;
  const first = (browserLanguages || []).filter((l) => l.trim() !== '')[0];
  const fromBrowser =
    first &&
    config.locales.filter(
      (l) => l !== config.defaultLocale && first.toLowerCase().startsWith(l),
    )[0];
  return fromBrowser || config.defaultLocale;
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
  if (isLocale(initial)) return initial;
  return pickLanguage(saved, pathname, browserLanguages, localeConfig, splitLocalePathIn) as Locale;
}

/**
 * What the landing script runs in the browser, while `<head>` is parsed: when the precedence
 * (saved preference, then path, then browser language) wants another language than the page's,
 * it hides the document, so nothing of this page is painted, and replaces the URL with its
 * counterpart (same path, query and hash; no new history entry). Otherwise it does nothing.
 * Again on a page restored from the back-forward cache, where the preference may have changed.
 *
 * Self-contained, like the functions it is given (see `languageLandingScript`).
 */
export function landOnPreferredLanguage(
  pageLocale: string,
  storageKey: string,
  config: LocaleConfig,
  pick: typeof pickLanguage,
  split: typeof splitLocalePathIn,
  localize: typeof localizedPathIn,
): void {
  function check() {
    let saved = null;
    try {
      saved = localStorage.getItem(storageKey);
    } catch {
      // storage blocked (privacy mode): as if nothing was saved
    }
    const languages = navigator.languages;
    const wanted = pick(
      saved,
      location.pathname,
      languages && languages.length ? languages : [navigator.language],
      config,
      split,
    );
    if (wanted === pageLocale) return;
    const root = document.documentElement.style;
    root.visibility = 'hidden';
    try {
      location.replace(
        localize(wanted, split(location.pathname, config).path, config) +
          location.search +
          location.hash,
      );
    } catch {
      root.visibility = '';
    }
  }
  check();
  addEventListener('pageshow', (event) => {
    if (event.persisted) check();
  });
}

/**
 * The text of the inline script the layout puts first in `<head>` of every page of `pageLocale`:
 * `landOnPreferredLanguage` called with this module's storage key, the routing's locales and the
 * very functions `resolveLanguage` and `splitLocalePath`/`localizedPath` use, serialized from their
 * source — no second copy of the precedence. Built from constants only (no visitor input), and
 * contains no `<`, so it cannot end its script element (tests/unit/language-landing.test.ts).
 */
export function languageLandingScript(pageLocale: Locale): string {
  const args = [
    JSON.stringify(pageLocale),
    JSON.stringify(LANGUAGE_STORAGE_KEY),
    JSON.stringify(localeConfig),
    String(pickLanguage),
    String(splitLocalePathIn),
    String(localizedPathIn),
  ];
  return `(${String(landOnPreferredLanguage)})(${args.join(',')})`;
}
