/**
 * A fact's periods read on their own, without the registry (./facts.ts `latestPeriod` and
 * `factInForceOn` are these over `facts[key]`): the invoice generator's browser code reads its
 * rates' periods from ./invoice-tax-facts.ts, so it does not carry the whole registry
 * (docs/decisions/invoice-generator.md, "Messages").
 */
export interface Periods<V> {
  value: V;
  validFrom: string;
  validUntil: string | null;
  source: string;
  next?: Periods<V>;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last period recorded of a fact. */
export function lastPeriod<V>(fact: Periods<V>): Periods<V> {
  let entry = fact;
  while (entry.next) entry = entry.next;
  return entry;
}

/** A fact on `isoDate`: see ./facts.ts `factInForceOn`. Throws a RangeError for a day not ISO. */
export function periodOn<V>(fact: Periods<V>, isoDate: string) {
  if (!ISO_DAY.test(isoDate) || Number.isNaN(Date.parse(`${isoDate}T00:00:00Z`)))
    throw new RangeError(`factInForceOn: "${isoDate}" is not an ISO date (YYYY-MM-DD)`);
  let entry = fact;
  while (entry.next && entry.next.validFrom <= isoDate) entry = entry.next;
  return {
    value: entry.value,
    confirmed:
      entry.validFrom <= isoDate && (entry.validUntil === null || isoDate <= entry.validUntil),
    validFrom: entry.validFrom,
    lastConfirmedDay: lastPeriod(fact).validUntil,
    source: entry.source,
  };
}
