import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfirmDeletion } from '@/features/data-deletion/ConfirmDeletion';
import { pageLocale } from '@/i18n/page-locale';

// The page a data-deletion confirmation link opens. It reads the link's token, so it is rendered
// per request; it is never indexed and never linked from other pages.

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/data-deletion/confirm'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'data-deletion.confirmPage.meta' });
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

export default async function ConfirmDeletionPage({
  params,
  searchParams,
}: PageProps<'/[locale]/data-deletion/confirm'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'data-deletion.confirmPage' });
  const token = (await searchParams).token;
  return (
    <div className="container-page max-w-2xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <div className="mt-8">
        <ConfirmDeletion locale={locale} token={typeof token === 'string' ? token : ''} />
      </div>
    </div>
  );
}
