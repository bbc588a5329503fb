import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { externalLinks } from '@/content/site';
import { Flag } from '@/components/ui/Flag';
import { Logo } from '@/components/ui/Logo';
import { LanguageSelector } from './LanguageSelector';
import { MainNav } from './MainNav';

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const links = externalLinks();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-4">
        <Link href="/" aria-label={t('header.homeLabel')} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <MainNav
          items={[
            { href: '/', label: t('header.home') },
            { href: '/articles', label: t('header.articles') },
            { href: '/pricing', label: t('header.pricing') },
            { href: '/contact', label: t('header.contact') },
          ]}
          navLabel={t('header.primaryNav')}
          login={{ href: links.login, label: t('header.login') }}
          getStarted={{ href: links.signup, label: t('header.getStarted') }}
          openLabel={t('header.openMenu')}
          closeLabel={t('header.closeMenu')}
          languageSelector={
            <LanguageSelector
              locale={locale}
              label={t('language.label')}
              names={{ en: t('language.en'), es: t('language.es') }}
              flags={{ en: <Flag locale="en" />, es: <Flag locale="es" /> }}
            />
          }
        />
      </div>
    </header>
  );
}
