import { getTranslations } from 'next-intl/server';
import { Faq, type FaqItem } from '@/components/ui/Faq';
import { ContactForm } from '@/features/contact-form/ContactForm';
import { LiveChat } from '@/features/live-chat/LiveChat';
import { SalesContact } from '@/features/sales-contact/SalesContact';
import { NewTabLabel } from '@/components/ui/NewTabLabel';
import { PageHero } from '@/components/ui/PageHero';
import { icons } from '@/components/ui/icons';
import { externalLinks, site, sitePhone } from '@/content/site';
import { factValues, withFacts } from '@/content/fact-messages';
import { pageLocale } from '@/i18n/page-locale';
import { pageMetadataFor } from '@/lib/metadata';

export const generateMetadata = pageMetadataFor('/contact');

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.contact' });
  const facts = await factValues(locale);
  const phone = sitePhone(locale);
  const cards = [
    {
      key: 'email',
      icon: icons.mail,
      href: `mailto:${site.emails.support}`,
      value: site.emails.support,
    },
    { key: 'phone', icon: icons.phone, href: phone.href, value: phone.display },
    { key: 'response', icon: icons.clock, href: null, value: null },
  ] as const;

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <section aria-label={t('hero.eyebrow')} className="container-page">
        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.key} className="rounded-2xl border border-slate-200 p-6">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                {card.icon}
              </span>
              <h2 className="mt-4 text-lg font-semibold">{t(`cards.${card.key}.title`)}</h2>
              <p className="mt-2 text-muted">{t(`cards.${card.key}.text`, facts)}</p>
              {card.href && (
                <a href={card.href} className="link mt-3 inline-block break-all">
                  {card.value}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>

      <div className="container-page grid gap-10 py-16 lg:grid-cols-5">
        <section
          id="form"
          aria-labelledby="contact-form-title"
          className="scroll-mt-24 lg:col-span-3"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold">
            {t('form.title')}
          </h2>
          <p className="mt-2 text-muted">{t('form.subtitle')}</p>
          <div className="mt-6">
            <ContactForm locale={locale} title={t('form.title')} />
          </div>
        </section>

        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="chat-title" className="rounded-2xl bg-slate-50 p-6">
            <h2 id="chat-title" className="text-lg font-semibold">
              {t('chat.title')}
            </h2>
            <p className="mt-2 text-muted">{t('chat.text')}</p>
            <LiveChat locale={locale} />
          </section>
          <section aria-labelledby="call-title" className="rounded-2xl bg-slate-50 p-6">
            <h2 id="call-title" className="text-lg font-semibold">
              {t('call.title')}
            </h2>
            <p className="mt-2 text-muted">{t('call.text')}</p>
            <a
              href={externalLinks().scheduling}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-secondary mt-4"
            >
              {icons.calendar}
              {t('call.button')}
              <NewTabLabel locale={locale} />
            </a>
          </section>
          <section
            id="sales"
            aria-labelledby="enterprise-title"
            className="surface-dark scroll-mt-24 rounded-2xl bg-brand-900 p-6 text-white"
          >
            <h2 id="enterprise-title" className="text-lg font-semibold">
              {t('enterprise.title')}
            </h2>
            <p className="mt-2 text-brand-100">{t('enterprise.text')}</p>
            <SalesContact locale={locale} />
          </section>
        </div>
      </div>

      <Faq title={t('faq.title')} items={await withFacts(locale, t.raw('faq.items') as FaqItem[])} />
    </>
  );
}
