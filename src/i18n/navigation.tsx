'use client';

import NextLink from 'next/link';
import {
  useParams,
  usePathname as useNextPathname,
  useRouter as useNextRouter,
} from 'next/navigation';
import type { ComponentProps } from 'react';
import { isLocale, localizedPath, routing, splitLocalePath, type Locale } from './routing';

// Locale-aware navigation, the only way components build internal links. Written on next/link and
// next/navigation directly (no translation runtime in the browser): the page's locale comes from
// the [locale] route segment.

function useLocale(): Locale {
  const { locale } = useParams<{ locale?: string }>();
  return isLocale(locale) ? locale : routing.defaultLocale;
}

/**
 * A link to `href` (a path without locale, like "/pricing") in the current page's language.
 * next/link's `locale` belongs to the Pages Router: under the App Router it is written into the
 * HTML as an invalid `locale` attribute, so it is not accepted here.
 */
export function Link({
  href,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string }) {
  return <NextLink href={localizedPath(useLocale(), href)} {...props} />;
}

/** The current path without its locale prefix ("/es/pricing" and "/pricing" are both "/pricing"). */
export function usePathname(): string {
  // While prerendering, English pages are at /en/...; in the browser they have no prefix.
  return splitLocalePath(useNextPathname() ?? '/').path;
}

/** next/navigation's router with paths localized to the current page's language. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return {
    replace: (path: string) => router.replace(localizedPath(locale, path)),
    push: (path: string) => router.push(localizedPath(locale, path)),
    back: () => router.back(),
  };
}
