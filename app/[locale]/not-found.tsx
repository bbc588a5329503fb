import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/not-found/NotFoundView';
import { site } from '@/content/site';
import { checkedLocale } from '@/i18n/page-locale';

/** Shown when a page calls notFound() (for example an unknown article slug). */
export default async function NotFound() {
  const locale = checkedLocale(await getLocale());
  const t = await getTranslations({ locale, namespace: 'notFound.meta' });
  return (
    <>
      <title>{`${t('title')} - ${site.name}`}</title>
      <meta name="description" content={t('description')} />
      <NotFoundView locale={locale} />
    </>
  );
}
