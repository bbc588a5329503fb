import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import compile from 'icu-minify/compile';
import type { CompiledMessage } from 'icu-minify/format';
import { getTranslations } from 'next-intl/server';
import { factValues } from '@/content/fact-messages';
import { localeTags, type Locale } from '@/i18n/routing';
import { documentLabels, type DocumentWords } from '../document/content';

/**
 * The generator's messages as the browser gets them (docs/decisions/invoice-generator.md,
 * "Messages"): ICU messages precompiled here (icu-minify, what next-intl's `precompile` uses), so
 * the browser formats them with use-intl's small formatter for precompiled messages and no ICU
 * parser (next.config.ts aliases `use-intl/format-message` to it outside the server components).
 * The facts registry's figures (`{mxIvaRate}`…) are put in here, as text; the other arguments
 * (`{number}`, `{count, plural, …}`) are the browser's.
 */

/** Puts `values` in place of the simple arguments they name, everywhere in a message. */
function withValues(
  elements: MessageFormatElement[],
  values: Record<string, string>,
): MessageFormatElement[] {
  return elements.map((e) => {
    if (e.type === TYPE.argument && Object.hasOwn(values, e.value))
      return { type: TYPE.literal, value: values[e.value]! };
    if (e.type === TYPE.plural || e.type === TYPE.select)
      return {
        ...e,
        options: Object.fromEntries(
          Object.entries(e.options).map(([k, o]) => [
            k,
            { ...o, value: withValues(o.value, values) },
          ]),
        ),
      };
    if (e.type === TYPE.tag) return { ...e, children: withValues(e.children, values) };
    return e;
  });
}

/**
 * Each message of `tree` (one level: key → ICU message) precompiled, with `values` put in. Plain
 * objects and arrays only, as a server component may hand them to a client component.
 */
export function compileMessages<K extends string>(
  tree: Record<K, string>,
  values: Record<string, string> = {},
): Record<K, CompiledMessage> {
  return Object.fromEntries(
    Object.entries<string>(tree).map(([key, message]) => [
      key,
      JSON.parse(JSON.stringify(compile(printAST(withValues(parse(message), values))))),
    ]),
  ) as Record<K, CompiledMessage>;
}

/**
 * What the generator's NextIntlClientProvider gets: the page's messages of the generator (`ui`,
 * `errors` and `store`, precompiled), and as its locale the page's BCP 47 tag, as the site's Intl formatting
 * uses (./src/i18n/routing.ts `localeTags`): a plural's number reads "12,000 documentos" as in
 * Mexico, not "12.000" (`es`). Nothing in the generator asks next-intl for the routing locale.
 */
export async function clientIntl(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'invoice-generator' });
  const values = await factValues(locale);
  return {
    locale: localeTags[locale] as string as Locale,
    messages: {
      'invoice-generator': {
        ui: compileMessages(t.raw('ui') as Record<string, string>, values),
        errors: compileMessages(t.raw('errors') as Record<string, string>, values),
        store: compileMessages(t.raw('store') as Record<string, string>, values),
      },
    },
  };
}

/** The words of the document in `locale`, whatever the page's language. */
export async function documentWords(locale: Locale): Promise<DocumentWords> {
  const t = await getTranslations({ locale, namespace: 'invoice-generator.document' });
  const values = await factValues(locale);
  const labels = Object.fromEntries(documentLabels.map((k) => [k, t.raw(k) as string]));
  return { locale: localeTags[locale], labels: compileMessages(labels, values) };
}
