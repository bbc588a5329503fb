import { getTranslations } from 'next-intl/server';
import { validationMessages } from '@/lib/forms/messages';
import { localizedPath, type Locale } from '@/i18n/routing';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { DataDeletionClient } from './DataDeletionClient';
import { dataDeletionSchema, deletionReasons } from './schema';

/**
 * The data-deletion request form of /data-deletion with the words and messages it shows; `title`
 * is the heading it sits under, which also names its fields as a group.
 */
export async function DataDeletion({ locale, title }: { locale: Locale; title: string }) {
  const t = await getTranslations({ locale, namespace: 'data-deletion' });
  const common = await getTranslations({ locale, namespace: 'forms.common' });
  return (
    <DataDeletionClient
      locale={locale}
      permalink={localizedPath(locale, '/data-deletion')}
      labels={{
        title,
        email: t('email'),
        confirmEmail: t('confirmEmail'),
        reason: t('reason'),
        optional: common('optional'),
        confirm: t('confirm'),
        submit: t('submit'),
        submitting: t('submitting'),
        successTitle: t('successTitle'),
        returnHome: t('returnHome'),
      }}
      reasons={[
        { value: '', label: t('reasons.none') },
        ...deletionReasons.map((value) => ({ value, label: t(`reasons.${value}`) })),
      ]}
      notice={<PrivacyNotice locale={locale} feature="data-deletion" />}
      messages={await validationMessages(locale, 'data-deletion', dataDeletionSchema.messageKeys)}
    />
  );
}
