import type { Messages, useTranslations } from 'next-intl';

/**
 * The generator's messages in the browser: next-intl's translators of the `invoice-generator`
 * namespace's `ui`, `errors` and `store` (`useTranslations` in InvoiceGeneratorClient.tsx, handed to the
 * sections with their other props). The server gives NextIntlClientProvider those two, precompiled
 * (server/messages.ts), so ICU's plurals and arguments work with no parser in the browser.
 */
export type UiText = ReturnType<typeof useTranslations<'invoice-generator.ui'>>;
export type ErrorText = ReturnType<typeof useTranslations<'invoice-generator.errors'>>;
/** What is kept in this browser: saved, not saved, where, deleted, flagged. */
export type StoreText = ReturnType<typeof useTranslations<'invoice-generator.store'>>;
/** A key of the `ui` messages. */
export type UiKey = keyof Messages['invoice-generator']['ui'];
