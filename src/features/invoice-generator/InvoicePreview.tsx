import type { InvoiceDocument } from './document';

/** The invoice as it will print: the same document model the PDF is drawn from. */
export function InvoicePreview({ doc }: { doc: InvoiceDocument }) {
  const lang =
    doc.languages.length === 1 ? (doc.languages[0] === 'es' ? 'es-MX' : 'en-US') : undefined;
  return (
    <article
      lang={lang}
      className="mt-3 rounded-2xl border border-slate-200 bg-white p-6 text-sm shadow-sm sm:p-8"
    >
      <header className="flex items-start justify-between gap-4">
        {doc.logo ? (
          // A data: URL from the visitor's device; next/image does not apply.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={doc.logo} alt="" className="max-h-14 max-w-36 object-contain" />
        ) : (
          <span />
        )}
        <div className="text-right">
          <p className="text-2xl font-bold text-ink">{doc.title}</p>
          <dl className="mt-2 space-y-0.5 text-muted">
            {doc.meta.map(([label, value]) => (
              <div key={label}>
                <dt className="inline">{label}: </dt>
                <dd className="inline">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {doc.parties.map((p) => (
          <div key={p.heading}>
            <p className="font-semibold text-ink">{p.heading}</p>
            {p.lines.map((l, i) => (
              <p key={i} className="break-words">
                {l}
              </p>
            ))}
          </div>
        ))}
      </div>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-2 font-semibold">
                {doc.columns[0]}
              </th>
              {doc.columns.slice(1).map((c) => (
                <th key={c} scope="col" className="py-2 pl-2 text-right font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {doc.rows.map((row, i) => (
              <tr key={i} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-2 break-words whitespace-pre-line">{row[0]}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{row[1]}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{row[2]}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{row[3]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto max-w-sm space-y-1">
        {doc.totals.map((t) => (
          <div
            key={t.label}
            className={`flex justify-between gap-4 ${t.strong ? 'border-t border-slate-300 pt-2 text-base font-bold text-ink' : ''}`}
          >
            <dt>{t.label}</dt>
            <dd className="shrink-0 tabular-nums">{t.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-right text-xs text-muted">{doc.currencyNote}</p>
      {[...doc.blocks, ...doc.cfdi].map((b) => (
        <div key={b.heading} className="mt-5">
          <p className="font-semibold text-ink">{b.heading}</p>
          {b.lines.map((l, i) => (
            <p key={i} className="break-words">
              {l}
            </p>
          ))}
        </div>
      ))}
    </article>
  );
}
