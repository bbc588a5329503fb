import type common from '../../locales/en-US/common.json';
import type forms from '../../locales/en-US/forms.json';
import type notFound from '../../locales/en-US/notFound.json';
import type pages from '../../locales/en-US/pages.json';
import type privacyPolicy from '../../locales/en-US/privacyPolicy.json';
import type salesContactModal from '../../locales/en-US/salesContactModal.json';
import type termsOfService from '../../locales/en-US/termsOfService.json';
import type { routing } from './routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: {
      common: typeof common;
      pages: typeof pages;
      notFound: typeof notFound;
      forms: typeof forms;
      salesContactModal: typeof salesContactModal;
      privacyPolicy: typeof privacyPolicy;
      termsOfService: typeof termsOfService;
    };
  }
}
