import * as z from 'zod/mini';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  documentKinds,
  documentStatuses,
  DRAFT_FORMAT,
  DRAFT_FORMAT_VERSION,
  paymentMethods,
  isRealDate,
  LONG_TEXT,
  MAX_CHARGES,
  MAX_LINES,
  MAX_LOGO_BYTES,
  TEXT,
  type Backup,
  type Draft,
  type Profile,
} from './draft';
import { accentIds, layoutIds } from './look';

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
  email: z.optional(text()),
  phone: z.optional(text(60)),
});

const logo = z.string().check(
  z.maxLength(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 40),
  z.refine((v) => /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(v)),
);

const look = z.object({ layout: z.enum(layoutIds), accent: z.enum(accentIds) });

const lineSchema = z.object({
  id: text(64),
  description: text(LONG_TEXT),
  quantity: text(40),
  unitPrice: text(40),
  exempt: z.optional(z.boolean()),
  cfdi: z.optional(z.object({ productKey: text(20), unitKey: text(20), taxObject: text(4) })),
});

const cfdiSchema = z.object({
  use: text(4),
  paymentForm: text(4),
  paymentMethod: text(4),
  issuerPostalCode: text(20),
  recipientPostalCode: text(20),
  recipientRegime: text(4),
  exportKey: text(4),
  exchangeRate: z.optional(text(20)),
});

const chargeSchema = z.object({
  id: text(64),
  description: text(),
  amount: text(40),
  exempt: z.optional(z.boolean()),
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
  charges: z.optional(z.array(chargeSchema).check(z.maxLength(MAX_CHARGES))),
  discountKind: z.enum(['amount', 'percent']),
  discount: text(40),
  salesTax: text(40),
  iva: z.enum(['general', 'border', 'export']),
  withholding: z.enum(['none', 'honorarios', 'resico']),
  notes: text(LONG_TEXT),
  payment: z.object({ bank: text(), clabe: text(40), link: text(500) }),
  clientCountry: z.optional(z.enum(['mx', 'us', 'other'])),
  notCfdiLine: z.optional(z.boolean()),
  ivaBorderConfirmed: z.optional(z.boolean()),
  logo: z.optional(logo),
  kind: z.optional(z.enum(documentKinds)),
  validUntil: z.optional(date),
  paid: z.optional(
    z.object({
      amount: text(40),
      date,
      method: z.enum(paymentMethods),
      invoiceNumber: text(60),
    }),
  ),
  status: z.optional(z.enum(documentStatuses)),
  poNumber: z.optional(text(60)),
  termsNote: z.optional(text(LONG_TEXT)),
  look: z.optional(look),
  cfdi: z.optional(cfdiSchema),
});

/** The visitor's details kept in this browser (model/draft.ts `Profile`). */
export const profileSchema = z.object({
  senderCountry: z.enum(['us', 'mx']),
  from: z.extend(party, { regime: text() }),
  payment: z.object({ bank: text(), clabe: text(40), link: text(500) }),
  logo: z.optional(logo),
  look: z.optional(look),
});

type Parsed = z.infer<typeof draftSchema>;
// The schema and the Draft type describe the same shape, both ways.
const sameShape: [Parsed extends Draft ? true : false, Draft extends Parsed ? true : false] = [
  true,
  true,
];
void sameShape;

export type ImportError = 'notDraft' | 'newerVersion' | 'invalid';

const backupSchema = z.object({
  profile: z.nullable(profileSchema),
  documents: z.array(draftSchema).check(z.maxLength(10_000)),
});

export type ParsedFile =
  { ok: true; draft: Draft } | { ok: true; backup: Backup } | { ok: false; error: ImportError };

/**
 * A file's text as a draft (one document) or a backup (the profile and every document), or why
 * it is neither (nothing is changed either way).
 */
export function parseDraftFile(textContent: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(textContent);
  } catch {
    return { ok: false, error: 'notDraft' };
  }
  const format = typeof data === 'object' && data !== null && (data as { format?: unknown }).format;
  const newest =
    format === DRAFT_FORMAT
      ? DRAFT_FORMAT_VERSION
      : format === BACKUP_FORMAT
        ? BACKUP_FORMAT_VERSION
        : null;
  if (newest === null) return { ok: false, error: 'notDraft' };
  const version = (data as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, error: 'invalid' };
  if (version > newest) return { ok: false, error: 'newerVersion' };
  if (format === BACKUP_FORMAT) {
    const parsed = backupSchema.safeParse(data);
    return parsed.success ? { ok: true, backup: parsed.data } : { ok: false, error: 'invalid' };
  }
  const parsed = draftSchema.safeParse((data as { draft?: unknown }).draft);
  return parsed.success ? { ok: true, draft: parsed.data } : { ok: false, error: 'invalid' };
}

/** The stored value of a draft, checked like an imported file (a damaged entry is skipped). */
export function readDraft(value: unknown): Draft | null {
  const parsed = draftSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A stored profile, or null when it does not read as one. */
export function readProfile(value: unknown): Profile | null {
  const parsed = profileSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
