import { getTranslations } from 'next-intl/server';
import { factValues, withFacts } from '@/content/fact-messages';
import { TeaserGrid } from '@/components/ui/TeaserGrid';
import { icons } from '@/components/ui/icons';
import { site } from '@/content/site';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadataFor } from '@/lib/metadata';

export const generateMetadata = pageMetadataFor('/documentation');

export default async function DocumentationPage({ params }: PageProps<'/[locale]/documentation'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.documentation' });
  const f = await factValues(locale);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-16 text-center sm:py-24">
        <p className="eyebrow">{t('badge', f)}</p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{t('title', f)}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-muted">{t('subtitle', f)}</p>
        <div className="mt-12">
          <TeaserGrid
            items={await withFacts(locale, t.raw('teasers') as { title: string; text: string }[])}
            icons={[icons.book, icons.code, icons.star]}
            headingLevel={2}
          />
        </div>
        <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/contact" className="btn-primary">
            {t('contactSupport', f)}
          </Link>
          <a href={`mailto:${site.emails.support}`} className="btn-secondary">
            {icons.mail}
            {t('emailUs', f)}
          </a>
        </div>
      </div>
    </section>
  );
}
