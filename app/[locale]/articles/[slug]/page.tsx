import type { Metadata } from 'next';
import { Illustration } from '@/components/ui/Illustration';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleBody } from '@/components/articles/ArticleBody';
import { ArticleCard } from '@/components/articles/ArticleCard';
import { ShareBar } from '@/components/articles/ShareBar';
import { GeneratorTeaser } from '@/features/invoice-generator/GeneratorTeaser';
import { BackLink } from '@/components/ui/BackLink';
import { JsonLd } from '@/components/ui/JsonLd';
import { NewTabLabel } from '@/components/ui/NewTabLabel';
import { articleCard, sectionLabel } from '@/content/article-cards';
import { articles, findArticle, type ArticleEntry } from '@/content/articles';
import { loadArticleBody } from '@/content/load-article';
import { site } from '@/content/site';
import { formatDate } from '@/i18n/format';
import { pageLocale } from '@/i18n/page-locale';
import { localeTags, localizedPath, type Locale } from '@/i18n/routing';
import { absoluteUrl, canonicalUrl, openGraphImage, pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

/**
 * Articles state dated facts (tax-year figures): regenerated at least daily, so the day a
 * period ends the page shows its figure with the qualifier, or its published successor
 * (src/content/facts.ts). Stays static: served from the prerender cache between regenerations.
 */
export const revalidate = 86400;

export function generateStaticParams() {
  return articles.map((a) => ({ slug: a.slug }));
}

type Props = PageProps<'/[locale]/articles/[slug]'>;

async function resolve(props: Props): Promise<{ locale: Locale; entry: ArticleEntry }> {
  const locale = await pageLocale(props.params);
  const { slug } = await props.params;
  const entry = findArticle(slug);
  if (!entry) notFound();
  return { locale, entry };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, entry } = await resolve(props);
  const body = await loadArticleBody(entry, locale);
  return pageMetadata({
    locale,
    path: `/articles/${entry.slug}`,
    title: body.title,
    description: body.excerpt,
    image: openGraphImage(locale, `/articles/${entry.slug}/og.png`, body.title),
    article: {
      publishedTime: entry.publishedAt,
      modifiedTime: entry.updatedAt,
      author: entry.author,
      section: await sectionLabel(entry.section, locale),
    },
  });
}

export default async function ArticlePage(props: Props) {
  const { locale, entry } = await resolve(props);
  const [body, t, common, related, section] = await Promise.all([
    loadArticleBody(entry, locale),
    getTranslations({ locale, namespace: 'pages.article' }),
    getTranslations({ locale, namespace: 'common' }),
    Promise.all(entry.related.map((slug) => articleCard(findArticle(slug)!, locale))),
    sectionLabel(entry.section, locale),
  ]);
  const url = canonicalUrl(locale, `/articles/${entry.slug}`);
  const articlesT = await getTranslations({ locale, namespace: 'pages.articles' });

  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <BackLink href="/articles" label={t('backToArticles')} />
          <p className="mt-8">
            <span className="eyebrow">{articlesT(`categories.${entry.category}`)}</span>
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            {body.title}
          </h1>
          <p className="mt-5 text-xl leading-8 text-muted">{body.excerpt}</p>
          <p className="meta-line mt-6 text-sm text-muted">
            <span className="font-medium text-ink">{entry.author}</span>
            <time dateTime={entry.publishedAt}>{formatDate(entry.publishedAt, locale)}</time>
            <time dateTime={entry.updatedAt} data-updated="">
              {t('updatedOn', { date: formatDate(entry.updatedAt, locale) })}
            </time>
            <span>{common('minRead', { minutes: entry.readMinutes })}</span>
          </p>
          <div className="mt-6">
            <ShareBar
              share={{ url, title: body.title, description: body.excerpt }}
              labels={{
                title: t('share.title'),
                on: (network) => t('share.on', { network }),
                email: t('share.email'),
                copy: t('share.copy'),
                copied: t('share.copied'),
              }}
            />
          </div>
        </div>
      </header>
      <div className="container-page max-w-4xl">
        <Illustration
          src={entry.image}
          alt={body.heroAlt}
          priority
          className="aspect-video w-full rounded-2xl bg-brand-50"
        />
      </div>
      <div className="container-page max-w-3xl py-12">
        <nav aria-labelledby="toc-title" className="mb-12 rounded-2xl border border-slate-200 p-6">
          <h2 id="toc-title" className="text-sm font-bold tracking-wide text-slate-700 uppercase">
            {t('contents')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-brand-800">
            {body.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <ArticleBody body={body} tipLabel={t('tip')} />
        {entry.tool === 'invoice-generator' && <GeneratorTeaser locale={locale} place="article" />}
        {body.references && body.references.length > 0 && (
          <section aria-labelledby="references" className="mt-14 border-t border-slate-200 pt-8">
            <h2 id="references" className="text-xl font-bold">
              {t('references')}
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
              {body.references.map((r) => (
                <li key={r.url}>
                  <a
                    href={r.url}
                    target="_blank"
                    rel="nofollow noopener noreferrer"
                    className="link"
                  >
                    {r.title}
                    <NewTabLabel locale={locale} />
                  </a>
                  {r.publisher && <span className="text-muted"> — {r.publisher}</span>}
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
      <section aria-labelledby="related" className="bg-slate-50">
        <div className="container-page py-16">
          <h2 id="related" className="text-2xl font-bold">
            {t('related')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {related.map((card) => (
              <li key={card.slug}>
                <ArticleCard article={card} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: body.title,
            description: body.excerpt,
            image: absoluteUrl(localizedPath(locale, `/articles/${entry.slug}/og.png`)),
            datePublished: entry.publishedAt,
            dateModified: entry.updatedAt,
            author: { '@type': 'Person', name: entry.author },
            publisher: {
              '@type': 'Organization',
              name: site.name,
              logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
            },
            articleSection: section,
            inLanguage: localeTags[locale],
            mainEntityOfPage: url,
          },
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              {
                '@type': 'ListItem',
                position: 1,
                name: common('header.home'),
                item: canonicalUrl(locale, '/'),
              },
              {
                '@type': 'ListItem',
                position: 2,
                name: common('header.articles'),
                item: canonicalUrl(locale, '/articles'),
              },
              { '@type': 'ListItem', position: 3, name: body.title, item: url },
            ],
          },
        ]}
      />
    </article>
  );
}
