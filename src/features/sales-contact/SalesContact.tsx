import { getTranslations } from 'next-intl/server';
import { factValues } from '@/content/fact-messages';
import { validationMessages } from '@/lib/forms/messages';
import { localizedPath, type Locale } from '@/i18n/routing';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { SalesContactClient } from './SalesContactClient';
import { salesContactSchema } from './schema';

/** The "Contact sales" button and its modal, with the words and messages they show. */
export async function SalesContact({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'sales-contact' });
  const f = await factValues(locale);
  return (
    <SalesContactClient
      locale={locale}
      permalink={localizedPath(locale, '/contact')}
      labels={{
        open: t('open'),
        title: t('title'),
        subtitle: t('subtitle', f),
        name: t('name'),
        email: t('email'),
        phone: t('phone'),
        phoneHint: t('phoneHint'),
        preferenceLegend: t('preferenceLegend'),
        preferPhone: t('preferPhone'),
        preferEmail: t('preferEmail'),
        smsDisclaimer: t('smsDisclaimer'),
        submit: t('submit'),
        submitEmail: t('submitEmail'),
        submitting: t('submitting'),
        successTitle: t('successTitle'),
        close: t('close'),
      }}
      notice={<PrivacyNotice locale={locale} feature="sales-contact" />}
      messages={await validationMessages(locale, 'sales-contact', salesContactSchema.messageKeys)}
    />
  );
}
