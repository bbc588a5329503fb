import { getTranslations } from 'next-intl/server';
import { validationMessages } from '@/lib/forms/messages';
import { localizedPath, type Locale } from '@/i18n/routing';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { NewsletterClient } from './NewsletterClient';
import { newsletterSchema } from './schema';

/** The newsletter block of the articles page: its words, and the form with the strings it shows. */
export async function Newsletter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  return (
    <section aria-labelledby="newsletter-title" className="container-page pb-20">
      <div className="surface-dark rounded-3xl bg-brand-900 px-6 py-12 text-white sm:px-12">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="newsletter-title" className="text-3xl font-bold">
            {t('title')}
          </h2>
          <p className="mt-3 text-brand-100">{t('text')}</p>
        </div>
        <div className="mx-auto mt-8 max-w-xl">
          <NewsletterClient
            locale={locale}
            permalink={localizedPath(locale, '/articles')}
            labels={{
              email: t('emailLabel'),
              placeholder: t('placeholder'),
              submit: t('submit'),
              submitting: t('submitting'),
            }}
            notice={
              <PrivacyNotice
                locale={locale}
                feature="newsletter"
                className="mt-4 text-xs leading-5 text-brand-100"
              />
            }
            messages={await validationMessages(locale, 'newsletter', newsletterSchema.messageKeys)}
          />
        </div>
      </div>
    </section>
  );
}
