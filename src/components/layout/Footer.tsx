import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { site, sitePhone } from '@/content/site';
import { Logo } from '@/components/ui/Logo';

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const quick = [
    { href: '/', label: t('header.home') },
    { href: '/articles', label: t('header.articles') },
    { href: '/pricing', label: t('header.pricing') },
    { href: '/invoice-generator', label: t('footer.invoiceGenerator') },
    { href: '/contact', label: t('header.contact') },
  ] as const;
  const support = [
    { href: '/help-center', label: t('footer.helpCenter') },
    { href: '/documentation', label: t('footer.documentation') },
    { href: '/privacy-policy', label: t('footer.privacyPolicy') },
    { href: '/terms-of-service', label: t('footer.termsOfService') },
    { href: '/data-deletion', label: t('footer.dataDeletion') },
  ] as const;
  const year = new Date().getFullYear();
  const phone = sitePhone(locale);

  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="container-page grid gap-10 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-4 max-w-md text-sm leading-6 text-muted">{t('footer.description')}</p>
          <h2 className="mt-6 text-sm font-semibold text-ink">{t('footer.contactHeading')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <span className="text-muted">{t('footer.phoneLabel')}: </span>
              <a href={phone.href} className="link">
                {phone.display}
              </a>
            </li>
            <li>
              <span className="text-muted">{t('footer.emailLabel')}: </span>
              <a href={`mailto:${site.emails.support}`} className="link">
                {site.emails.support}
              </a>
            </li>
          </ul>
        </div>
        <FooterLinks id="footer-quick" title={t('footer.quickLinks')} links={quick} />
        <FooterLinks id="footer-support" title={t('footer.support')} links={support} />
      </div>
      <div className="border-t border-slate-200">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-muted sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <p>{t('footer.madeFor')}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="text-muted hover:text-ink hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
