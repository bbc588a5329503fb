import type common from '../../locales/en-US/common.json';
import type contactForm from '../../locales/en-US/contact-form.json';
import type dataDeletion from '../../locales/en-US/data-deletion.json';
import type forms from '../../locales/en-US/forms.json';
import type invoiceGenerator from '../../locales/en-US/invoice-generator.json';
import type liveChat from '../../locales/en-US/live-chat.json';
import type newsletter from '../../locales/en-US/newsletter.json';
import type notFound from '../../locales/en-US/notFound.json';
import type pages from '../../locales/en-US/pages.json';
import type salesContact from '../../locales/en-US/sales-contact.json';
import type privacyPolicy from '../../locales/en-US/privacyPolicy.json';
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
      newsletter: typeof newsletter;
      'contact-form': typeof contactForm;
      'live-chat': typeof liveChat;
      'sales-contact': typeof salesContact;
      'data-deletion': typeof dataDeletion;
      'invoice-generator': typeof invoiceGenerator;
      privacyPolicy: typeof privacyPolicy;
      termsOfService: typeof termsOfService;
    };
  }
}
