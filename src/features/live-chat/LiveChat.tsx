import { getTranslations } from 'next-intl/server';
import { validationMessages } from '@/lib/forms/messages';
import { localizedPath, type Locale } from '@/i18n/routing';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { LiveChatClient } from './LiveChatClient';
import { liveChatSchema } from './schema';

/** The live-chat widget of /contact with the words and messages it shows. */
export async function LiveChat({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'live-chat' });
  return (
    <LiveChatClient
      locale={locale}
      permalink={localizedPath(locale, '/contact')}
      labels={{
        open: t('open'),
        close: t('close'),
        title: t('title'),
        greeting: t('greeting'),
        expectation: t('expectation'),
        name: t('name'),
        email: t('email'),
        message: t('message'),
        send: t('send'),
        sending: t('sending'),
        another: t('another'),
        errorTitle: t('errorTitle'),
      }}
      notice={<PrivacyNotice locale={locale} feature="live-chat" />}
      messages={await validationMessages(locale, 'live-chat', liveChatSchema.messageKeys)}
    />
  );
}
