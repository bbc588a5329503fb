import type { Metadata } from 'next';
import { factValues } from '@/content/fact-messages';
import { getTranslations } from 'next-intl/server';
import { env } from '@/env';
import { pageLocale } from '@/i18n/page-locale';
import { localeTags, localizedPath, ogLocales, routing, type Locale } from '@/i18n/routing';
import { staticPage, type StaticPath } from '@/content/pages';
import { site } from '@/content/site';

export function absoluteUrl(pathname: string): string {
  return `${env().SITE_URL}${pathname}`;
}

/** Canonical URL of `path` in `locale` (the English home page is the bare origin). */
export function canonicalUrl(locale: Locale, path: string): string {
  const p = localizedPath(locale, path);
  return p === '/' ? env().SITE_URL : `${env().SITE_URL}${p}`;
}

/** hreflang alternates of `path`: both locales and x-default (the English page). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[localeTags[l]] = canonicalUrl(l, path);
  languages['x-default'] = canonicalUrl(routing.defaultLocale, path);
  return languages;
}

export interface PageMetadataInput {
  locale: Locale;
  /** Path without locale prefix, starting with `/`. */
  path: string;
  /** Page title without the site name (the home page passes its full title with `absolute`). */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  image: OpenGraphImage;
  article?: { publishedTime: string; modifiedTime?: string; author: string; section: string };
}

export interface OpenGraphImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Size of every Open Graph image of the site (the `og.png` routes under app/[locale]). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The Open Graph image at `imagePath` (without locale prefix) in `locale`. */
export function openGraphImage(locale: Locale, imagePath: string, alt: string): OpenGraphImage {
  return { url: absoluteUrl(localizedPath(locale, imagePath)), ...OG_IMAGE_SIZE, alt };
}

/** Title, description, canonical, hreflang, Open Graph and Twitter for one page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { locale, path, description, image } = input;
  const title = input.absoluteTitle ? input.title : `${input.title} - ${site.name}`;
  const url = canonicalUrl(locale, path);
  const alternateLocale = routing.locales.filter((l) => l !== locale).map((l) => ogLocales[l]);
  return {
    title: { absolute: title },
    description,
    metadataBase: new URL(env().SITE_URL),
    alternates: {
      canonical: url,
      languages: languageAlternates(path),
      types: {
        'application/rss+xml': [
          { url: absoluteUrl(localizedPath(locale, '/feed.xml')), title: `${site.name} RSS` },
        ],
      },
    },
    openGraph: {
      type: input.article ? 'article' : 'website',
      siteName: site.name,
      title,
      description,
      url,
      locale: ogLocales[locale],
      alternateLocale,
      images: [image],
      ...(input.article
        ? {
            publishedTime: input.article.publishedTime,
            ...(input.article.modifiedTime ? { modifiedTime: input.article.modifiedTime } : {}),
            authors: [input.article.author],
            section: input.article.section,
          }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

/**
 * `generateMetadata` of a static page, from its registry entry (src/content/pages.ts): title and
 * description from the entry's message namespace, and the site's default Open Graph image
 * (app/[locale]/og.png).
 */
export function pageMetadataFor(path: StaticPath) {
  const page = staticPage(path);
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale });
    return pageMetadata({
      locale,
      path,
      title: t(`${page.meta}.title`),
      absoluteTitle: page.absoluteTitle,
      description: t(`${page.meta}.description`, await factValues(locale)),
      image: openGraphImage(locale, '/og.png', t('common.meta.ogImageAlt')),
    });
  };
}
