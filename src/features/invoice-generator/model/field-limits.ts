import { LONG_TEXT, TEXT, type Draft } from './draft';

// The limits of the draft's fields, and the flags a stored document's fields carry when they
// passed them (store/snapshot.ts): the draft format's check (model/draft-schema.ts), the inputs'
// `maxLength` (form/form-controls.tsx) and the messages beside them read them here.

/**
 * The longest text each kind of field keeps: the draft format's check (model/draft-schema.ts)
 * and the inputs' `maxLength` (form/form-controls.tsx, through `limitOf`) read the same figures.
 */
export const limits = {
  text: TEXT,
  longText: LONG_TEXT,
  id: 64,
  /** An amount, a quantity, a rate or an account number as typed. */
  figure: 40,
  number: 60,
  phone: 60,
  link: 500,
  code: 20,
} as const;

/** Each text field's limit, by the last part of its id (`billTo-name`: `name`). */
const fieldLimits: Record<string, number> = {
  notes: LONG_TEXT,
  termsNote: LONG_TEXT,
  address: LONG_TEXT,
  quantity: limits.figure,
  unitPrice: limits.figure,
  amount: limits.figure,
  discount: limits.figure,
  salesTax: limits.figure,
  exchangeRate: limits.figure,
  number: limits.number,
  poNumber: limits.number,
  invoiceNumber: limits.number,
  phone: limits.phone,
  link: limits.link,
  name: TEXT,
  taxId: TEXT,
  email: TEXT,
  regime: TEXT,
  bank: TEXT,
  clabe: TEXT,
};

/** The `maxLength` of the form's text field `id`, or undefined when it has no limit of its own. */
export function limitOf(id: string): number | undefined {
  const field = id.slice(id.lastIndexOf('-') + 1);
  // A line's description is long text; a charge's is a label.
  if (field === 'description') return id.startsWith('line-') ? LONG_TEXT : TEXT;
  return Object.hasOwn(fieldLimits, field) ? fieldLimits[field] : undefined;
}

/**
 * A field of a stored document that did not pass the draft format's check (store/useDraftStore.ts):
 * the document opens anyway, with this field marked. `tooLong`: kept as stored, longer than `max`;
 * `reset`: unreadable, put back to its blank value.
 */
export interface Flag {
  /** The form's field id (`notes`, `billTo-name`, `line-<id>-description`…). */
  field: string;
  path: (string | number)[];
  problem: 'tooLong' | 'reset';
  max?: number;
}

/** The value at `path` in a draft (or any object), or undefined. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let at: unknown = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** Whether a flag still holds for the draft as it is now (a text shortened clears it). */
export function stillFlagged(draft: Draft, flag: Flag): boolean {
  const value = valueAt(draft, flag.path);
  if (flag.problem === 'tooLong')
    return typeof value === 'string' && value.length > (flag.max ?? 0);
  return value === '' || value === undefined;
}
