import * as z from 'zod/mini';
import {
  DRAFT_FORMAT,
  DRAFT_FORMAT_VERSION,
  isRealDate,
  LONG_TEXT,
  MAX_LINES,
  MAX_LOGO_BYTES,
  TEXT,
  type Draft,
} from './draft';

/**
 * The draft format's rules, in zod/mini: a stored draft and an imported file are both checked
 * with them. Loaded on demand (saved drafts to read, a first save, an import), like the other
 * features' schemas, so the validator is not part of the page's first load.
 */
const text = (max = TEXT) => z.string().check(z.maxLength(max));
const date = z.string().check(z.refine((v) => v === '' || isRealDate(v)));

const party = z.object({
  name: text(),
  address: text(LONG_TEXT),
  taxId: text(),
});

const lineSchema = z.object({
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
  clientCountry: z.optional(z.enum(['mx', 'us', 'other'])),
  notCfdiLine: z.optional(z.boolean()),
  logo: z.optional(
    z.string().check(
      z.maxLength(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 40),
      z.refine((v) => /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(v)),
    ),
  ),
});

type Parsed = z.infer<typeof draftSchema>;
// The schema and the Draft type describe the same shape, both ways.
const sameShape: [Parsed extends Draft ? true : false, Draft extends Parsed ? true : false] = [
  true,
  true,
];
void sameShape;

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
