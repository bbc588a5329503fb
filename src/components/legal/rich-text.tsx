import type { ReactNode } from 'react';
import { createTranslator } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** The pages a legal text may link to, by the tag that wraps the link text: `<deletion>…</deletion>`. */
export const legalLinkTags = {
  deletion: '/data-deletion',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  contact: '/contact',
  pricing: '/pricing',
  documentation: '/documentation',
} as const;

/**
 * One message of a legal text: its fact arguments (`{privacyEmail}`, `{refundPolicy}`, …)
 * formatted, and its link tags rendered as links to the page in the visitor's language.
 */
export function richLegalText(
  locale: Locale,
  facts: Record<string, string>,
  message: string,
): ReactNode {
  const links = Object.fromEntries(
    Object.entries(legalLinkTags).map(([tag, href]) => [
      tag,
      (chunks: ReactNode) => (
        <Link href={href} className="link">
          {chunks}
        </Link>
      ),
    ]),
  );
  return createTranslator({ locale, messages: { message } }).rich('message', {
    ...facts,
    ...links,
  });
}
