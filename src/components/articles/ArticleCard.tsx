import { useId } from 'react';
import { Illustration } from '@/components/ui/Illustration';
import type { ArticleCardData } from '@/content/article-cards';
import { Link } from '@/i18n/navigation';

/**
 * One article in a grid: image, category, title, excerpt, author, date, read time. The card is
 * named by its title, so a list of cards can be told apart.
 */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition-shadow hover:shadow-lg"
    >
      <Illustration
        src={article.image}
        alt={article.imageAlt}
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-800">{article.categoryLabel}</p>
        <Heading id={titleId} className="mt-2 text-lg leading-snug font-semibold text-ink">
          <Link
            href={`/articles/${article.slug}`}
            className="after:absolute after:inset-0 hover:underline"
          >
            {article.title}
          </Link>
        </Heading>
        {/* Three lines exactly: the clamped box keeps its own height; the space a short card
            has left goes above the meta line. */}
        <p className="mt-2 line-clamp-3 text-muted">{article.excerpt}</p>
        <p className="meta-line mt-auto pt-4 text-sm text-muted">
          <span>{article.author}</span>
          <time dateTime={article.isoDate}>{article.date}</time>
          <span>{article.readTime}</span>
        </p>
      </div>
    </article>
  );
}
