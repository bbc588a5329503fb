import * as z from 'zod/mini';

/**
 * An invoice draft as the visitor typed it. Amounts stay the strings typed (a half-typed or
 * wrong value is kept, with its message, rather than lost); they become cents in taxes.ts.
 * Saved in the browser (storage.ts) and exported as a file in the versioned format below.
 */

/** The format version written today; a file of a newer version is refused, never half-read. */
export const DRAFT_FORMAT_VERSION = 1;
export const DRAFT_FORMAT = 'invoxa-invoice-draft';

/** Longest text a field keeps; a logo is a data: URL of at most MAX_LOGO_BYTES (about 4/3 of it). */
const TEXT = 200;
const LONG_TEXT = 2000;
export const MAX_LOGO_BYTES = 500_000;
export const MAX_LINES = 200;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` naming a day that exists (no February 30). */
export function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const text = (max = TEXT) => z.string().check(z.maxLength(max));
const date = z.string().check(z.refine((v) => v === '' || isRealDate(v)));

const party = z.object({
  name: text(),
  address: text(LONG_TEXT),
  taxId: text(),
});

export const lineSchema = z.object({
  id: text(64),
  description: text(LONG_TEXT),
  quantity: text(40),
  unitPrice: text(40),
});

export const draftSchema = z.object({
  id: text(64),
  updatedAt: text(40),
  documentLanguage: z.enum(['en', 'es', 'both']),
  paper: z.enum(['letter', 'a4']),
  currency: z.enum(['USD', 'MXN']),
  senderCountry: z.enum(['us', 'mx']),
  number: text(60),
  issueDate: date,
  terms: z.enum(['receipt', 'net15', 'net30', 'net60', 'date']),
  dueDate: date,
  from: z.extend(party, { regime: text() }),
  billTo: party,
  lines: z.array(lineSchema).check(z.maxLength(MAX_LINES)),
  discountKind: z.enum(['amount', 'percent']),
  discount: text(40),
  salesTax: text(40),
  iva: z.enum(['general', 'border', 'export']),
  withholding: z.enum(['none', 'honorarios', 'resico']),
  notes: text(LONG_TEXT),
  payment: z.object({ bank: text(), clabe: text(40), link: text(500) }),
  logo: z.optional(
    z.string().check(
      z.maxLength(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 40),
      z.refine((v) => /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(v)),
    ),
  ),
});

export type Draft = z.infer<typeof draftSchema>;
export type DraftLine = Draft['lines'][number];

export function newId(): string {
  return globalThis.crypto.randomUUID();
}

export function emptyLine(): DraftLine {
  return { id: newId(), description: '', quantity: '1', unitPrice: '' };
}

export function emptyDraft(today: string, number: string): Draft {
  return {
    id: newId(),
    updatedAt: new Date().toISOString(),
    documentLanguage: 'en',
    paper: 'letter',
    currency: 'USD',
    senderCountry: 'us',
    number,
    issueDate: today,
    terms: 'net30',
    dueDate: '',
    from: { name: '', address: '', taxId: '', regime: '' },
    billTo: { name: '', address: '', taxId: '' },
    lines: [emptyLine()],
    discountKind: 'amount',
    discount: '',
    salesTax: '',
    iva: 'general',
    withholding: 'none',
    notes: '',
    payment: { bank: '', clabe: '', link: '' },
  };
}

/** The three one-click setups: they set taxes, currency and language, never what was typed. */
export const presets = {
  usFreelancer: {
    senderCountry: 'us',
    currency: 'USD',
    documentLanguage: 'en',
    paper: 'letter',
    iva: 'general',
    withholding: 'none',
  },
  mxToMxCompany: {
    senderCountry: 'mx',
    currency: 'MXN',
    documentLanguage: 'es',
    paper: 'letter',
    iva: 'general',
    withholding: 'honorarios',
    salesTax: '',
  },
  mxToUsClient: {
    senderCountry: 'mx',
    currency: 'USD',
    documentLanguage: 'both',
    paper: 'letter',
    iva: 'export',
    withholding: 'none',
    salesTax: '',
  },
} as const satisfies Record<string, Partial<Draft>>;

export type PresetId = keyof typeof presets;

/** The file a visitor exports: the format's name and version around the draft. */
export function exportFile(draft: Draft): string {
  return JSON.stringify({ format: DRAFT_FORMAT, version: DRAFT_FORMAT_VERSION, draft }, null, 2);
}

export type ImportError = 'notDraft' | 'newerVersion' | 'invalid';

/** A file's text as a draft, or why it is not one (nothing is changed either way). */
export function parseDraftFile(
  textContent: string,
): { ok: true; draft: Draft } | { ok: false; error: ImportError } {
  let data: unknown;
  try {
    data = JSON.parse(textContent);
  } catch {
    return { ok: false, error: 'notDraft' };
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    (data as { format?: unknown }).format !== DRAFT_FORMAT
  )
    return { ok: false, error: 'notDraft' };
  const version = (data as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, error: 'invalid' };
  if (version > DRAFT_FORMAT_VERSION) return { ok: false, error: 'newerVersion' };
  const parsed = draftSchema.safeParse((data as { draft?: unknown }).draft);
  return parsed.success ? { ok: true, draft: parsed.data } : { ok: false, error: 'invalid' };
}

/** The stored value of a draft, checked like an imported file (a damaged entry is skipped). */
export function readDraft(value: unknown): Draft | null {
  const parsed = draftSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
