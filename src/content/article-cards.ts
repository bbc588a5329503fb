import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/routing';
import { articlesByDate, type ArticleEntry, type Section } from './articles';
import { loadArticleBody } from './load-article';

/** What an article card shows (src/components/articles/ArticleCard.tsx), every string localized. */
export interface ArticleCardData {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  author: string;
  isoDate: string;
  date: string;
  readTime: string;
  category: string;
  categoryLabel: string;
}

/** The card of one article, with every string already localized. */
export async function articleCard(entry: ArticleEntry, locale: Locale): Promise<ArticleCardData> {
  const [body, t, common] = await Promise.all([
    loadArticleBody(entry, locale),
    getTranslations({ locale, namespace: 'pages.articles' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return {
    slug: entry.slug,
    title: body.title,
    excerpt: body.excerpt,
    image: entry.image,
    imageAlt: body.heroAlt,
    author: entry.author,
    isoDate: entry.publishedAt,
    date: formatDate(entry.publishedAt, locale),
    readTime: common('minRead', { minutes: entry.readMinutes }),
    category: entry.category,
    categoryLabel: t(`categories.${entry.category}`),
  };
}

export async function allArticleCards(locale: Locale): Promise<ArticleCardData[]> {
  return Promise.all(articlesByDate().map((a) => articleCard(a, locale)));
}

/** The translated `article:section` of an article. */
export async function sectionLabel(section: Section, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'pages.articles' });
  return t(`sections.${section}`);
}
