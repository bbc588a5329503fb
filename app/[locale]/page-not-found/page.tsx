import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundStatus } from '@/components/not-found/NotFoundStatus';
import { NotFoundView } from '@/components/not-found/NotFoundView';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/page-not-found'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'notFound.meta' });
  return {
    title: { absolute: `${t('title')} - ${site.name}` },
    description: t('description'),
    robots: { index: false },
  };
}

/**
 * The target of next.config's fallback rewrites: every path that matches no page is served this
 * page, prerendered in each language and answered with status 404.
 */
export default async function PageNotFound({ params }: PageProps<'/[locale]/page-not-found'>) {
  const locale = (await params).locale as Locale;
  return (
    <>
      <NotFoundView locale={locale} />
      <NotFoundStatus />
    </>
  );
}
