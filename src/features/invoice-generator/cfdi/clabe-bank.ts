import { CLABE_BANKS } from '@/content/clabe-banks';

/**
 * The bank of a CLABE being typed, from its first three digits (the código de banco), by the
 * catalogue of SPEI participants in src/content/clabe-banks.ts: its code, and its name, or null
 * for a code the catalogue does not have. Null for anything that is not the start of a CLABE
 * (other than digits, spaces and hyphens, or more than 18 digits). Loaded on demand
 * (form/useClabeBank.ts).
 */
export function clabeBank(value: string): { code: string; name: string | null } | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{3,18}$/.test(digits)) return null;
  const code = digits.slice(0, 3);
  return { code, name: CLABE_BANKS.find(([c]) => c === code)?.[1] ?? null };
}
