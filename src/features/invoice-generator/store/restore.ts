import { emptyDraft, type DocumentKind, type Draft } from '../model/draft';

/**
 * The blank form shown until this browser's documents are read (store/useDraftStore.ts), and the
 * numbers a new document must not repeat.
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
