'use client';

import { useEffect } from 'react';
import { emptyCharge, MAX_CHARGES, type DraftCharge } from '../model/draft';
import { formControls, smallButton } from './form-controls';
import type { SectionProps } from './FormSections';

interface Props extends SectionProps {
  /** Moves focus to the element of this id after the next render. */
  focusAfter: (id: string) => void;
  announce: (s: string) => void;
  /** Called once the section is on the page (its code arrives after the first charge is added). */
  onShown: () => void;
}

/**
 * Shipping and other charges: added after the discount (which applies to the lines only), each
 * taxed unless marked exempt. Shown, and its code loaded, once a document has a charge; the
 * first is added by the button the generator shows in its place.
 */
export function ChargesSection(props: Props) {
  const { draft, update, ui, focusAfter, announce, onShown } = props;
  useEffect(onShown, [onShown]);
  const { text, check, fieldset } = formControls(ui('optional'), props.fieldError);
  const charges = draft.charges ?? [];
  const mexican = draft.senderCountry === 'mx';

  const change = (id: string, patch: Partial<DraftCharge>) =>
    update((d) => ({
      charges: (d.charges ?? []).map((c) => (c.id === id ? { ...c, ...patch } : c)),
    }));
  const add = () => {
    const charge = emptyCharge();
    update((d) => ({ charges: [...(d.charges ?? []), charge] }));
    focusAfter(`charge-${charge.id}-description`);
    announce(ui('chargeAdded', { number: charges.length + 1 }));
  };
  const remove = (index: number) => {
    const next = charges[index + 1] ?? charges[index - 1];
    update((d) => ({ charges: (d.charges ?? []).filter((_, i) => i !== index) }));
    focusAfter(next ? `charge-${next.id}-description` : 'add-charge');
    announce(ui('chargeRemoved'));
  };

  return fieldset(
    ui('chargesTitle'),
    <>
      <p id="charges-hint" className="text-sm text-muted">
        {ui('chargesHint')}
      </p>
      {
        <ol className="space-y-4">
          {charges.map((charge, i) => {
            const id = `charge-${charge.id}`;
            return (
              <li key={charge.id}>
                <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-ink">
                    {ui('chargeLabel', { number: i + 1 })}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {text(`${id}-description`, ui('chargeDescription'), charge.description, (v) =>
                      change(charge.id, { description: v }),
                    )}
                    {text(
                      `${id}-amount`,
                      ui('chargeAmount'),
                      charge.amount,
                      (v) => change(charge.id, { amount: v }),
                      { inputMode: 'decimal' },
                    )}
                  </div>
                  {check(
                    `${id}-exempt`,
                    mexican ? ui('exemptIva') : ui('noSalesTax'),
                    !!charge.exempt,
                    (v) => change(charge.id, { exempt: v }),
                  )}
                  <button type="button" className={smallButton} onClick={() => remove(i)}>
                    {ui('removeCharge', { number: i + 1 })}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      }
      <button
        id="add-charge"
        type="button"
        className="btn-secondary"
        disabled={charges.length >= MAX_CHARGES}
        aria-describedby="charges-hint"
        onClick={add}
      >
        {ui('addCharge')}
      </button>
    </>,
  );
}
