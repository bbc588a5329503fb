import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { loadMessages } from './messages';
import { isLocale, routing } from './routing';

export default getRequestConfig(async ({ locale: explicit }) => {
  const candidate = explicit ?? (await rootLocale());
  const locale = isLocale(candidate) ? candidate : routing.defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    // Content dates are calendar days: format them in UTC so no visitor sees the day before.
    timeZone: 'UTC',
    onError(error) {
      // A missing or broken message is a defect: fail the build rather than render a raw key.
      throw error;
    },
  };
});
