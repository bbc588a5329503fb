'use client';

import type { UiText } from '../client-messages';
import type { DocumentKind } from '../model/draft';

interface Props {
  ui: UiText;
  /** The document being edited. */
  kind: DocumentKind;
  onNew: (kind: 'invoice' | 'quote') => void;
  /** Makes the next document from this one: an invoice from a quote, a receipt from an invoice. */
  onFollow: (kind: 'invoice' | 'receipt') => void;
}

/** New invoice, new quote, and the one step from a quote to an invoice or an invoice to a receipt. */
export function DocumentButtons({ ui, kind, onNew, onFollow }: Props) {
  const buttons: [string, () => void][] = [
    [ui('newInvoice'), () => onNew('invoice')],
    [ui('newQuote'), () => onNew('quote')],
  ];
  if (kind === 'quote') buttons.push([ui('toInvoice'), () => onFollow('invoice')]);
  if (kind === 'invoice') buttons.push([ui('toReceipt'), () => onFollow('receipt')]);
  return buttons.map(([label, onClick]) => (
    <button key={label} type="button" className="btn-secondary" onClick={onClick}>
      {label}
    </button>
  ));
}
