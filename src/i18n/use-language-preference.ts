'use client';

import { useCallback, useEffect } from 'react';
import { usePathname, useRouter } from './navigation';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from './language-preference';
import type { Locale } from './routing';

function readSaved(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): behave as if nothing was saved
  }
}

/**
 * The visitor's language: on landing, the spec's precedence picks the wanted language and, if it
 * is not the page's, the URL is replaced by its counterpart. `choose` saves a choice and switches.
 */
export function useLanguagePreference(pageLocale: Locale) {
  const router = useRouter();
  const pathname = usePathname();

  const switchTo = useCallback(
    (locale: Locale) => {
      if (locale === pageLocale) return;
      const hash = window.location.hash;
      router.replace(`${pathname}${window.location.search}${hash}`, { locale, scroll: !hash });
    },
    [pageLocale, pathname, router],
  );

  useEffect(() => {
    const wanted = resolveLanguage({
      saved: readSaved(),
      pathname: window.location.pathname,
      browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    });
    switchTo(wanted);
    // Only on landing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = useCallback(
    (locale: Locale) => {
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
      } catch {
        // storage blocked: the switch still happens for this visit
      }
      switchTo(locale);
    },
    [switchTo],
  );

  return { choose };
}
