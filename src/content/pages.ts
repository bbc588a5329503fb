/**
 * Every static route of the site (without locale prefix). The sitemap, the tests and the
 * metadata read this list, so a page cannot exist without its sitemap entry.
 */
export const staticPages = [
  { path: '/', key: 'home', priority: 1.0, changeFrequency: 'weekly' },
  { path: '/articles', key: 'articles', priority: 0.9, changeFrequency: 'weekly' },
  { path: '/pricing', key: 'pricing', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/contact', key: 'contact', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/help-center', key: 'helpCenter', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/documentation', key: 'documentation', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/data-deletion', key: 'dataDeletion', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/privacy-policy', key: 'privacyPolicy', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/terms-of-service', key: 'termsOfService', priority: 0.3, changeFrequency: 'yearly' },
] as const;

export type StaticPageKey = (typeof staticPages)[number]['key'];
export type StaticPath = (typeof staticPages)[number]['path'];
