import type { ReactNode } from 'react';

/** A grid of teaser cards for content that is not published yet. */
export function TeaserGrid({
  items,
  icons,
  headingLevel = 3,
}: {
  items: { title: string; text: string }[];
  icons: ReactNode[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item, i) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 text-left">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            {icons[i]}
          </span>
          <Heading className="mt-4 text-lg font-semibold">{item.title}</Heading>
          <p className="mt-2 leading-7 text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
