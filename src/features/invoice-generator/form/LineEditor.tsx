'use client';

import { emptyLine, type Draft, type DraftLine } from '../model/draft';
import { earlyButton } from './early-clicks';
import { formControls, smallButton } from './form-controls';
import type { SectionProps } from './FormSections';

interface Props extends SectionProps {
  /** Moves focus to the element of this id after the next render. */
  focusAfter: (id: string) => void;
  announce: (s: string) => void;
}

/** A new empty line at the end. */
export const withNewLine = (d: Draft) => ({ lines: [...d.lines, emptyLine()] });

/** The line items: description, quantity and unit price, added, moved and removed by keyboard too. */
export function LineEditor(props: Props) {
  const { draft, update, ui, focusAfter, announce } = props;
  const { text, check, fieldset } = formControls(ui('optional'), props.fieldError);
  const mexican = draft.senderCountry === 'mx';
  const lines = draft.lines;

  const updateLine = (id: string, change: Partial<DraftLine>) =>
    update((d) => ({ lines: d.lines.map((l) => (l.id === id ? { ...l, ...change } : l)) }));
  const addLine = () => {
    const line = emptyLine();
    update((d) => ({ lines: [...d.lines, line] }));
    focusAfter(`line-${line.id}-description`);
    announce(ui('lineAdded', { number: lines.length + 1 }));
  };
  const removeLine = (index: number) => {
    const next = lines[index + 1] ?? lines[index - 1];
    update((d) => ({ lines: d.lines.filter((_, i) => i !== index) }));
    focusAfter(next ? `line-${next.id}-description` : 'add-line');
    announce(ui('lineRemoved'));
  };
  const moveLine = (index: number, by: -1 | 1) => {
    const line = lines[index]!;
    const to = index + by;
    // The line as the store has it now, not as this render saw it (an edit may be pending).
    update((d) => {
      const moved = [...d.lines];
      const [current] = moved.splice(index, 1);
      moved.splice(to, 0, current ?? line);
      return { lines: moved };
    });
    // Keep focus on the button pressed, or on the other one when the line reached an end.
    const atEnd = to === 0 || to === lines.length - 1;
    const direction = by < 0 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
    focusAfter(`line-${line.id}-${direction}`);
    announce(ui('lineMoved', { number: to + 1 }));
  };

  return fieldset(
    ui('linesTitle'),
    <>
      <ol className="space-y-4">
        {lines.map((line, i) => {
          const n = i + 1;
          const id = `line-${line.id}`;
          return (
            <li key={line.id}>
              <fieldset className="rounded-xl border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-ink">
                  {ui('lineLabel', { number: n })}
                </legend>
                <div className="space-y-3">
                  {text(`${id}-description`, ui('description'), line.description, (v) =>
                    updateLine(line.id, { description: v }),
                  )}
                  <div className="grid grid-cols-2 gap-3">
                    {text(
                      `${id}-quantity`,
                      ui('quantity'),
                      line.quantity,
                      (v) => updateLine(line.id, { quantity: v }),
                      { inputMode: 'decimal' },
                    )}
                    {text(
                      `${id}-unitPrice`,
                      ui('unitPrice'),
                      line.unitPrice,
                      (v) => updateLine(line.id, { unitPrice: v }),
                      { inputMode: 'decimal' },
                    )}
                  </div>
                  {check(
                    `${id}-exempt`,
                    mexican ? ui('exemptIva') : ui('noSalesTax'),
                    !!line.exempt,
                    (v) => updateLine(line.id, { exempt: v }),
                    mexican ? ui('exemptIvaHint') : undefined,
                  )}
                  <div className="flex flex-wrap gap-2">
                    <button
                      id={`${id}-up`}
                      type="button"
                      className={smallButton}
                      disabled={i === 0}
                      onClick={() => moveLine(i, -1)}
                      aria-label={ui('moveUp', { number: n })}
                    >
                      ↑
                    </button>
                    <button
                      id={`${id}-down`}
                      type="button"
                      className={smallButton}
                      disabled={i === lines.length - 1}
                      onClick={() => moveLine(i, 1)}
                      aria-label={ui('moveDown', { number: n })}
                    >
                      ↓
                    </button>
                    <button
                      id={`${id}-remove`}
                      type="button"
                      className={smallButton}
                      disabled={lines.length === 1}
                      onClick={() => removeLine(i)}
                    >
                      {ui('removeLine', { number: n })}
                    </button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        id="add-line"
        {...earlyButton('add-line')}
        className="btn-secondary"
        onClick={(e) => {
          e.preventDefault();
          addLine();
        }}
      >
        {ui('addLine')}
      </button>
    </>,
  );
}
