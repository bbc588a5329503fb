import { getTranslations } from 'next-intl/server';
import { validationMessages } from '@/lib/forms/messages';
import { localizedPath, type Locale } from '@/i18n/routing';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { ContactFormClient } from './ContactFormClient';
import { contactFormSchema, contactSubjects } from './schema';

/**
 * The contact form (#form on /contact) with the words and messages it shows; `title` is the
 * heading it sits under, which also names its fields as a group.
 */
export async function ContactForm({ locale, title }: { locale: Locale; title: string }) {
  const t = await getTranslations({ locale, namespace: 'contact-form' });
  const common = await getTranslations({ locale, namespace: 'forms.common' });
  return (
    <ContactFormClient
      locale={locale}
      permalink={localizedPath(locale, '/contact')}
      labels={{
        title,
        name: t('name'),
        email: t('email'),
        phone: t('phone'),
        company: t('company'),
        optional: common('optional'),
        subject: t('subject'),
        subjectPlaceholder: t('subjectPlaceholder'),
        message: t('message'),
        textOptIn: t('textOptIn'),
        submit: t('submit'),
        sending: t('sending'),
        successTitle: t('successTitle'),
        errorTitle: t('errorTitle'),
        unexpected: common('unexpected'),
      }}
      subjects={contactSubjects.map((value) => ({ value, label: t(`subjects.${value}`) }))}
      notice={<PrivacyNotice locale={locale} feature="contact-form" />}
      messages={await validationMessages(locale, 'contact-form', contactFormSchema.messageKeys)}
    />
  );
}
