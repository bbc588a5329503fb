import type { Draft, DraftParty } from '../model/draft';

/**
 * The address book: made from the documents saved in this browser, one entry per client (by
 * name, case and spacing aside), from the client's most recent document. Choosing a client fills
 * the client's details and the currency and taxes last used with them.
 */
export interface KnownClient {
  key: string;
  name: string;
  fill: Pick<Draft, 'billTo' | 'currency' | 'iva' | 'withholding' | 'salesTax' | 'clientCountry'>;
}

const keyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Every client of `drafts` (most recently changed first), sorted by name. */
export function clientBook(drafts: Draft[]): KnownClient[] {
  const byKey = new Map<string, KnownClient>();
  const recentFirst = [...drafts].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  for (const d of recentFirst) {
    const key = keyOf(d.billTo.name);
    if (!key || byKey.has(key)) continue;
    const billTo: DraftParty = { ...d.billTo };
    byKey.set(key, {
      key,
      name: d.billTo.name.trim(),
      fill: {
        billTo,
        currency: d.currency,
        iva: d.iva,
        withholding: d.withholding,
        salesTax: d.salesTax,
        clientCountry: d.clientCountry,
      },
    });
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}
