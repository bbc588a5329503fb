'use client';

import { Field } from '@/components/forms/fields';
import { paymentMethods, type Draft, type Payment } from '../model/draft';
import type { SectionProps } from './FormSections';
import { formControls, Input } from './form-controls';
import { documentText, type DocumentWords } from '../document/words';

/** A receipt's payment: the amount received, its date and method, and the invoice it pays. */
export function ReceiptSection(props: SectionProps & { words: DocumentWords }) {
  const { draft, update, ui, fieldError, words } = props;
  const word = documentText(words);
  const { text, select, fieldset } = formControls(ui('optional'), fieldError);
  const paid = draft.paid;
  if (!paid) return null;
  const change = (c: Partial<Payment>) =>
    update((d: Draft) => ({ paid: { ...(d.paid ?? paid), ...c } }));
  const methodLabel = {
    transfer: word('methodTransfer'),
    cash: word('methodCash'),
    card: word('methodCard'),
    check: word('methodCheck'),
    other: word('methodOther'),
  };
  return fieldset(
    ui('paidTitle'),
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('paid-amount', ui('paidAmount'), paid.amount, (v) => change({ amount: v }), {
          inputMode: 'decimal',
        })}
        <Field id="paid-date" label={ui('paidDate')} error={fieldError('paid-date')}>
          {(aria) => (
            <Input
              {...aria}
              id="paid-date"
              type="date"
              value={paid.date}
              onChange={(e) => change({ date: e.currentTarget.value })}
            />
          )}
        </Field>
        {select(
          'paid-method',
          ui('paidMethod'),
          paid.method,
          paymentMethods.map((m) => [m, methodLabel[m]]),
          (v) => change({ method: v }),
        )}
        {text(
          'paid-invoice',
          ui('paidInvoice'),
          paid.invoiceNumber,
          (v) => change({ invoiceNumber: v }),
          { optional: true },
        )}
      </div>
    </>,
  );
}
