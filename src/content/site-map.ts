import { articles } from './articles';
import { staticPages } from './pages';

export interface SiteEntry {
  path: string;
  lastModified?: string;
  priority: number;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
}

/** Every page of the site (without locale prefix), read by the sitemap and the tests. */
export function siteEntries(): SiteEntry[] {
  return [
    ...staticPages.map((p) => ({
      path: p.path,
      priority: p.priority,
      changeFrequency: p.changeFrequency,
    })),
    ...articles.map((a) => ({
      path: `/articles/${a.slug}`,
      lastModified: a.updatedAt,
      priority: 0.7,
      changeFrequency: 'yearly' as const,
    })),
  ];
}
