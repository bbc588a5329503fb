import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { COUNTDOWN_SECONDS } from './constants';
import { Countdown, GoBackButton } from './Countdown';

/** The localized 404 page: graphic, title, text, countdown, go back / go home, suggestions. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const countdown = Array.from({ length: COUNTDOWN_SECONDS + 1 }, (_, s) =>
    t('countdown', { seconds: s }),
  );
  const suggestions = [
    { href: '/', label: t('suggestions.home') },
    { href: '/articles', label: t('suggestions.articles') },
    { href: '/contact', label: t('suggestions.contact') },
  ] as const;

  return (
    <div className="container-page py-16 text-center sm:py-24">
      <svg viewBox="0 0 240 120" className="mx-auto h-28 w-auto sm:h-36" aria-hidden="true">
        <rect
          x="70"
          y="8"
          width="100"
          height="104"
          rx="10"
          fill="#f0fdfa"
          stroke="#0f766e"
          strokeWidth="4"
        />
        <path
          d="M90 36h60M90 52h60M90 68h36"
          stroke="#99f6e4"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <circle cx="150" cy="84" r="20" fill="white" stroke="#0f766e" strokeWidth="5" />
        <path d="M164 98l18 18" stroke="#0f766e" strokeWidth="7" strokeLinecap="round" />
        {[20, 196].map((x) => (
          <text
            key={x}
            x={x}
            y="78"
            fontSize="44"
            fontWeight="700"
            fill="#0f766e"
            fontFamily="system-ui, sans-serif"
          >
            4
          </text>
        ))}
      </svg>
      <p className="mt-6 text-sm font-bold tracking-widest text-brand-800">{t('code')}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg leading-8 text-muted">{t('description')}</p>
      <Countdown
        messages={countdown}
        notice={t('redirectNotice')}
        labels={{ pause: t('pause'), resume: t('resume'), paused: t('paused') }}
      />
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <GoBackButton label={t('goBack')} />
        <Link href="/" className="btn-primary">
          {t('goHome')}
        </Link>
      </div>
      <nav aria-labelledby="suggestions-title" className="mx-auto mt-14 max-w-md">
        <h2 id="suggestions-title" className="text-lg font-semibold">
          {t('suggestionsTitle')}
        </h2>
        <ul className="mt-4 flex justify-center gap-6">
          {suggestions.map((s) => (
            <li key={s.href}>
              <Link href={s.href} className="link">
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-10 text-muted">
        {t('supportText')}{' '}
        <Link href="/contact" className="link">
          {t('contactSupport')}
        </Link>
      </p>
    </div>
  );
}
