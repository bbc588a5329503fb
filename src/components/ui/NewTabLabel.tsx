import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** Tells screen-reader users that a link opens a new tab. */
export async function NewTabLabel({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  return <span className="sr-only"> {t('newTab')}</span>;
}
