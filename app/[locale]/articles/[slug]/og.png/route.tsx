import { articles, findArticle } from '@/content/articles';
import { loadArticleBody } from '@/content/load-article';
import { isLocale, routing } from '@/i18n/routing';
import { formatDate } from '@/i18n/format';
import { openGraphCard } from '@/components/ui/og-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => articles.map((a) => ({ locale, slug: a.slug })));
}

/** The Open Graph image of an article: its title, author and date, made at build time. */
export async function GET(
  _request: Request,
  ctx: RouteContext<'/[locale]/articles/[slug]/og.png'>,
) {
  const { locale, slug } = await ctx.params;
  const entry = findArticle(slug);
  if (!entry || !isLocale(locale)) return new Response('Not found', { status: 404 });
  const body = await loadArticleBody(entry, locale);
  return openGraphCard({
    title: body.title,
    footer: `${entry.author} · ${formatDate(entry.publishedAt, locale)}`,
  });
}
