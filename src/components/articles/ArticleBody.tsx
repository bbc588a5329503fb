import type { ArticleBody as Body } from '@/content/article-body';

/**
 * An article's sections, lists, steps and tip boxes: server-rendered only, no client boundary
 * inside. Keys are indexes, never the texts (a key travels in the page's RSC payload).
 */
export function ArticleBody({ body, tipLabel }: { body: Body; tipLabel: string }) {
  return (
    <div className="text-lg leading-8 text-slate-800">
      {body.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-12 first:mt-0">
          <h2
            id={section.id}
            className="scroll-mt-24 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          >
            {section.heading}
          </h2>
          {section.blocks.map((block, i) => {
            switch (block.type) {
              case 'paragraph':
                return (
                  <p key={i} className="mt-5">
                    {block.text}
                  </p>
                );
              case 'list':
                return (
                  <ul key={i} className="mt-5 list-disc space-y-2 pl-6 marker:text-brand-700">
                    {block.items.map((item, k) => (
                      <li key={k}>{item}</li>
                    ))}
                  </ul>
                );
              case 'steps':
                return (
                  <ol
                    key={i}
                    className="mt-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700"
                  >
                    {block.items.map((item, k) => (
                      <li key={k}>{item}</li>
                    ))}
                  </ol>
                );
              case 'tip':
                return (
                  <aside
                    key={i}
                    aria-label={`${tipLabel}: ${block.title}`}
                    className="mt-6 rounded-2xl border-l-4 border-brand-700 bg-brand-50 p-5"
                  >
                    <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">
                      {tipLabel}
                    </p>
                    <p className="mt-1 font-semibold text-ink">{block.title}</p>
                    <p className="mt-2 text-base leading-7">{block.text}</p>
                  </aside>
                );
            }
          })}
        </section>
      ))}
    </div>
  );
}
