import type { CSSProperties } from 'react';
import './look.css';
import {
  GAP,
  LEADING,
  MARGIN,
  NOTE_SIZE,
  SIZE,
  TITLE_SIZE,
  TOTAL_SIZE,
  type InvoiceLayout,
  type LaidOutLine,
} from './layout';

/**
 * The invoice as it will print: the laid-out document the PDF is drawn from, its page scaled to
 * the preview's width (1 em is the PDF's 10 pt), each line broken where the PDF breaks it.
 */

const em = (points: number) => `${points / SIZE}em`;

/**
 * The page's width is the preview's; its font size (the PDF's 10 pt) follows, so nothing is cut
 * off. Classes of the stylesheet, not an inline style: container units in a style attribute are
 * beyond the HTML checker's CSS parser.
 */
const PAGE_FONT = {
  letter: 'text-[length:calc(100cqw*10/612)]',
  a4: 'text-[length:calc(100cqw*10/595.28)]',
} as const;

/** Lines broken where the PDF breaks them; a space after each but the last, for reading aloud. */
function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, i) => (
    <span key={i} className="block whitespace-pre">
      {line || '\u00a0'}
      {i < lines.length - 1 ? ' ' : ''}
    </span>
  ));
}

function BlockLine({ line }: { line: LaidOutLine }) {
  return line.href ? (
    <a
      href={line.href}
      className="block whitespace-pre text-brand-700 underline"
      rel="noopener noreferrer"
      target="_blank"
    >
      {line.text}
    </a>
  ) : (
    <span className="block whitespace-pre">{line.text}</span>
  );
}

export function InvoicePreview({
  layout,
  invalidLabel,
  frame = 'mt-3',
}: {
  layout: InvoiceLayout;
  /** Said on a row whose quantity or price cannot be read. */
  invalidLabel: string;
  /** The classes of the page's frame, whose width the page takes (the full-size view sets one). */
  frame?: string;
}) {
  const lang =
    layout.languages.length === 1 ? (layout.languages[0] === 'es' ? 'es-MX' : 'en-US') : undefined;
  const { look } = layout;
  const page: CSSProperties = { lineHeight: LEADING / SIZE, padding: em(MARGIN) };
  // The look (model/look.ts) is drawn by document/look.css from the accent and these data attributes; with none
  // chosen nothing is set and the page is in ink, as before.
  if (look.tinted || look.layout !== 'classic')
    Object.assign(page, { '--accent': `rgb(${look.accent.join(',')})` });
  return (
    <div className={`${frame} [container-type:inline-size]`}>
      <article
        lang={lang}
        style={page}
        data-look={look.layout}
        data-tinted={look.tinted || undefined}
        className={`${PAGE_FONT[layout.paper]} rounded-lg border border-slate-200 bg-white text-ink shadow-sm`}
      >
        <header className="look-head flex items-start justify-between" style={{ gap: em(GAP) }}>
          {layout.logo ? (
            // A data: URL from the visitor's device; next/image does not apply.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={layout.logo}
              alt=""
              style={{ maxHeight: em(60), maxWidth: em(150) }}
              className="look-logo object-contain"
            />
          ) : (
            <span />
          )}
          <div className="text-right">
            <p className="look-a font-bold" style={{ fontSize: em(TITLE_SIZE), lineHeight: 1.2 }}>
              <Lines lines={layout.title} />
            </p>
            <div className="mt-[0.4em] text-muted">
              {layout.meta.map((m, i) => (
                <p key={i}>
                  <Lines lines={m} />
                </p>
              ))}
            </div>
          </div>
        </header>
        <div className="mt-[1.6em] flex" style={{ gap: em(2 * GAP) }}>
          {layout.parties.map((p, i) => (
            <div key={i} style={{ width: em(layout.partyWidth) }}>
              <p className="look-a font-bold">
                <Lines lines={p.heading} />
              </p>
              <Lines lines={p.lines} />
            </div>
          ))}
        </div>
        <table
          className="mt-[1.2em] table-fixed border-collapse"
          style={{ width: em(layout.contentWidth) }}
        >
          <colgroup>
            {layout.columns.map((c, i) => (
              <col key={i} style={{ width: em(c.width + (i === 0 ? 0 : GAP)) }} />
            ))}
          </colgroup>
          <thead>
            <tr className="look-th border-b border-slate-300 align-bottom">
              {layout.header.map((lines, i) => (
                <th
                  key={i}
                  scope="col"
                  className={`pb-[0.4em] font-bold ${i === 0 ? 'text-left' : 'text-right'}`}
                >
                  <Lines lines={lines} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {layout.rows.map((row, r) => (
              <tr
                key={r}
                className={`border-b border-slate-100 align-top ${layout.invalidRows[r] ? 'bg-red-50 text-red-800 outline outline-red-600' : ''}`}
              >
                {row.map((lines, i) => (
                  <td
                    key={i}
                    className={`py-[0.2em] ${i === 0 ? 'text-left' : 'text-right tabular-nums'}`}
                  >
                    <Lines lines={lines} />
                    {i === 0 && layout.invalidRows[r] && (
                      <span className="block font-semibold">⚠ {invalidLabel}</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <dl
          className="mt-[0.8em] ml-auto"
          style={{ width: em(layout.totalsLabelWidth + GAP + layout.totalsValueWidth) }}
        >
          {layout.totals.map((t, i) => (
            <div
              key={i}
              className={`flex justify-between ${t.strong ? 'look-a font-bold' : ''}`}
              style={{ gap: em(GAP), fontSize: t.strong ? em(TOTAL_SIZE) : undefined }}
            >
              <dt className="text-right" style={{ flex: 1 }}>
                <Lines lines={t.label} />
              </dt>
              <dd className="shrink-0 text-right tabular-nums">{t.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-[0.2em] text-right text-muted" style={{ fontSize: em(NOTE_SIZE) }}>
          {layout.currencyNote}
        </p>
        {layout.blocks.map((b, i) => (
          <div key={i} className={`mt-[1em] ${b.muted ? 'text-muted' : ''}`}>
            {b.heading.length > 0 && (
              <p className="look-a font-bold">
                <Lines lines={b.heading} />
              </p>
            )}
            {b.lines.map((l, j) => (
              <BlockLine key={j} line={l} />
            ))}
          </div>
        ))}
      </article>
    </div>
  );
}
