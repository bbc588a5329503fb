import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { factValues } from '@/content/fact-messages';
import { localeTags, routing, type Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import type { DocumentLanguage, DocumentWords } from './document/content';
import { clientIntl, documentWords } from './server/messages';
import { InvoiceGeneratorClient } from './InvoiceGeneratorClient';
import { EarlyForm } from './form/EarlyForm';

/**
 * The generator: its messages (the page's language, given to NextIntlClientProvider: only the
 * namespace's `ui`, `errors` and `store`, precompiled) and the document's words (both languages, since the
 * document's language is the visitor's choice), for the client component.
 */
export async function InvoiceGenerator({ locale }: { locale: Locale }) {
  const cfdi = await getTranslations({ locale, namespace: 'invoice-generator.cfdi' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const values = await factValues(locale);
  const words = Object.fromEntries(
    await Promise.all(routing.locales.map(async (l) => [l, await documentWords(l)] as const)),
  ) as Record<DocumentLanguage, DocumentWords>;
  const intl = await clientIntl(locale);
  return (
    // Precompiled messages are not of the shape the provider's type describes (strings).
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages as never}>
      <EarlyForm />
      <InvoiceGeneratorClient
        words={words}
        tag={localeTags[locale]}
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
    </NextIntlClientProvider>
  );
}
