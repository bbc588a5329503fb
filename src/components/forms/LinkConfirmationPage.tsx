import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { localizedPath, type Locale } from '@/i18n/routing';
import type { LinkConfirmationState } from '@/lib/forms/constants';
import { LinkConfirmation } from './LinkConfirmation';

/**
 * What a feature confirmed through an e-mailed link gives the one confirmation page: its texts
 * (namespace `<feature>.confirmPage`), the state its link opens with, its button's action (the
 * effect), and the way to start again under a link that cannot be used.
 */
export interface LinkConfirmationPageSpec {
  feature: 'newsletter' | 'data-deletion';
  /** The page's path, without the locale prefix. */
  path: string;
  pageState: (locale: Locale, token: string) => Promise<LinkConfirmationState>;
  action: (previous: LinkConfirmationState, data: FormData) => Promise<LinkConfirmationState>;
  buttonClassName: string;
  startAgainHref: string;
}

interface RouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Each feature's texts: `title`, `text`, `button`, `submitting`, `startAgain`, `meta.*`, answers. */
const NAMESPACES = {
  newsletter: 'newsletter.confirmPage',
  'data-deletion': 'data-deletion.confirmPage',
} as const satisfies Record<LinkConfirmationPageSpec['feature'], string>;

const texts = (locale: Locale, spec: LinkConfirmationPageSpec) =>
  getTranslations({ locale, namespace: NAMESPACES[spec.feature] });

/** The page's metadata: never indexed, and the token never leaves it in a Referer. */
async function linkConfirmationMetadata(
  params: RouteProps['params'],
  spec: LinkConfirmationPageSpec,
): Promise<Metadata> {
  const t = await texts(await pageLocale(params), spec);
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/**
 * The page a confirmation link opens: a button that confirms (a POST, so a mail scanner opening
 * the link confirms nothing), or the reason the link cannot be used. It reads the link's token, so
 * it is rendered per request; it is never indexed and never linked from other pages.
 */
async function LinkConfirmationPage({
  params,
  searchParams,
  spec,
}: RouteProps & { spec: LinkConfirmationPageSpec }) {
  const locale = await pageLocale(params);
  const t = await texts(locale, spec);
  const value = (await searchParams).token;
  const token = typeof value === 'string' ? value : '';
  return (
    <div className="container-page max-w-2xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <div className="mt-8">
        <LinkConfirmation
          action={spec.action}
          locale={locale}
          token={token}
          permalink={`${localizedPath(locale, spec.path)}?token=${encodeURIComponent(token)}`}
          initial={await spec.pageState(locale, token)}
          labels={{ text: t('text'), button: t('button'), submitting: t('submitting') }}
          buttonClassName={spec.buttonClassName}
          startAgain={
            <Link href={spec.startAgainHref} className="btn-secondary mt-6">
              {t('startAgain')}
            </Link>
          }
        />
      </div>
    </div>
  );
}

/** A confirmation page's route: its metadata and its page, for the feature's `app/` route file. */
export function linkConfirmationRoute(spec: LinkConfirmationPageSpec) {
  return {
    generateMetadata: ({ params }: RouteProps) => linkConfirmationMetadata(params, spec),
    Page: (props: RouteProps) => <LinkConfirmationPage {...props} spec={spec} />,
  };
}
