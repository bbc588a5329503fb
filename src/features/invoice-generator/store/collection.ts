import { newId, type Draft } from '../model/draft';

/**
 * Documents made from documents: fresh ids, the follow-up document (the localStorage versions of
 * a backup's collection and restore are in ./storage.ts, IndexedDB's in ./database.ts).
 */

/** The draft's lines and charges with new ids (a file may repeat ids; React keys must not). */
export function freshRows(draft: Draft): Draft {
  return {
    ...draft,
    lines: draft.lines.map((l) => ({ ...l, id: newId() })),
    ...(draft.charges ? { charges: draft.charges.map((c) => ({ ...c, id: newId() })) } : {}),
  };
}

/** A draft with new ids for itself, each line and each charge. */
export function withFreshIds(draft: Draft): Draft {
  return { ...freshRows(draft), id: newId(), updatedAt: new Date().toISOString() };
}

/**
 * The document made from another in one step: an invoice from a quote (naming the quote), a
 * receipt from an invoice (paying it, by transfer today, the amount given, recorded against the
 * invoice's document id so its receipts add up: model/receipt.ts). Same parties, lines and taxes;
 * its own number and today's date; a draft again.
 */
export function followUp(
  from: Draft,
  kind: 'invoice' | 'receipt',
  number: string,
  today: string,
  paidAmount: string,
): Draft {
  const base: Draft = {
    ...withFreshIds(from),
    kind,
    number,
    issueDate: today,
    validUntil: undefined,
    paid: undefined,
    quoteNumber: undefined,
    status: undefined,
  };
  if (kind === 'invoice')
    return from.kind === 'quote' && from.number.trim()
      ? { ...base, quoteNumber: from.number.trim() }
      : base;
  const paid = { amount: paidAmount, date: today, method: 'transfer' as const };
  return { ...base, paid: { ...paid, invoiceNumber: from.number.trim(), invoiceId: from.id } };
}
