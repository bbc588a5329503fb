'use client';

import { useCallback, useEffect, type RefObject } from 'react';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from './language-preference';
import { localizedPath, splitLocalePath, type Locale } from './routing';

function readSaved(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): behave as if nothing was saved
  }
}

/** The current page in `locale`, replacing the current history entry (no new one). */
function replaceWithCounterpart(locale: Locale) {
  const { path } = splitLocalePath(window.location.pathname);
  window.location.replace(
    `${localizedPath(locale, path)}${window.location.search}${window.location.hash}`,
  );
}

/**
 * The visitor's language: on landing, the spec's precedence picks the wanted language and, if it
 * is not the page's, the URL is replaced by its counterpart; otherwise `marker` (an element of the
 * calling component) gets `data-language-kept`, a sign that the page stays. `choose` saves a
 * choice and switches.
 */
export function useLanguagePreference(pageLocale: Locale, marker?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const wanted = resolveLanguage({
      saved: readSaved(),
      pathname: window.location.pathname,
      browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    });
    if (wanted !== pageLocale) replaceWithCounterpart(wanted);
    else marker?.current?.setAttribute('data-language-kept', '');
  }, [pageLocale, marker]);

  const choose = useCallback(
    (locale: Locale) => {
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
      } catch {
        // storage blocked: the switch still happens for this visit
      }
      if (locale !== pageLocale) replaceWithCounterpart(locale);
    },
    [pageLocale],
  );

  return { choose };
}
