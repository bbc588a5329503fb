import { getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { openGraphCard } from '@/components/ui/og-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** The site's default Open Graph image (pages without their own): the home page's promise. */
export async function GET(_request: Request, ctx: RouteContext<'/[locale]/og.png'>) {
  const { locale } = await ctx.params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale });
  return openGraphCard({ title: t('pages.home.hero.title'), footer: t('common.meta.tagline') });
}
