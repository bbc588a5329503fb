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
import { routing, splitLocalePath, type Locale } from '@/i18n/routing';

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

/**
 * The precedence as the product states it, written out here apart from the code under test (which
 * shares one function between resolveLanguage and the script): a saved `en` or `es`, exactly; else
 * a path under `/es`; else the first browser language, when it starts with `es` in any case; else
 * English.
 */
function expectedLanguage(
  saved: string | null,
  pathname: string,
  languages: readonly string[],
): Locale {
  if (saved === 'en' || saved === 'es') return saved;
  if (pathname === '/es' || pathname.startsWith('/es/')) return 'es';
  const first = languages.find((l) => l.trim() !== '');
  return first?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The same page in `locale`: `/es` before the path for Spanish, no prefix for English. */
function expectedUrl(locale: Locale, pathname: string): string {
  const path = pathname.replace(/^\/es(?=\/|$)/, '') || '/';
  if (locale === 'en') return path;
  return path === '/' ? '/es' : `/es${path}`;
}

describe('the language precedence, in resolveLanguage and in the landing script', () => {
  for (const pathname of pathnames) {
    it(`on ${pathname}, for every saved value and browser languages`, () => {
      // The page at a path is the locale of its prefix (next.config's rewrites).
      const pageLocale = splitLocalePath(pathname).locale;
      for (const saved of savedValues)
        for (const languages of browserLanguages) {
          const label = JSON.stringify({ pathname, saved, languages });
          const wanted = expectedLanguage(saved, pathname, languages);
          expect(resolveLanguage({ saved, pathname, browserLanguages: languages }), label).toBe(
            wanted,
          );
          const { replaced, hidden } = land(pageLocale, { url: pathname, saved, languages });
          expect(replaced, label).toEqual(
            wanted === pageLocale ? [] : [expectedUrl(wanted, pathname)],
          );
          expect(hidden, label).toBe(wanted !== pageLocale);
        }
    });
  }

  it('reads the spelled-out cases as the product does', () => {
    const cases: [string | null, string, string[], Locale][] = [
      ['es', '/pricing', ['en-US'], 'es'], // a saved preference wins over the path…
      ['en', '/es/pricing', ['es-MX'], 'en'], // …and over the browser
      ['EN', '/es/pricing', ['en-US'], 'es'], // only exactly `en` or `es` counts as saved
      ['fr', '/pricing', ['es-MX'], 'es'],
      [null, '/essentials', ['en-US'], 'en'], // not under /es
      [null, '/pricing', ['ES-ar'], 'es'],
      [null, '/pricing', ['fr-FR', 'es-ES'], 'en'], // the first browser language only
      [null, '/pricing', ['', 'es-MX'], 'es'], // an empty entry is skipped
    ];
    for (const [saved, pathname, languages, wanted] of cases) {
      expect(resolveLanguage({ saved, pathname, browserLanguages: languages })).toBe(wanted);
    }
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
