import { createTranslator } from 'use-intl/core';
import { loadMessages } from './messages';
import type { Locale } from './routing';

/** The message at a dotted path of a message tree, if there is one. */
export function lookupMessage(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const part of path.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Formats one ICU message with next-intl, for text built from keys chosen at run time. */
export function formatMessage(
  locale: Locale,
  message: string,
  values?: Record<string, string | number>,
): string {
  return createTranslator({ locale, messages: { message } })('message', values);
}

/**
 * One message of a namespace, outside a page render (e-mails sent by the outbox dispatcher):
 * the same messages pages use, the translation service's included.
 */
export async function translate(
  locale: Locale,
  namespace: string,
  key: string,
  values?: Record<string, string | number>,
): Promise<string> {
  const message = lookupMessage((await loadMessages(locale))[namespace], key);
  if (message === undefined) throw new Error(`Missing message ${namespace}.${key} (${locale})`);
  return formatMessage(locale, message, values);
}
