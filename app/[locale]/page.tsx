import { getTranslations } from 'next-intl/server';
import { FinalCta, Features, Hero, HowItWorks, Stats } from '@/components/home/HomeSections';
import { JsonLd } from '@/components/ui/JsonLd';
import { facts } from '@/content/facts';
import { GeneratorTeaser } from '@/features/invoice-generator/GeneratorTeaser';
import { site, sitePhone } from '@/content/site';
import { canonicalUrl, pageMetadataFor } from '@/lib/metadata';
import { pageLocale } from '@/i18n/page-locale';
import { localeTags } from '@/i18n/routing';
import { env } from '@/env';

export const generateMetadata = pageMetadataFor('/');

/**
 * The hero's example invoice is dated from the day the page is rendered
 * (src/content/hero-invoice.ts): regenerated at least daily so its dates and year follow the
 * calendar. Stays static: served from the prerender cache between regenerations.
 */
export const revalidate = 86400;

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'common.meta' });
  return (
    <>
      <Hero locale={locale} />
      <Stats locale={locale} />
      <Features locale={locale} />
      <HowItWorks locale={locale} />
      <GeneratorTeaser locale={locale} place="home" />
      <FinalCta locale={locale} />
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: site.name,
            url: `${env().SITE_URL}/`,
            logo: `${env().SITE_URL}/icon.svg`,
            email: site.emails.support,
            // Stand-ins awaiting the company's real details are not published as its identity.
            ...(facts.phones.placeholder ? {} : { telephone: sitePhone(locale).display }),
            ...(facts.company.placeholder
              ? {}
              : {
                  address: {
                    '@type': 'PostalAddress',
                    streetAddress: site.address.street,
                    addressLocality: site.address.locality,
                    addressRegion: site.address.region,
                    postalCode: site.address.postalCode,
                    addressCountry: site.address.country,
                  },
                }),
          },
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: site.name,
            description: t('tagline'),
            url: canonicalUrl(locale, '/'),
            inLanguage: localeTags[locale],
          },
        ]}
      />
    </>
  );
}
