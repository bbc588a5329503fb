import { siteEntries } from '../../src/content/site-map';

export const SITE_URL = 'http://localhost:3000';
export const locales = [
  { locale: 'en', tag: 'en-US', og: 'en_US', prefix: '' },
  { locale: 'es', tag: 'es-MX', og: 'es_MX', prefix: '/es' },
] as const;

export function localized(prefix: string, path: string): string {
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/** Every page of the site in both languages. */
export const allPages = locales.flatMap((l) =>
  siteEntries().map((e) => ({ ...l, path: e.path, url: localized(l.prefix, e.path) })),
);

/** Absolute canonical URL of a public path (the English home page is the bare origin). */
export function absolute(url: string): string {
  return url === '/' ? SITE_URL : `${SITE_URL}${url}`;
}

/** Asserts that an HTML document contains a fragment, printing only the fragment on failure. */
export function expectInHtml(
  expect: (v: unknown, m?: string) => { toBe(v: unknown): void },
  html: string,
  fragment: string,
) {
  expect(html.includes(fragment), `HTML should contain: ${fragment}`).toBe(true);
}
