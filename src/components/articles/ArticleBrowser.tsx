'use client';

import { useState } from 'react';
import type { ArticleCardData } from '@/content/article-cards';
import { ArticleCard } from './ArticleCard';

export const ARTICLES_PAGE_SIZE = 9;

interface Props {
  /** Every article, newest first. */
  articles: ArticleCardData[];
  /** The featured article, shown above the grid, so left out of the unfiltered grid. */
  featuredSlug: string;
  filters: { id: string; label: string; count: number }[];
  labels: { filter: string; loadMore: string; noResults: string; latest: string };
}

/**
 * The category filter row and the grid of article cards. Rendered on the server with every
 * article visible, so without JavaScript nothing is hidden; the filter and "Load more" work once
 * the page is interactive.
 */
export function ArticleBrowser({ articles, featuredSlug, filters, labels }: Props) {
  const [active, setActive] = useState('all');
  const [shown, setShown] = useState(ARTICLES_PAGE_SIZE);

  const matching =
    active === 'all'
      ? articles.filter((a) => a.slug !== featuredSlug)
      : articles.filter((a) => a.category === active);
  const visible = matching.slice(0, shown);

  return (
    <section aria-labelledby="latest-articles" className="container-page py-12">
      <h2 id="latest-articles" className="sr-only">
        {labels.latest}
      </h2>
      <div role="group" aria-label={labels.filter} className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <button
            key={f.id}
            type="button"
            aria-pressed={active === f.id}
            onClick={() => {
              setActive(f.id);
              setShown(ARTICLES_PAGE_SIZE);
            }}
            className={`rounded-full border px-4 py-2 text-sm font-medium transition-colors ${active === f.id ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700'}`}
          >
            {f.label}{' '}
            <span className={active === f.id ? 'text-brand-100' : 'text-muted'}>({f.count})</span>
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {visible.length === 0 ? labels.noResults : ''}
      </p>
      {visible.length === 0 ? (
        <p className="mt-10 text-center text-muted">{labels.noResults}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((a) => (
            <li key={a.slug} data-category={a.category}>
              <ArticleCard article={a} />
            </li>
          ))}
        </ul>
      )}
      {matching.length > shown && (
        <div className="mt-10 text-center">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => setShown((n) => n + ARTICLES_PAGE_SIZE)}
          >
            {labels.loadMore}
          </button>
        </div>
      )}
    </section>
  );
}
