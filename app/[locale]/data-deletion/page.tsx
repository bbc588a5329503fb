import { getTranslations } from 'next-intl/server';
import { factValues, withFacts } from '@/content/fact-messages';
import { BackLink } from '@/components/ui/BackLink';
import { icons } from '@/components/ui/icons';
import { DataDeletion } from '@/features/data-deletion/DataDeletion';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadataFor } from '@/lib/metadata';

export const generateMetadata = pageMetadataFor('/data-deletion');

export default async function DataDeletionPage({ params }: PageProps<'/[locale]/data-deletion'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.dataDeletion' });
  const f = await factValues(locale);
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <BackLink href="/" label={common('backToHome')} />
      <h1 className="mt-8 text-4xl font-bold tracking-tight">{t('title', f)}</h1>
      <p className="mt-4 text-lg leading-8 text-muted">{t('subtitle', f)}</p>

      <section
        aria-labelledby="warning-title"
        className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-6"
      >
        <h2
          id="warning-title"
          className="flex items-center gap-2 text-lg font-semibold text-amber-900"
        >
          <span className="[&>svg]:h-5 [&>svg]:w-5">{icons.warning}</span>
          {t('warningTitle', f)}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-amber-950">
          {(await withFacts(locale, t.raw('warnings') as string[])).map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="processing-title" className="mt-6 rounded-2xl bg-slate-50 p-6">
        <h2 id="processing-title" className="flex items-center gap-2 text-lg font-semibold">
          <span className="text-brand-700 [&>svg]:h-5 [&>svg]:w-5">{icons.clock}</span>
          {t('processingTitle', f)}
        </h2>
        <p className="mt-2 text-slate-700">{t('processingTime', f)}</p>
      </section>

      <section aria-labelledby="deletion-form-title" className="mt-10">
        <h2 id="deletion-form-title" className="text-2xl font-bold">
          {t('formTitle', f)}
        </h2>
        <div className="mt-6">
          <DataDeletion locale={locale} title={t('formTitle', f)} />
        </div>
      </section>

      <p className="mt-10 text-muted">
        {t('questions', f)}{' '}
        <Link href="/contact" className="link">
          {t('contactLink', f)}
        </Link>
      </p>
    </div>
  );
}
