import { getTranslations } from 'next-intl/server';
import { factValues } from '@/content/fact-messages';
import type { Locale } from '@/i18n/routing';
import { fill } from '../fill';
import { documentLabels, type DocumentWords } from './content';

/** The words of the document in `locale`, whatever the page's language. */
export async function documentWords(locale: Locale): Promise<DocumentWords> {
  const t = await getTranslations({ locale, namespace: 'invoice-generator.document' });
  const values = await factValues(locale);
  return {
    // Facts-registry figures filled in here; `{rate}`-style arguments in the browser.
    labels: Object.fromEntries(
      documentLabels.map((k) => [k, fill(t.raw(k) as string, values)]),
    ) as DocumentWords['labels'],
  };
}
