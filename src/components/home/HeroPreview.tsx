import { getTranslations } from 'next-intl/server';
import { factValues, isoToday, withFacts } from '@/content/fact-messages';
import { HERO_INVOICE_TERMS_DAYS, heroInvoiceDates } from '@/content/hero-invoice';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/routing';
import { icons } from '@/components/ui/icons';

type Reminder = { title: string; detail: string };

/** Where each reminder of the preview stands: sent, next (highlighted), or still to come. */
const reminderStates = ['done', 'done', 'next', 'planned', 'followUp'] as const;

const marker = {
  done: { className: 'border-brand-700 bg-brand-700 text-white', icon: icons.check },
  next: { className: 'border-amber-500 bg-amber-50 text-amber-700', icon: icons.bell },
  planned: { className: 'border-slate-300 bg-white text-slate-500', icon: icons.bell },
  followUp: { className: 'border-slate-300 bg-white text-slate-500', icon: icons.clock },
} as const;

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * The hero's picture of the product at every width: the payment-status, reminder and
 * payment-method cards of an invoice awaiting payment, drawn in HTML from the translation files,
 * so they are sharp at any pixel density, need no image request, read at body-text size and say
 * what the facts registry says (docs/decisions/images.md, "The hero's picture"). It is one image
 * to assistive technology, with `screenshotAlt` as its name. Its invoice is dated from the day the
 * page is rendered (the home page regenerates daily) and its reminders fall on the days of the
 * reminder schedule fact (src/content/hero-invoice.ts).
 */
export async function HeroPreview({ locale, label }: { locale: Locale; label: string }) {
  const t = await getTranslations({ locale, namespace: 'pages.home.hero.preview' });
  const steps = t.raw('steps') as string[];
  const timeline = await withFacts(locale, t.raw('timeline') as Reminder[]);
  const f = await factValues(locale);
  const dates = heroInvoiceDates(isoToday());
  return (
    <div
      role="img"
      aria-label={label}
      className="mx-auto grid max-w-sm gap-4 text-sm text-slate-600 select-none [&_svg]:shrink-0"
    >
      <div className={card}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-ink">{t('status')}</span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
            <span className="size-1.5 rounded-full bg-amber-600" />
            {t('awaiting')}
          </span>
        </div>
        <p className="mt-2 text-3xl font-bold tracking-tight text-ink">
          {t('amount')}{' '}
          <span className="text-sm font-semibold text-slate-500">{t('currency')}</span>
        </p>
        <p className="mt-1">
          {t('due', {
            dueDate: formatDate(dates.due, locale, 'medium'),
            termDays: HERO_INVOICE_TERMS_DAYS,
          })}
        </p>
        <ol className="mt-4 flex items-center gap-2 text-xs font-semibold">
          {steps.map((step, i) => {
            const reached = i < steps.length - 1;
            return (
              <li key={i} className="flex flex-1 items-center gap-1.5 last:flex-none">
                <span
                  className={`flex size-5 items-center justify-center rounded-full border [&>svg]:size-3 ${reached ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300'}`}
                >
                  {reached && icons.check}
                </span>
                <span className={reached ? 'text-brand-800' : 'text-slate-500'}>{step}</span>
                {i < steps.length - 1 && (
                  <span className={`h-px flex-1 ${i === 0 ? 'bg-brand-600' : 'bg-slate-200'}`} />
                )}
              </li>
            );
          })}
        </ol>
      </div>

      <div className={card}>
        <div className="flex items-center justify-between">
          <span className="flex items-center gap-2 font-semibold text-ink [&>svg]:size-4">
            {icons.bell}
            {t('reminders')}
          </span>
          <span className="flex items-center gap-2 text-xs font-semibold text-brand-800">
            {t('auto')}
            <span className="flex h-5 w-9 items-center justify-end rounded-full bg-brand-700 p-0.5">
              <span className="size-4 rounded-full bg-white" />
            </span>
          </span>
        </div>
        <ol className="mt-4 grid gap-4">
          {timeline.map((reminder, i) => {
            const state = reminderStates[i] ?? 'planned';
            return (
              <li key={i} className="flex gap-3">
                <span
                  className={`flex size-6 items-center justify-center rounded-full border [&>svg]:size-3.5 ${marker[state].className}`}
                >
                  {marker[state].icon}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink">{reminder.title}</span>
                  <span className="block text-xs">{reminder.detail}</span>
                </span>
                <span
                  className={`text-xs font-semibold ${state === 'next' ? 'text-amber-700' : 'text-slate-600'}`}
                >
                  <time dateTime={dates.timeline[i]}>
                    {formatDate(dates.timeline[i] ?? dates.due, locale, 'dayMonth')}
                  </time>
                </span>
              </li>
            );
          })}
        </ol>
        <p className="mt-4 flex items-center gap-2 font-semibold text-brand-800 [&>svg]:size-4">
          {icons.bell}
          {t('scheduleNote')}
        </p>
      </div>

      <div className={card}>
        <p className="font-semibold text-ink">{t('methods')}</p>
        <p className="mt-3 flex flex-wrap gap-2 text-xs font-semibold text-slate-700">
          {[
            [icons.card, t('card')],
            [icons.bank, t('bank')],
          ].map(([icon, name], i) => (
            <span
              key={i}
              className="flex items-center gap-1.5 rounded-lg border border-slate-200 px-3 py-1.5 [&>svg]:size-4"
            >
              {icon}
              {name}
            </span>
          ))}
        </p>
        <p className="mt-3 text-xs">{t('matched', f)}</p>
      </div>
    </div>
  );
}
