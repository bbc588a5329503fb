import type { CompiledMessage } from 'icu-minify/format';
import { createTranslator } from 'use-intl/core';
import type { DocumentLabel } from './labels';

// The document's words, apart from ./content.ts: the form (the saved list's titles, the receipt's
// methods) needs them on first load, the document's content only with the preview; the list of
// labels (./labels.ts) only the server and the document.

/**
 * The words of the document in one language (locales/<tag>/invoice-generator.json, `document`),
 * precompiled on the server (server/messages.ts) with the facts registry's figures put in.
 */
export interface DocumentWords {
  /** Their language (BCP 47). */
  locale: string;
  labels: Record<DocumentLabel, CompiledMessage>;
}

const translators = new WeakMap<
  DocumentWords,
  (key: DocumentLabel, values?: Record<string, string | number>) => string
>();

/**
 * The document's words in their own language, whatever the page's: next-intl's translator
 * (`createTranslator`) over that language's messages, so arguments and plurals are ICU's.
 */
export function documentText(words: DocumentWords) {
  let t = translators.get(words);
  if (!t) {
    const translate = createTranslator({
      locale: words.locale,
      messages: words.labels as unknown as Record<DocumentLabel, string>,
    });
    t = (key, values) => translate(key, values);
    translators.set(words, t);
  }
  return t;
}
