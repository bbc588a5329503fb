import {
  documentKinds,
  emptyDraft,
  type DocumentKind,
  type Draft,
  type Profile,
} from '../model/draft';
import {
  currentDraft,
  downloadedNumbers,
  lastNumber,
  loadProfile,
  readDrafts,
  type UnreadableDraft,
} from './storage';
import { nextFreeNumber } from '../model/numbering';

/**
 * What the generator reads from this browser when the page starts (store/useDraftStore.ts), and the
 * blank form shown until then.
 */

export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Before the browser's drafts are read: the same empty form on the server and in the browser. */
export const placeholder = (language: 'en' | 'es'): Draft => ({
  ...emptyDraft('', '', language),
  id: 'new',
  updatedAt: '',
});

export type LastNumbers = Record<DocumentKind, string | null>;

export const noNumbers: LastNumbers = { invoice: null, quote: null, receipt: null };

/** The numbers a new document must not repeat: saved documents', downloaded ones, the last ones. */
export const usedNumbers = (saved: Iterable<string>, downloaded: string[], last: LastNumbers) => [
  ...saved,
  ...downloaded,
  ...Object.values(last).filter((n): n is string => !!n),
];

export interface Stored {
  /** The draft to show: the one worked on last, or a new invoice numbered after those used. */
  draft: Draft;
  profile: Profile | null;
  drafts: Draft[];
  unreadable: UnreadableDraft[];
  last: LastNumbers;
  downloaded: string[];
}

/**
 * Reads what this browser keeps. `schema` (model/draft-schema.ts) is loaded only when there are saved
 * drafts or a profile to check; without it there is nothing to read but the numbers.
 */
export function readStored(
  storage: Storage | null,
  schema: typeof import('../model/draft-schema') | null,
  language: 'en' | 'es',
): Stored {
  const read = schema?.readDraft ?? null;
  const profile = storage && schema ? loadProfile(storage, schema.readProfile) : null;
  const stored = storage && read ? currentDraft(storage, read) : null;
  const all = storage && read ? readDrafts(storage, read) : { drafts: [], unreadable: [] };
  const last = Object.fromEntries(
    documentKinds.map((k) => [k, storage ? lastNumber(storage, k) : null]),
  ) as LastNumbers;
  const downloaded = storage ? downloadedNumbers(storage) : [];
  const used = usedNumbers(
    all.drafts.map((d) => d.number),
    downloaded,
    last,
  );
  const draft =
    stored ??
    emptyDraft(
      today(),
      nextFreeNumber(used, last.invoice, new Date().getFullYear(), language),
      language,
      profile,
    );
  return { draft, profile, drafts: all.drafts, unreadable: all.unreadable, last, downloaded };
}
