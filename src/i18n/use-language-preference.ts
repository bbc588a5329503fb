'use client';

import { useCallback } from 'react';
import { LANGUAGE_STORAGE_KEY } from './language-preference';
import { localizedPath, splitLocalePath, type Locale } from './routing';

/**
 * The language selector's choice: `choose` saves it and, when it is not the page's language,
 * replaces the URL with the page's counterpart (no new history entry). The language on landing
 * is decided before the first paint by the inline script of `languageLandingScript`
 * (src/i18n/language-preference.ts), not here.
 */
export function useLanguagePreference(pageLocale: Locale) {
  const choose = useCallback(
    (locale: Locale) => {
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
      } catch {
        // storage blocked: the switch still happens for this visit
      }
      if (locale === pageLocale) return;
      const { path } = splitLocalePath(window.location.pathname);
      window.location.replace(
        `${localizedPath(locale, path)}${window.location.search}${window.location.hash}`,
      );
    },
    [pageLocale],
  );

  return { choose };
}
