import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { FirstTapScript } from '@/components/layout/first-tap';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { LanguageLandingScript } from '@/components/layout/LanguageLandingScript';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { pageLocale } from '@/i18n/page-locale';
import { localeTags, routing } from '@/i18n/routing';
import { env } from '@/env';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: '#0f766e',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'common.meta' });
  return {
    metadataBase: new URL(env().SITE_URL),
    applicationName: t('siteName'),
    icons: { icon: '/icon.svg' },
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'common' });

  return (
    // suppressHydrationWarning: the landing script may hide <html> (an inline style) while it
    // replaces the URL, and the page may hydrate before the replacement arrives.
    <html lang={localeTags[locale]} suppressHydrationWarning>
      <head>
        {/* Runs before anything renders: the visitor's language may replace the URL. */}
        <LanguageLandingScript locale={locale} />
        {/* Keeps a tap on a button that script serves until the button can act on it. */}
        <FirstTapScript />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main-content" className="skip-link">
          {t('skipToContent')}
        </a>
        <ScrollToTop />
        <Header locale={locale} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer locale={locale} />
      </body>
    </html>
  );
}
