'use client';

import { useState } from 'react';
import { formatMoney, parseAmount } from '../model/money';
import { workBack } from '../model/work-back';
import { formControls, smallButton } from './form-controls';
import type { SectionProps } from './FormSections';

interface Props extends SectionProps {
  /** The page's language (BCP 47): the figures said are formatted for it. */
  tag: string;
  announce: (s: string) => void;
  /** Moves focus to the element of this id once it is there (the amount, when the part opens). */
  focusAfter: (id: string) => void;
}

/**
 * "The client will pay me X": fills a line's unit price so that the document's total, after its
 * discount, IVA or sales tax and withholdings, is X (model/work-back.ts), and says whether it is
 * exact or the nearest any price gives.
 */
export function WorkBack(props: Props) {
  const { draft, update, ui, errors, tag, announce } = props;
  const [amount, setAmount] = useState('');
  const [lineId, setLineId] = useState(draft.lines[0]?.id ?? '');
  const [error, setError] = useState<string | undefined>();
  const [said, setSaid] = useState('');
  const lines = draft.lines;
  const line = lines.find((l) => l.id === lineId) ?? lines[0];
  const number = line ? lines.indexOf(line) + 1 : 1;
  const { text, select, fieldset } = formControls(ui('optional'), (id) =>
    id === 'work-back-amount' ? error : undefined,
  );
  const money = (cents: number) => formatMoney(cents, draft.currency, tag);

  const apply = () => {
    const read = parseAmount(amount);
    if (!read.ok) return setError(errors(read.error));
    setError(undefined);
    const found = line && workBack(draft, line.id, read.value);
    const message = !found
      ? ui('workBackNone', { number })
      : found.exact
        ? ui('workBackExact', {
            number,
            price: money(Math.round(Number(found.unitPrice) * 100)),
            total: money(found.total),
          })
        : ui('workBackNearest', {
            target: money(read.value),
            price: money(Math.round(Number(found.unitPrice) * 100)),
            total: money(found.total),
          });
    if (found && line)
      update((d) => ({
        lines: d.lines.map((l) => (l.id === line.id ? { ...l, unitPrice: found.unitPrice } : l)),
      }));
    setSaid(message);
    announce(message);
  };

  return fieldset(
    ui('workBack'),
    <>
      {text('work-back-amount', ui('workBackAmount'), amount, setAmount, {
        inputMode: 'decimal',
        hint: ui('workBackHint'),
      })}
      {lines.length > 1 &&
        select(
          'work-back-line',
          ui('workBackLine'),
          line?.id ?? '',
          lines.map((l, i) => [l.id, `${i + 1}. ${l.description.trim() || ui('untitled')}`]),
          setLineId,
        )}
      <button type="button" className={smallButton} onClick={apply}>
        {ui('workBackApply')}
      </button>
      {said && <p className="text-sm">{said}</p>}
    </>,
  );
}
