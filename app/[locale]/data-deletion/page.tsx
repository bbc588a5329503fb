import { getTranslations } from 'next-intl/server';
import { DataDeletionForm } from '@/components/forms/DataDeletionForm';
import { BackLink } from '@/components/ui/BackLink';
import { deletionReasons } from '@/forms/deletion-reasons';
import { icons } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { localizedPath } from '@/i18n/routing';
import { pageMetadataFor } from '@/lib/metadata';

export const generateMetadata = pageMetadataFor('/data-deletion');

export default async function DataDeletionPage({ params }: PageProps<'/[locale]/data-deletion'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.dataDeletion' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const f = await getTranslations({ locale, namespace: 'forms' });
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <BackLink href="/" label={common('backToHome')} />
      <h1 className="mt-8 text-4xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-4 text-lg leading-8 text-muted">{t('subtitle')}</p>

      <section
        aria-labelledby="warning-title"
        className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-6"
      >
        <h2
          id="warning-title"
          className="flex items-center gap-2 text-lg font-semibold text-amber-900"
        >
          <span className="[&>svg]:h-5 [&>svg]:w-5">{icons.warning}</span>
          {t('warningTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-amber-950">
          {(t.raw('warnings') as string[]).map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="processing-title" className="mt-6 rounded-2xl bg-slate-50 p-6">
        <h2 id="processing-title" className="flex items-center gap-2 text-lg font-semibold">
          <span className="text-brand-700 [&>svg]:h-5 [&>svg]:w-5">{icons.clock}</span>
          {t('processingTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('processingTime')}</p>
      </section>

      <section aria-labelledby="deletion-form-title" className="mt-10">
        <h2 id="deletion-form-title" className="text-2xl font-bold">
          {t('formTitle')}
        </h2>
        <div className="mt-6">
          <DataDeletionForm
            locale={locale}
            permalink={localizedPath(locale, '/data-deletion')}
            labels={{
              email: f('dataDeletion.email'),
              confirmEmail: f('dataDeletion.confirmEmail'),
              reason: f('dataDeletion.reason'),
              optional: f('common.optional'),
              reasons: {
                none: f('dataDeletion.reasons.none'),
                ...(Object.fromEntries(
                  deletionReasons.map((r) => [r, f(`dataDeletion.reasons.${r}`)]),
                ) as Record<(typeof deletionReasons)[number], string>),
              },
              confirm: f('dataDeletion.confirm'),
              submit: f('dataDeletion.submit'),
              submitting: f('dataDeletion.submitting'),
              mismatch: f('dataDeletion.mismatch'),
              successTitle: f('dataDeletion.successTitle'),
              returnHome: f('dataDeletion.returnHome'),
            }}
          />
        </div>
      </section>

      <p className="mt-10 text-muted">
        {t('questions')}{' '}
        <Link href="/contact" className="link">
          {t('contactLink')}
        </Link>
      </p>
    </div>
  );
}
