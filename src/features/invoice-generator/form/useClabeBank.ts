'use client';

import { useEffect, useState } from 'react';
import type { UiText } from '../client-messages';
import type { clabeBank } from '../cfdi/clabe-bank';

/**
 * The sentence naming the bank of the CLABE being typed ("Bank: BBVA México"), from its first
 * three digits, shown under the field as the visitor types (the field's hint, so its
 * `aria-describedby` reads it). The catalogue of banks (src/content/clabe-banks.ts) comes in its
 * own chunk once a CLABE's first digits are typed; until then, or if it never comes, no sentence.
 */
export function useClabeBank(value: string, ui: UiText, enabled: boolean): string | undefined {
  const [lookup, setLookup] = useState<{ bank: typeof clabeBank } | null>(null);
  const wanted = enabled && /^\d{3}/.test(value.trim());
  useEffect(() => {
    if (!wanted || lookup) return;
    let live = true;
    import('../cfdi/clabe-bank').then(
      (m) => live && setLookup({ bank: m.clabeBank }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, lookup]);
  if (!wanted || !lookup) return undefined;
  const bank = lookup.bank(value);
  if (!bank) return undefined;
  return bank.name
    ? ui('clabeBank', { bank: bank.name })
    : ui('clabeBankUnknown', { code: bank.code });
}
