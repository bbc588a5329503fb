import IntlMessageFormat from 'intl-messageformat';
import { loadMessages, type MessageTree } from '@/i18n/messages';
import { localeTags, type Locale } from '@/i18n/routing';

function lookup(tree: MessageTree | undefined, path: string[]): string | undefined {
  let node: unknown = tree;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/**
 * The translated messages a form can show, keyed by message key: looked up in `section` (a path
 * such as "forms.newsletter" or "salesContactModal"), then in "forms.common".
 */
export async function formMessages(
  locale: Locale,
  section: string,
  keys: readonly string[],
): Promise<Record<string, string>> {
  const messages = await loadMessages(locale);
  const [ns, ...rest] = section.split('.');
  const out: Record<string, string> = {};
  for (const key of keys) {
    const message =
      lookup(messages[ns!], [...rest, key]) ?? lookup(messages.forms, ['common', key]);
    if (message === undefined)
      throw new Error(`Missing form message ${section}.${key} (${locale})`);
    out[key] = message;
  }
  return out;
}

/** Formats one ICU message with values (for the few form messages that take arguments). */
export function format(locale: Locale, message: string, values: Record<string, string>): string {
  return String(new IntlMessageFormat(message, localeTags[locale]).format(values));
}
