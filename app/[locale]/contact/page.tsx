import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/ContactForm';
import { LiveChat } from '@/components/forms/LiveChat';
import { SalesContactModal } from '@/components/forms/SalesContactModal';
import { Faq, type FaqItem } from '@/components/ui/Faq';
import { contactSubjects } from '@/forms/contact-subjects';
import { salesContactMessageKeys } from '@/forms/sales-contact';
import { NewTabLabel } from '@/components/ui/NewTabLabel';
import { PageHero } from '@/components/ui/PageHero';
import { icons } from '@/components/ui/icons';
import { externalLinks, site } from '@/content/site';
import { pageLocale } from '@/i18n/page-locale';
import { localizedPath } from '@/i18n/routing';
import { pageMetadataFor } from '@/lib/metadata';

export const generateMetadata = pageMetadataFor('/contact');

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.contact' });
  const f = await getTranslations({ locale, namespace: 'forms' });
  const s = await getTranslations({ locale, namespace: 'salesContactModal' });
  const permalink = localizedPath(locale, '/contact');
  const cards = [
    {
      key: 'email',
      icon: icons.mail,
      href: `mailto:${site.emails.support}`,
      value: site.emails.support,
    },
    { key: 'phone', icon: icons.phone, href: site.phoneHref, value: site.phone },
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
              <p className="mt-2 text-muted">{t(`cards.${card.key}.text`)}</p>
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
            <ContactForm
              locale={locale}
              permalink={permalink}
              labels={{
                name: f('contact.name'),
                email: f('contact.email'),
                phone: f('contact.phone'),
                company: f('contact.company'),
                optional: f('common.optional'),
                subject: f('contact.subject'),
                subjectPlaceholder: f('contact.subjectPlaceholder'),
                subjects: Object.fromEntries(
                  contactSubjects.map((k) => [k, f(`contact.subjects.${k}`)]),
                ) as Record<(typeof contactSubjects)[number], string>,
                message: f('contact.message'),
                textOptIn: f('contact.textOptIn'),
                submit: f('contact.submit'),
                sending: f('contact.sending'),
                successTitle: f('contact.successTitle'),
                errorTitle: f('contact.errorTitle'),
                unexpected: f('common.unexpected'),
              }}
            />
          </div>
        </section>

        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="chat-title" className="rounded-2xl bg-slate-50 p-6">
            <h2 id="chat-title" className="text-lg font-semibold">
              {t('chat.title')}
            </h2>
            <p className="mt-2 text-muted">{t('chat.text')}</p>
            <LiveChat
              locale={locale}
              permalink={permalink}
              labels={{
                open: t('chat.open'),
                close: t('chat.close'),
                title: f('chat.title'),
                greeting: f('chat.greeting'),
                expectation: f('chat.expectation'),
                name: f('chat.name'),
                email: f('chat.email'),
                message: f('chat.message'),
                send: f('chat.send'),
                sending: f('chat.sending'),
                another: f('chat.another'),
                errorTitle: f('contact.errorTitle'),
              }}
            />
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
            aria-labelledby="enterprise-title"
            className="rounded-2xl bg-brand-900 p-6 text-white"
          >
            <h2 id="enterprise-title" className="text-lg font-semibold">
              {t('enterprise.title')}
            </h2>
            <p className="mt-2 text-brand-100">{t('enterprise.text')}</p>
            <SalesContactModal
              locale={locale}
              permalink={permalink}
              labels={{
                open: t('enterprise.button'),
                title: s('title'),
                subtitle: s('subtitle'),
                name: s('name'),
                email: s('email'),
                phone: s('phone'),
                phoneHint: s('phoneHint'),
                preferenceLegend: s('preferenceLegend'),
                preferPhone: s('preferPhone'),
                preferEmail: s('preferEmail'),
                smsDisclaimer: s('smsDisclaimer'),
                submit: s('submit'),
                submitting: s('submitting'),
                successTitle: s('successTitle'),
                close: s('close'),
              }}
              messages={Object.fromEntries(
                salesContactMessageKeys.map((k) => [
                  k,
                  k === 'tooLong' || k === 'rateLimited' ? f(`common.${k}`) : s(k),
                ]),
              )}
            />
          </section>
        </div>
      </div>

      <Faq title={t('faq.title')} items={t.raw('faq.items') as FaqItem[]} />
    </>
  );
}
