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
  MAX_STAMP_XML,
  emptyCharge,
  emptyDraft,
  TEXT,
  type Backup,
  type Draft,
  type Profile,
} from './draft';
import { limits, valueAt, type Flag } from './field-limits';
import { accentIds, layoutIds } from './look';

/**
 * The draft format's rules, in zod/mini: a stored draft and an imported file are both checked
 * with them. Loaded on demand (saved drafts to read, a first save, an import), like the other
 * features' schemas, so the validator is not part of the page's first load.
 */
/** The rules, with each text's limit (`strict`) or without (a stored draft's loose read). */
function rules(strict: boolean) {
  const text = (max: number = TEXT) => (strict ? z.string().check(z.maxLength(max)) : z.string());
  const date = z.string().check(z.refine((v) => v === '' || isRealDate(v)));

  const party = z.object({
    name: text(),
    address: text(LONG_TEXT),
    taxId: text(),
    email: z.optional(text()),
    phone: z.optional(text(limits.phone)),
  });

  const logo = z.string().check(
    z.maxLength(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 40),
    z.refine((v) => /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(v)),
  );

  const look = z.object({ layout: z.enum(layoutIds), accent: z.enum(accentIds) });

  const lineSchema = z.object({
    id: text(limits.id),
    description: text(LONG_TEXT),
    quantity: text(limits.figure),
    unitPrice: text(limits.figure),
    exempt: z.optional(z.boolean()),
    cfdi: z.optional(
      z.object({ productKey: text(limits.code), unitKey: text(limits.code), taxObject: text(4) }),
    ),
  });

  const cfdiSchema = z.object({
    use: text(4),
    paymentForm: text(4),
    paymentMethod: text(4),
    issuerPostalCode: text(limits.code),
    recipientPostalCode: text(limits.code),
    recipientRegime: text(4),
    exportKey: text(4),
    exchangeRate: z.optional(text(limits.figure)),
  });

  const chargeSchema = z.object({
    id: text(limits.id),
    description: text(),
    amount: text(limits.figure),
    exempt: z.optional(z.boolean()),
  });

  const draftSchema = z.object({
    id: text(limits.id),
    updatedAt: text(limits.figure),
    documentLanguage: z.enum(['en', 'es', 'both']),
    paper: z.enum(['letter', 'a4']),
    currency: z.enum(['USD', 'MXN']),
    senderCountry: z.enum(['us', 'mx']),
    number: text(limits.number),
    issueDate: date,
    terms: z.enum(['receipt', 'net15', 'net30', 'net60', 'date']),
    dueDate: date,
    from: z.extend(party, { regime: text() }),
    billTo: party,
    lines: strict ? z.array(lineSchema).check(z.maxLength(MAX_LINES)) : z.array(lineSchema),
    charges: z.optional(
      strict ? z.array(chargeSchema).check(z.maxLength(MAX_CHARGES)) : z.array(chargeSchema),
    ),
    discountKind: z.enum(['amount', 'percent']),
    discount: text(limits.figure),
    salesTax: text(limits.figure),
    iva: z.enum(['general', 'border', 'export']),
    withholding: z.enum(['none', 'honorarios', 'resico']),
    notes: text(LONG_TEXT),
    payment: z.object({ bank: text(), clabe: text(), link: text(limits.link) }),
    clientCountry: z.optional(z.enum(['mx', 'us', 'other'])),
    notCfdiLine: z.optional(z.boolean()),
    ivaBorderConfirmed: z.optional(z.boolean()),
    logo: z.optional(logo),
    kind: z.optional(z.enum(documentKinds)),
    validUntil: z.optional(date),
    paid: z.optional(
      z.object({
        amount: text(limits.figure),
        date,
        method: z.enum(paymentMethods),
        invoiceNumber: text(limits.number),
        invoiceId: z.optional(text(limits.number)),
      }),
    ),
    status: z.optional(z.enum(documentStatuses)),
    poNumber: z.optional(text(limits.number)),
    quoteNumber: z.optional(text(limits.number)),
    termsNote: z.optional(text(LONG_TEXT)),
    look: z.optional(look),
    cfdi: z.optional(cfdiSchema),
    mxnEquivalent: z.optional(z.boolean()),
    stamp: z.optional(
      z.object({
        uuid: text(limits.id),
        certifiedAt: text(limits.figure),
        xml: text(MAX_STAMP_XML),
      }),
    ),
  });

  /** The visitor's details kept in this browser (model/draft.ts `Profile`). */
  const profileSchema = z.object({
    senderCountry: z.enum(['us', 'mx']),
    from: z.extend(party, { regime: text() }),
    payment: z.object({ bank: text(), clabe: text(), link: text(limits.link) }),
    logo: z.optional(logo),
    look: z.optional(look),
  });
  return { draftSchema, profileSchema };
}

export const { draftSchema, profileSchema } = rules(true);
/** Without the texts' limits: a stored draft with a text too long still opens (flagged). */
const loose = rules(false);

type Parsed = z.infer<typeof draftSchema>;
// The schema and the Draft type describe the same shape, both ways.
const sameShape: [Parsed extends Draft ? true : false, Draft extends Parsed ? true : false] = [
  true,
  true,
];
void sameShape;

export type ImportError =
  | 'notDraft'
  | 'newerVersion'
  | 'invalid'
  /** A document past MAX_LINES lines or MAX_CHARGES charges: said with the limit, not "damaged". */
  | 'tooManyLines'
  | 'tooManyCharges';

/** A document's lines or charges past what one document holds, else null. */
function pastLimit(draft: unknown): 'tooManyLines' | 'tooManyCharges' | null {
  if (typeof draft !== 'object' || draft === null) return null;
  const { lines, charges } = draft as { lines?: unknown; charges?: unknown };
  if (Array.isArray(lines) && lines.length > MAX_LINES) return 'tooManyLines';
  if (Array.isArray(charges) && charges.length > MAX_CHARGES) return 'tooManyCharges';
  return null;
}

/** A backup's envelope; its documents are read one by one (a damaged one does not sink the rest). */
const backupSchema = z.object({
  profile: z.nullable(profileSchema),
  documents: z.array(z.unknown()).check(z.maxLength(10_000)),
});

export type ParsedFile =
  | { ok: true; draft: Draft }
  /** `skipped`: the file's documents that could not be read, left out. */
  | { ok: true; backup: Backup; skipped: number }
  | { ok: false; error: ImportError };

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
    if (!parsed.success) return { ok: false, error: 'invalid' };
    const { profile, documents: entries } = parsed.data;
    const documents: Draft[] = [];
    for (const entry of entries) {
      const read = draftSchema.safeParse(entry);
      if (read.success) documents.push(read.data);
    }
    const skipped = entries.length - documents.length;
    // Nothing readable in a file that had documents: refused, with the first one's reason.
    if (documents.length === 0 && skipped > 0)
      return { ok: false, error: entries.map(pastLimit).find(Boolean) ?? 'invalid' };
    return { ok: true, backup: { profile, documents }, skipped };
  }
  const draft = (data as { draft?: unknown }).draft;
  const parsed = draftSchema.safeParse(draft);
  return parsed.success
    ? { ok: true, draft: parsed.data }
    : { ok: false, error: pastLimit(draft) ?? 'invalid' };
}

/** The stored value of a draft, checked like an imported file (a damaged entry is skipped). */
export function readDraft(value: unknown): Draft | null {
  const parsed = draftSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The form's id of the field at `path` (form/LineEditor.tsx, form/ChargesSection.tsx). */
function fieldId(draft: Draft, path: (string | number)[]): string {
  const [head, index, ...rest] = path;
  if (head === 'lines' && typeof index === 'number')
    return `line-${draft.lines[index]?.id ?? index}-${rest.join('-') || 'description'}`;
  if (head === 'charges' && typeof index === 'number')
    return `charge-${draft.charges?.[index]?.id ?? index}-${rest.join('-') || 'description'}`;
  return path.join('-');
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sets the value at `path` (deleting the key when `value` is undefined). */
function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let at: unknown = target;
  for (const key of path.slice(0, -1)) {
    if (!isRecord(at) && !Array.isArray(at)) return;
    at = (at as Record<string | number, unknown>)[key];
  }
  const last = path[path.length - 1]!;
  if (!isRecord(at) && !Array.isArray(at)) return;
  if (value === undefined && !Array.isArray(at)) delete (at as Record<string, unknown>)[last];
  else (at as Record<string | number, unknown>)[last] = value;
}

/** A blank document's value for the field at `path` (the first line or charge for any index). */
function blankAt(path: (string | number)[]): unknown {
  const blank = { ...emptyDraft('', '', 'en'), charges: [emptyCharge()] };
  return valueAt(
    blank,
    path.map((k) => (typeof k === 'number' ? 0 : k)),
  );
}

/** How many fields a stored document may have unreadable and still open (flagged). */
const MAX_RESET = 3;

export interface StoredRead {
  draft: Draft;
  /** The fields that did not pass the check; empty when the document reads as it is. */
  flagged: Flag[];
}

/**
 * A stored document, read field by field: a text over its limit is kept and flagged, a field
 * that cannot be read is put back to its blank value and flagged. Null when the entry is not a
 * document (not an object, no id) or more than MAX_RESET fields cannot be read (another format):
 * the page lists it as unreadable, and keeps it as it is.
 */
export function readStoredDraft(value: unknown): StoredRead | null {
  const strict = draftSchema.safeParse(value);
  if (strict.success) return { draft: strict.data, flagged: [] };
  if (!isRecord(value) || typeof value.id !== 'string' || !value.id) return null;
  const candidate = structuredClone(value);
  const reset: (string | number)[][] = [];
  for (let round = 0; round < 20; round++) {
    const parsed = loose.draftSchema.safeParse(candidate);
    if (parsed.success) {
      const draft = parsed.data;
      const flagged: Flag[] = reset.map((path) => ({
        field: fieldId(draft, path),
        path,
        problem: 'reset',
      }));
      const limited = draftSchema.safeParse(draft);
      if (!limited.success)
        for (const issue of limited.error.issues) {
          const path = issue.path.filter(
            (k): k is string | number => typeof k === 'string' || typeof k === 'number',
          );
          if (issue.code === 'too_big' && typeof valueAt(draft, path) === 'string')
            flagged.push({
              field: fieldId(draft, path),
              path,
              problem: 'tooLong',
              max: Number(issue.maximum),
            });
        }
      return { draft, flagged };
    }
    for (const issue of parsed.error.issues) {
      const path = issue.path.filter(
        (k): k is string | number => typeof k === 'string' || typeof k === 'number',
      );
      if (path.length === 0 || path[0] === 'id') return null;
      const blank = blankAt(path);
      // A part with no blank value (an extra key's own fields): the field is dropped.
      setAt(
        candidate,
        blank === undefined ? path.slice(0, 1) : path,
        blank === undefined ? blankAt(path.slice(0, 1)) : blank,
      );
      reset.push(path);
    }
    // More than a few fields unreadable: not a damaged field but another format; kept as it is.
    if (reset.length > MAX_RESET) return null;
  }
  return null;
}

/** A stored profile, or null when it does not read as one. */
export function readProfile(value: unknown): Profile | null {
  const parsed = profileSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  // A text over its limit does not lose the visitor's details: they read without the limits.
  const kept = loose.profileSchema.safeParse(value);
  return kept.success ? kept.data : null;
}
