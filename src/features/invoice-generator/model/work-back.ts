import type { Draft } from './draft';
import { evaluate } from './evaluate';
import { MAX_AMOUNT_CENTS } from './money';

/** A unit price found from the total the client will pay (`workBack`). */
export interface WorkedBack {
  /** The unit price, as a visitor would type it ("1234.56"). */
  unitPrice: string;
  /** The document's total with that price, in cents. */
  total: number;
  /** Whether the total is exactly the one asked for (else it is the nearest any price gives). */
  exact: boolean;
}

const typed = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The unit price of line `lineId` that makes the document's total (after its discount, taxes and
 * withholdings, with everything else as it is) `target` cents: "the client will pay me X". Each
 * candidate is evaluated by the same engine as the document (`evaluate`), so the answer is what the
 * document will say, rounding included. A total need not be reachable to the cent (a cent more of
 * price can move the total by none, one or two cents once IVA and withholdings are rounded): then
 * the nearest total, the lower price on a tie. Null when the line cannot carry it (no such line,
 * or no quantity); past what a line may hold, the nearest it can.
 */
export function workBack(draft: Draft, lineId: string, target: number): WorkedBack | null {
  const index = draft.lines.findIndex((l) => l.id === lineId);
  if (index < 0 || !Number.isSafeInteger(target) || target < 0) return null;
  const totalWith = (cents: number) => {
    const lines = draft.lines.map((l, i) => (i === index ? { ...l, unitPrice: typed(cents) } : l));
    const evaluated = evaluate({ ...draft, lines });
    const line = `line-${lineId}`;
    if (evaluated.errors[`${line}-quantity`] || evaluated.errors[`${line}-unitPrice`]) return null;
    return evaluated.totals.total;
  };
  const one = totalWith(100);
  if (one === null || totalWith(0) === one) return null; // no quantity: the price changes nothing
  // The total grows with the price (a cent of price adds at least half a cent once taxes and
  // withholdings are taken: 1 + 16 % − 10 % − 10.67 % for the heaviest Mexican withholding), up to
  // the rounding of each; search the smallest price whose total reaches the target, then look at
  // its neighbours for an exact or nearer one.
  // A price past what a line may hold (null) counts as one that reaches the target.
  let low = 0;
  let high = MAX_AMOUNT_CENTS;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    const total = totalWith(mid);
    if (total === null || total >= target) high = mid;
    else low = mid + 1;
  }
  let best: WorkedBack | null = null;
  for (let cents = Math.max(0, low - 3); cents <= Math.min(MAX_AMOUNT_CENTS, low + 3); cents++) {
    const total = totalWith(cents);
    if (total === null) continue;
    const candidate = { unitPrice: typed(cents), total, exact: total === target };
    if (candidate.exact) return candidate;
    if (!best || Math.abs(total - target) < Math.abs(best.total - target)) best = candidate;
  }
  return best;
}
