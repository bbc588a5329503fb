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

// The pages the accessibility spec checks (axe-core, IBM Equal Access and HTML_CodeSniffer).

const notFoundPages = [
  { url: '/no-such-page', tag: 'en-US' },
  { url: '/es/no-existe', tag: 'es-MX' },
];

/** One page per template, in English and in Spanish. */
const a11yTemplates = [
  ...[
    '/',
    '/articles',
    '/articles/cash-flow-management-in-business-101',
    '/contact',
    '/pricing',
    '/privacy-policy',
    '/data-deletion',
    '/documentation',
    '/help-center',
    '/invoice-generator',
  ].map((path) => locales.map((l) => ({ url: localized(l.prefix, path), tag: l.tag }))),
  notFoundPages,
];

export const a11yViewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

/**
 * The pages checked at the n-th width: one per template, the languages alternating between
 * templates and between widths (each template is checked in both languages, at one width each);
 * with A11Y_FULL=1 (`npm run test:a11y`), every page in both languages.
 */
export function a11yPagesAt(n: number): { url: string; tag: string }[] {
  if (process.env.A11Y_FULL) return [...allPages, ...notFoundPages];
  return a11yTemplates.map((pair, i) => pair[(i + n) % 2]!);
}
