import { getTranslations } from 'next-intl/server';
import { factValues, withFacts } from '@/content/fact-messages';
import { BackLink } from '@/components/ui/BackLink';
import { TeaserGrid } from '@/components/ui/TeaserGrid';
import { icons } from '@/components/ui/icons';
import { site } from '@/content/site';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadataFor } from '@/lib/metadata';

export const generateMetadata = pageMetadataFor('/help-center');

export default async function HelpCenterPage({ params }: PageProps<'/[locale]/help-center'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.helpCenter' });
  const f = await factValues(locale);
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <div className="container-page py-10 sm:py-14">
      <BackLink href="/" label={common('backToHome')} />
      <div className="mt-8 text-center">
        <p className="eyebrow">{t('badge', f)}</p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{t('title', f)}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-muted">{t('subtitle', f)}</p>
      </div>
      <section
        aria-labelledby="coming-soon"
        className="mt-12 rounded-3xl bg-slate-50 p-6 text-center sm:p-10"
      >
        <h2 id="coming-soon" className="text-2xl font-bold">
          {t('comingSoon.title', f)}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted">{t('comingSoon.text', f)}</p>
        <div className="mt-8">
          <TeaserGrid
            items={await withFacts(
              locale,
              t.raw('comingSoon.teasers') as { title: string; text: string }[],
            )}
            icons={[icons.question, icons.play, icons.wrench]}
          />
        </div>
      </section>
      <section
        aria-labelledby="need-help"
        className="surface-dark mt-12 rounded-3xl bg-brand-900 p-8 text-center text-white sm:p-12"
      >
        <h2 id="need-help" className="text-2xl font-bold">
          {t('needHelp.title', f)}
        </h2>
        <p className="mt-3 text-brand-100">{t('needHelp.text', f)}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/contact" className="btn-inverse">
            {t('needHelp.contactSupport', f)}
          </Link>
          <a
            href={`mailto:${site.emails.support}`}
            className="btn border border-white/60 text-white hover:bg-white/10"
          >
            {icons.mail}
            {t('needHelp.emailUs', f)}
          </a>
        </div>
      </section>
    </div>
  );
}
