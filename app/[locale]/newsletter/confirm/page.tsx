import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfirmSubscription } from '@/features/newsletter/ConfirmSubscription';
import { pageLocale } from '@/i18n/page-locale';

// The page a newsletter confirmation link opens. It reads the link's token, so it is rendered per
// request; it is never indexed and never linked from other pages.

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/newsletter/confirm'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'newsletter.confirmPage.meta' });
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

export default async function ConfirmSubscriptionPage({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/confirm'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'newsletter.confirmPage' });
  const token = (await searchParams).token;
  return (
    <div className="container-page max-w-2xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <div className="mt-8">
        <ConfirmSubscription locale={locale} token={typeof token === 'string' ? token : ''} />
      </div>
    </div>
  );
}
