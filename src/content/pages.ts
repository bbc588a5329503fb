/**
 * Every static route of the site (without locale prefix). The sitemap, the tests and the
 * metadata read this list, so a page cannot exist without its sitemap entry. `meta` is the
 * message namespace holding the page's `title` and `description` (src/lib/metadata.ts,
 * `pageMetadataFor`); `absoluteTitle` marks a title written in full, without the site name
 * appended.
 */
export const staticPages = [
  {
    path: '/',
    key: 'home',
    meta: 'pages.home.meta',
    absoluteTitle: true,
    priority: 1.0,
    changeFrequency: 'weekly',
  },
  {
    path: '/articles',
    key: 'articles',
    meta: 'pages.articles.meta',
    priority: 0.9,
    changeFrequency: 'weekly',
  },
  {
    path: '/pricing',
    key: 'pricing',
    meta: 'pages.pricing.meta',
    priority: 0.9,
    changeFrequency: 'monthly',
  },
  {
    path: '/invoice-generator',
    key: 'invoiceGenerator',
    meta: 'invoice-generator.meta',
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/contact',
    key: 'contact',
    meta: 'pages.contact.meta',
    priority: 0.8,
    changeFrequency: 'monthly',
  },
  {
    path: '/help-center',
    key: 'helpCenter',
    meta: 'pages.helpCenter.meta',
    priority: 0.5,
    changeFrequency: 'monthly',
  },
  {
    path: '/documentation',
    key: 'documentation',
    meta: 'pages.documentation.meta',
    priority: 0.5,
    changeFrequency: 'monthly',
  },
  {
    path: '/data-deletion',
    key: 'dataDeletion',
    meta: 'pages.dataDeletion.meta',
    priority: 0.3,
    changeFrequency: 'yearly',
  },
  {
    path: '/privacy-policy',
    key: 'privacyPolicy',
    meta: 'privacyPolicy.meta',
    priority: 0.3,
    changeFrequency: 'yearly',
  },
  {
    path: '/terms-of-service',
    key: 'termsOfService',
    meta: 'termsOfService.meta',
    priority: 0.3,
    changeFrequency: 'yearly',
  },
] as const satisfies readonly StaticPage[];

interface StaticPage {
  path: `/${string}`;
  key: string;
  meta: string;
  absoluteTitle?: boolean;
  priority: number;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
}

export type StaticPageKey = (typeof staticPages)[number]['key'];
export type StaticPath = (typeof staticPages)[number]['path'];

/** The registry entry of `path`. */
export function staticPage(path: StaticPath): (typeof staticPages)[number] & StaticPage {
  return staticPages.find((p) => p.path === path)!;
}
