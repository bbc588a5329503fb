import { createTranslator } from 'next-intl';
import { factValues } from '@/content/facts';
import type { Locale } from '@/i18n/routing';

/**
 * Formats one message whose figures are facts-registry arguments (`{nec1099Threshold}`, …), for
 * content read raw from the catalogue (articles, lists read with `t.raw`). Messages read with
 * `t(key)` get the same values passed as arguments.
 */
export function formatWithFacts(locale: Locale, message: string): string {
  if (!message.includes('{')) return message;
  return createTranslator({ locale, messages: { message } })('message', factValues(locale));
}

/** Every string of a raw message tree (an object, an array or a string) formatted with the facts. */
export function withFacts<T>(locale: Locale, tree: T): T {
  if (typeof tree === 'string') return formatWithFacts(locale, tree) as T;
  if (Array.isArray(tree)) return tree.map((item: unknown) => withFacts(locale, item)) as T;
  if (tree !== null && typeof tree === 'object')
    return Object.fromEntries(
      Object.entries(tree).map(([k, v]) => [k, withFacts(locale, v as unknown)]),
    ) as T;
  return tree;
}
