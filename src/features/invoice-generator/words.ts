import { getTranslations } from 'next-intl/server';
import { factValues } from '@/content/facts';
import type { Locale } from '@/i18n/routing';
import { documentLabels, type DocumentWords } from './document';

/** The words of the document in `locale`, whatever the page's language. */
export async function documentWords(locale: Locale): Promise<DocumentWords> {
  const t = await getTranslations({ locale, namespace: 'invoice-generator.document' });
  const cfdi = await getTranslations({ locale, namespace: 'invoice-generator.cfdi' });
  const common = await getTranslations({ locale, namespace: 'common' });
  return {
    labels: Object.fromEntries(
      documentLabels.map((k) => [k, t.raw(k) as string]),
    ) as DocumentWords['labels'],
    cfdiTitle: cfdi('title'),
    cfdiStatement: common('cfdi.statement', factValues(locale)),
  };
}
