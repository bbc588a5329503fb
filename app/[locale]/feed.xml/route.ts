import { getTranslations } from 'next-intl/server';
import { articlesByDate } from '@/content/articles';
import { loadArticleBody } from '@/content/load-article';
import { site } from '@/content/site';
import { isLocale, localeTags, localizedPath, routing } from '@/i18n/routing';
import { absoluteUrl, canonicalUrl } from '@/lib/metadata';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

function xml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** RSS 2.0 feed of every article, one per language (/feed.xml, /es/feed.xml). */
export async function GET(_request: Request, ctx: RouteContext<'/[locale]/feed.xml'>) {
  const { locale } = await ctx.params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'pages.articles.meta' });
  const items = await Promise.all(
    articlesByDate().map(async (entry) => {
      const body = await loadArticleBody(entry, locale);
      const url = canonicalUrl(locale, `/articles/${entry.slug}`);
      return `    <item>
      <title>${xml(body.title)}</title>
      <link>${xml(url)}</link>
      <guid isPermaLink="true">${xml(url)}</guid>
      <description>${xml(body.excerpt)}</description>
      <author>${xml(`${site.emails.support} (${entry.author})`)}</author>
      <category>${xml(entry.category)}</category>
      <pubDate>${new Date(`${entry.publishedAt}T12:00:00Z`).toUTCString()}</pubDate>
      <atom:updated>${entry.updatedAt}T12:00:00Z</atom:updated>
    </item>`;
    }),
  );
  const lastUpdate = articlesByDate()
    .map((a) => a.updatedAt)
    .sort()
    .at(-1)!;
  const self = absoluteUrl(localizedPath(locale, '/feed.xml'));
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${site.name} — ${t('title')}`)}</title>
    <link>${xml(canonicalUrl(locale, '/articles'))}</link>
    <description>${xml(t('description'))}</description>
    <language>${localeTags[locale]}</language>
    <lastBuildDate>${new Date(`${lastUpdate}T12:00:00Z`).toUTCString()}</lastBuildDate>
    <atom:link href="${xml(self)}" rel="self" type="application/rss+xml" />
${items.join('\n')}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
