import { Illustration } from '@/components/ui/Illustration';
import type { ArticleCardData } from '@/content/article-cards';
import { Link } from '@/i18n/navigation';

/** One article in a grid: image, category, title, excerpt, author, date, read time. */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition-shadow hover:shadow-lg">
      <Illustration
        src={article.image}
        alt={article.imageAlt}
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-800">{article.categoryLabel}</p>
        <Heading className="mt-2 text-lg leading-snug font-semibold text-ink">
          <Link
            href={`/articles/${article.slug}`}
            className="after:absolute after:inset-0 hover:underline"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-muted">{article.excerpt}</p>
        <p className="mt-4 flex flex-wrap gap-x-2 text-sm text-muted">
          <span>{article.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.isoDate}>{article.date}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readTime}</span>
        </p>
      </div>
    </article>
  );
}
