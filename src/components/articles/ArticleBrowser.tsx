'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** Cards shown before "Load more articles". */
export const ARTICLES_PAGE_SIZE = 8;
/** The first card behind "Load more articles", and the fragment its link points to. */
const MORE_ID = 'more-articles';

interface Props {
  /** Every article, newest first, its card rendered on the server. */
  articles: { slug: string; category: string; card: ReactNode }[];
  filters: { id: string; label: string; count: number }[];
  labels: { filter: string; loadMore: string; noResults: string; latest: string };
}

/**
 * The category filter row and the grid of article cards: the first eight, then "Load more
 * articles" for the rest. Every card is in the HTML; the ones after the eighth are hidden by CSS
 * until the link's fragment (#more-articles) is the target, so the link works without
 * JavaScript. Once the page is interactive the link reveals them in place and moves focus to the
 * first new card, and the category filter works.
 */
export function ArticleBrowser({ articles, filters, labels }: Props) {
  const [active, setActive] = useState('all');
  const [expanded, setExpanded] = useState(false);
  const moreRef = useRef<HTMLLIElement>(null);

  const matching = active === 'all' ? articles : articles.filter((a) => a.category === active);

  function loadMore(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    flushSync(() => setExpanded(true));
    moreRef.current?.querySelector('a')?.focus();
  }

  return (
    <section aria-labelledby="latest-articles" className="group/browser container-page py-12">
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
              setExpanded(false);
            }}
            className={`rounded-full border px-4 py-2 text-sm font-medium transition-colors ${active === f.id ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700'}`}
          >
            {f.label}{' '}
            <span className={active === f.id ? 'text-brand-100' : 'text-muted'}>({f.count})</span>
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {matching.length === 0 ? labels.noResults : ''}
      </p>
      {matching.length === 0 ? (
        <p className="mt-10 text-center text-muted">{labels.noResults}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {matching.map((a, i) => {
            const first = i === ARTICLES_PAGE_SIZE;
            const hidden = i >= ARTICLES_PAGE_SIZE && !expanded;
            return (
              <li
                key={a.slug}
                ref={first ? moreRef : undefined}
                id={first ? MORE_ID : undefined}
                data-category={a.category}
                className={hidden ? 'hidden target:block [:target~&]:block' : undefined}
              >
                {a.card}
              </li>
            );
          })}
        </ul>
      )}
      {matching.length > ARTICLES_PAGE_SIZE && !expanded && (
        <div className="mt-10 text-center group-has-[:target]/browser:hidden">
          <a href={`#${MORE_ID}`} onClick={loadMore} className="btn-secondary">
            {labels.loadMore}
          </a>
        </div>
      )}
    </section>
  );
}
