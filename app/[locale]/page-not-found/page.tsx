import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundStatus } from '@/components/not-found/NotFoundStatus';
import { NotFoundView } from '@/components/not-found/NotFoundView';
import { site } from '@/content/site';
import { pageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/page-not-found'>): Promise<Metadata> {
  const locale = await pageLocale(params);
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
  const locale = await pageLocale(params);
  return (
    <>
      <NotFoundView locale={locale} />
      <NotFoundStatus />
    </>
  );
}
