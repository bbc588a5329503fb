import type { MetadataRoute } from 'next';
import { siteEntries } from '@/content/site-map';
import { routing } from '@/i18n/routing';
import { canonicalUrl, languageAlternates } from '@/lib/metadata';

/** Every page in both languages, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return siteEntries().flatMap((entry) =>
    routing.locales.map((locale) => ({
      url: canonicalUrl(locale, entry.path),
      lastModified: entry.lastModified,
      changeFrequency: entry.changeFrequency,
      priority: entry.priority,
      alternates: { languages: languageAlternates(entry.path) },
    })),
  );
}
