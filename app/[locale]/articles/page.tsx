import { Illustration } from '@/components/ui/Illustration';
import { getTranslations } from 'next-intl/server';
import { ArticleBrowser } from '@/components/articles/ArticleBrowser';
import { ArticleCard } from '@/components/articles/ArticleCard';
import { PageHero } from '@/components/ui/PageHero';
import { allArticleCards } from '@/content/article-cards';
import { categories, categoryCounts, featuredSlug } from '@/content/articles';
import { Link } from '@/i18n/navigation';
import { Newsletter } from '@/features/newsletter/Newsletter';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadataFor } from '@/lib/metadata';

export const generateMetadata = pageMetadataFor('/articles');

export default async function ArticlesPage({ params }: PageProps<'/[locale]/articles'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.articles' });
  const cards = await allArticleCards(locale);
  const featured = cards.find((c) => c.slug === featuredSlug)!;
  const counts = categoryCounts();
  const filters = [
    { id: 'all', label: t('allArticles'), count: counts.all },
    ...categories.map((c) => ({ id: c, label: t(`categories.${c}`), count: counts[c] })),
  ];

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <section aria-labelledby="featured-title" className="container-page">
        <h2 id="featured-title" className="sr-only">
          {t('featured')}
        </h2>
        <article
          aria-labelledby="featured-label featured-article-title"
          className="relative grid overflow-hidden rounded-3xl border border-slate-200 bg-white lg:grid-cols-2"
        >
          <Illustration
            src={featured.image}
            alt={featured.imageAlt}
            priority
            className="aspect-video h-full w-full bg-brand-50 object-cover"
          />
          <div className="flex flex-col justify-center p-8 sm:p-10">
            <p className="flex flex-wrap items-center gap-3 text-sm">
              <span id="featured-label" className="eyebrow">
                {t('featured')}
              </span>
              <span className="font-semibold text-brand-800">{featured.categoryLabel}</span>
            </p>
            <h3
              id="featured-article-title"
              className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl"
            >
              <Link
                href={`/articles/${featured.slug}`}
                className="after:absolute after:inset-0 hover:underline"
              >
                {featured.title}
              </Link>
            </h3>
            <p className="mt-4 text-lg leading-8 text-muted">{featured.excerpt}</p>
            <p className="meta-line mt-6 text-sm text-muted">
              <span>{featured.author}</span>
              <time dateTime={featured.isoDate}>{featured.date}</time>
              <span>{featured.readTime}</span>
            </p>
          </div>
        </article>
      </section>
      <ArticleBrowser
        articles={cards.map((c) => ({
          slug: c.slug,
          category: c.category,
          card: <ArticleCard article={c} />,
        }))}
        filters={filters}
        labels={{
          filter: t('filterLabel'),
          loadMore: t('loadMore'),
          noResults: t('noResults'),
          latest: t('latest'),
        }}
      />
      <Newsletter locale={locale} />
    </>
  );
}
