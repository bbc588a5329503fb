// The inline landing script (src/i18n/language-preference.ts), run as the browser runs it: its
// text alone, in a fresh context whose only globals are the browser's. It must decide exactly as
// resolveLanguage does, and only hide the page when it replaces the URL.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  languageLandingScript,
  resolveLanguage,
} from '@/i18n/language-preference';
import { localizedPath, routing, splitLocalePath, type Locale } from '@/i18n/routing';

interface Visit {
  url: string;
  saved?: string | null;
  languages?: readonly string[];
  /** navigator.language, used when navigator.languages is empty. */
  language?: string;
  storageBlocked?: boolean;
}

function land(pageLocale: Locale, visit: Visit) {
  const url = new URL(visit.url, 'https://invoxa.test');
  const replaced: string[] = [];
  const listeners: Record<string, ((event: { persisted: boolean }) => void)[]> = {};
  const rootStyle = { visibility: '' };
  let saved = visit.saved ?? null;
  const context = {
    localStorage: {
      getItem: (key: string) => {
        if (visit.storageBlocked) throw new Error('SecurityError');
        return key === LANGUAGE_STORAGE_KEY ? saved : null;
      },
    },
    navigator: { languages: visit.languages ?? [], language: visit.language ?? 'en-US' },
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => replaced.push(to),
    },
    document: { documentElement: { style: rootStyle } },
    addEventListener: (type: string, listener: (event: { persisted: boolean }) => void) => {
      (listeners[type] ??= []).push(listener);
    },
  };
  runInNewContext(languageLandingScript(pageLocale), context);
  return {
    replaced,
    get hidden() {
      return rootStyle.visibility === 'hidden';
    },
    /** The page comes back from the back-forward cache after the preference changed. */
    restore(newSaved: string) {
      saved = newSaved;
      for (const listener of listeners.pageshow ?? []) listener({ persisted: true });
    },
  };
}

const pathnames = ['/', '/pricing', '/es', '/es/', '/es/pricing', '/essentials', '/es/no-existe'];
const savedValues = [null, 'en', 'es', 'es-MX', 'EN', ' es', '', 'fr'];
const browserLanguages: (readonly string[])[] = [
  [],
  ['en-US'],
  ['es-MX', 'en'],
  ['es'],
  ['ES-ar'],
  ['fr-FR', 'es-ES'],
  ['', 'es-MX'],
  [' ', 'en'],
];

describe('the landing script agrees with resolveLanguage', () => {
  it('on every combination of path, saved value and browser languages', () => {
    let cases = 0;
    for (const pathname of pathnames)
      for (const saved of savedValues)
        for (const languages of browserLanguages) {
          // The page at a path is the locale of its prefix (next.config's rewrites).
          const pageLocale = splitLocalePath(pathname).locale;
          const wanted = resolveLanguage({ saved, pathname, browserLanguages: languages });
          const { replaced, hidden } = land(pageLocale, { url: pathname, saved, languages });
          const label = JSON.stringify({ pathname, saved, languages });
          if (wanted === pageLocale) {
            expect(replaced, label).toEqual([]);
            expect(hidden, label).toBe(false);
          } else {
            const { path } = splitLocalePath(pathname);
            expect(replaced, label).toEqual([localizedPath(wanted, path)]);
            expect(hidden, label).toBe(true);
          }
          cases++;
        }
    expect(cases).toBe(pathnames.length * savedValues.length * browserLanguages.length);
  });
});

describe('the landing script', () => {
  it('keeps the query and the hash', () => {
    expect(land('en', { url: '/pricing?plan=pro#faq', saved: 'es' }).replaced).toEqual([
      '/es/pricing?plan=pro#faq',
    ]);
    expect(land('es', { url: '/es?ref=mail#top', saved: 'en' }).replaced).toEqual([
      '/?ref=mail#top',
    ]);
  });

  it('uses navigator.language when navigator.languages is empty', () => {
    expect(land('en', { url: '/contact', languages: [], language: 'es-MX' }).replaced).toEqual([
      '/es/contact',
    ]);
  });

  it('treats blocked storage as nothing saved', () => {
    const spanishBrowser = land('en', {
      url: '/contact',
      saved: 'en',
      storageBlocked: true,
      languages: ['es-MX'],
    });
    expect(spanishBrowser.replaced).toEqual(['/es/contact']);
    expect(
      land('en', { url: '/contact', storageBlocked: true, languages: ['en-US'] }),
    ).toMatchObject({ replaced: [], hidden: false });
  });

  it('checks again when the page is restored from the back-forward cache', () => {
    const visit = land('en', { url: '/pricing', languages: ['en-US'] });
    expect(visit).toMatchObject({ replaced: [], hidden: false });
    visit.restore('es');
    expect(visit.replaced).toEqual(['/es/pricing']);
    expect(visit.hidden).toBe(true);
  });

  it('is one expression of constants and serialized functions, with no "<" to end its element', () => {
    for (const locale of routing.locales) {
      const script = languageLandingScript(locale);
      expect(script).not.toContain('<');
      expect(script).toContain(JSON.stringify(locale));
      expect(script).toContain(JSON.stringify(LANGUAGE_STORAGE_KEY));
      expect(script.length).toBeLessThan(2_000);
    }
  });
});
