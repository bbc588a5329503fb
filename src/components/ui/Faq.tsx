import { JsonLd } from './JsonLd';

export interface FaqItem {
  q: string;
  a: string;
}

/** Questions and answers as disclosure widgets (no JavaScript), with FAQPage structured data. */
export function Faq({ title, items, id }: { title: string; items: FaqItem[]; id?: string }) {
  return (
    <section aria-labelledby={id ?? 'faq-title'} className="container-page py-16">
      <h2 id={id ?? 'faq-title'} className="text-center text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mx-auto mt-8 max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200">
        {items.map((item) => (
          <details key={item.q} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-ink">
              {item.q}
              <span
                aria-hidden="true"
                className="text-brand-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-3 leading-7 text-muted">{item.a}</p>
          </details>
        ))}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.q,
            acceptedAnswer: { '@type': 'Answer', text: item.a },
          })),
        }}
      />
    </section>
  );
}
