import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLocalePath, unlocalizedSegments, unprefixedPathPattern } from '@/i18n/routing';

describe('splitLocalePath (the one parser of the locale prefix)', () => {
  it('reads the locale from the first segment', () => {
    expect(splitLocalePath('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/es/')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/es/pricing')).toEqual({ locale: 'es', path: '/pricing' });
    expect(splitLocalePath('/en/articles/x')).toEqual({ locale: 'en', path: '/articles/x' });
  });

  it('gives the default locale and the whole path to unprefixed paths', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/pricing')).toEqual({ locale: 'en', path: '/pricing' });
    expect(splitLocalePath('/essentials')).toEqual({ locale: 'en', path: '/essentials' });
    expect(splitLocalePath('/fr/pricing')).toEqual({ locale: 'en', path: '/fr/pricing' });
  });
});

describe('unprefixedPathPattern (the English pages next.config rewrites)', () => {
  const englishPage = new RegExp(`^${unprefixedPathPattern()}$`);

  it('matches page paths, including ones starting with the letters of a locale', () => {
    for (const p of ['pricing', 'articles/invoicing-guide', 'essentials', 'og.png', 'feed.xml'])
      expect(englishPage.test(p), p).toBe(true);
  });

  it('leaves locale prefixes and files served for every language alone', () => {
    for (const p of ['es', 'es/pricing', 'en', 'en/pricing', '_next/static/x.js', 'api/health'])
      expect(englishPage.test(p), p).toBe(false);
    for (const p of ['sitemap.xml', 'robots.txt', 'icon.svg', 'images/articles/cash-flow.svg'])
      expect(englishPage.test(p), p).toBe(false);
  });

  it('lists every file and folder of public/ and the root routes of app/', () => {
    const root = process.cwd();
    const served = [
      ...readdirSync(path.join(root, 'public')),
      ...readdirSync(path.join(root, 'app'))
        // Special files that serve no path of their own: stylesheets and the global error page.
        .filter((f) => f !== '[locale]' && !f.endsWith('.css') && f !== 'global-error.tsx')
        .map((f) => ({ 'sitemap.ts': 'sitemap.xml', 'robots.ts': 'robots.txt' })[f] ?? f),
    ];
    expect(unlocalizedSegments).toEqual(expect.arrayContaining(served));
  });
});
