import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHero } from '@/components/ui/PageHero';
import { externalLinks } from '@/content/site';
import { InvoiceGenerator } from '@/features/invoice-generator/InvoiceGenerator';
import { pageLocale } from '@/i18n/page-locale';
import { localeTags, localizedPath, routing } from '@/i18n/routing';
import { canonicalUrl, pageMetadataFor } from '@/lib/metadata';

export const generateMetadata = pageMetadataFor('/invoice-generator');

/**
 * The tax options show facts-registry rates as they read on the day the page is rendered (an
 * ended period with its qualifier, src/content/fact-messages.ts): regenerated at least daily.
 * Stays static: served from the prerender cache between regenerations.
 */
export const revalidate = 86400;

/** The free invoice generator: guidance and a blank template for everyone, the tool with JavaScript. */
export default async function InvoiceGeneratorPage({
  params,
}: PageProps<'/[locale]/invoice-generator'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'invoice-generator' });
  const signup = externalLinks().signup;
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <noscript>
        {/* Without JavaScript the form cannot work: hide it, keep the guidance and the template. */}
        <style>{'#invoice-tool{display:none}'}</style>
        <p className="container-page pb-6 text-center font-medium text-ink">{t('noscript')}</p>
      </noscript>
      <div id="invoice-tool" className="container-page pb-16">
        <InvoiceGenerator locale={locale} />
      </div>
      <section aria-labelledby="invoice-onward" className="container-page pb-16">
        <div className="surface-dark rounded-3xl bg-brand-800 px-6 py-10 text-center text-white">
          <h2 id="invoice-onward" className="text-2xl font-bold">
            {t('onward.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">{t('onward.text')}</p>
          <a href={signup} className="btn-inverse mt-6">
            {t('onward.button')}
          </a>
        </div>
      </section>
      <section aria-labelledby="invoice-guide" className="bg-slate-50">
        <div className="container-page grid gap-10 py-16 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 id="invoice-guide" className="text-2xl font-bold text-ink">
              {t('guide.title')}
            </h2>
            <ol className="mt-6 list-decimal space-y-3 pl-6 leading-7">
              {(t.raw('guide.items') as string[]).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
            <p className="mt-6 text-muted">{t('guide.privacy')}</p>
          </div>
          <div>
            <h2 className="text-xl font-semibold text-ink">{t('template.title')}</h2>
            <p className="mt-2 text-muted">{t('template.text')}</p>
            <ul className="mt-4 space-y-2">
              {routing.locales.map((l) => (
                <li key={l}>
                  <a
                    href={localizedPath(l, '/invoice-generator/template.pdf')}
                    hrefLang={localeTags[l]}
                    className="link"
                  >
                    {t(`template.${l}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebApplication',
          name: t('hero.title'),
          description: t('meta.description'),
          url: canonicalUrl(locale, '/invoice-generator'),
          inLanguage: localeTags[locale],
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Any',
          browserRequirements: 'Requires JavaScript',
          isAccessibleForFree: true,
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        }}
      />
    </>
  );
}
