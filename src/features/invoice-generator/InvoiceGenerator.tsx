import { getTranslations } from 'next-intl/server';
import { factValues } from '@/content/fact-messages';
import { localeTags, routing, type Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { fill } from './fill';
import type { DocumentLanguage, DocumentWords } from './document/content';
import { documentWords } from './document/messages';
import { errorKeys, uiKeys, type ErrorText, type UiText } from './client-messages';
import { InvoiceGeneratorClient } from './InvoiceGeneratorClient';
import { storeKeys, type StoreText } from './store/store-messages';

/**
 * The generator: its messages (the page's language) and the document's words (both languages,
 * since the document's language is the visitor's choice), passed to the client component.
 * Figures from the facts registry are filled in here; `{number}`-style arguments in the browser.
 */
export async function InvoiceGenerator({ locale }: { locale: Locale }) {
  const ui = await getTranslations({ locale, namespace: 'invoice-generator.ui' });
  const errors = await getTranslations({ locale, namespace: 'invoice-generator.errors' });
  const cfdi = await getTranslations({ locale, namespace: 'invoice-generator.cfdi' });
  const kept = await getTranslations({ locale, namespace: 'invoice-generator.store' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const values = await factValues(locale);
  const words = Object.fromEntries(
    await Promise.all(routing.locales.map(async (l) => [l, await documentWords(l)] as const)),
  ) as Record<DocumentLanguage, DocumentWords>;
  return (
    <InvoiceGeneratorClient
      ui={Object.fromEntries(uiKeys.map((k) => [k, fill(ui.raw(k) as string, values)])) as UiText}
      errors={Object.fromEntries(errorKeys.map((k) => [k, errors.raw(k) as string])) as ErrorText}
      words={words}
      tag={localeTags[locale]}
      storeText={Object.fromEntries(storeKeys.map((k) => [k, kept.raw(k) as string])) as StoreText}
      cfdi={
        <>
          <p className="font-semibold">{cfdi('title')}</p>
          <p className="mt-1">{common('cfdi.statement', values)}</p>
          <p className="mt-2">
            <Link href="/pricing" className="link">
              {cfdi('link')}
            </Link>
          </p>
        </>
      }
    />
  );
}
