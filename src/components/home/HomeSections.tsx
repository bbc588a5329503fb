import { getTranslations } from 'next-intl/server';
import { factValues, withFacts } from '@/content/fact-messages';
import { facts, homeStatSources } from '@/content/facts';
import type { Locale } from '@/i18n/routing';
import { externalLinks } from '@/content/site';
import { icons } from '@/components/ui/icons';
import { NewTabLabel } from '@/components/ui/NewTabLabel';
import { HeroPreview } from './HeroPreview';

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages.home.hero' });
  const f = await factValues(locale);
  const links = externalLinks();
  const ticks = await withFacts(locale, t.raw('ticks') as string[]);
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="eyebrow">{t('eyebrow', f)}</p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            {t('title', f)}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-muted">{t('subtitle', f)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={links.signup} className="btn-primary">
              {t('useForFree', f)}
            </a>
            <a
              href={links.scheduling}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-secondary"
            >
              {t('learnMore', f)}
              <NewTabLabel locale={locale} />
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            {ticks.map((tick) => (
              <li key={tick} className="flex items-center gap-2">
                <span className="text-brand-700 [&>svg]:h-5 [&>svg]:w-5">{icons.check}</span>
                {tick}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <HeroPreview locale={locale} label={t('screenshotAlt', f)} />
        </div>
      </div>
    </section>
  );
}

export async function Stats({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages.home.stats' });
  const f = await factValues(locale);
  const items = await withFacts(
    locale,
    t.raw('items') as { value: string; label: string; source: string }[],
  );
  return (
    <section aria-labelledby="stats-title" className="surface-dark bg-brand-900 text-white">
      <div className="container-page py-14">
        <h2 id="stats-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t('heading', f)}
        </h2>
        <dl className="mt-10 grid gap-8 sm:grid-cols-2">
          {items.map((item, i) => (
            // Number on top, label and its source under it: the numbers share one line whatever
            // the labels do. Each figure links the published study it comes from.
            <div key={item.value} className="flex flex-col-reverse justify-end text-center">
              <dt className="mt-2 text-base leading-7 text-brand-100">
                {item.label}
                <a
                  href={facts[homeStatSources[i]!].source}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 block text-sm underline underline-offset-2"
                >
                  {t('sourceLabel', { source: item.source })}
                  <NewTabLabel locale={locale} />
                </a>
              </dt>
              <dd className="text-5xl font-bold tracking-tight">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const featureIcons = [
  icons.invoice,
  icons.bolt,
  icons.card,
  icons.chart,
  icons.shield,
  icons.sparkles,
];

export async function Features({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages.home.features' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const f = await factValues(locale);
  const items = await withFacts(locale, t.raw('items') as { title: string; text: string }[]);
  return (
    <section aria-labelledby="features-title" className="container-page py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('heading', f)}
        </h2>
        <p className="mt-4 text-lg text-muted">{t('subtitle', f)}</p>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => (
          <li key={item.title} className="rounded-2xl border border-slate-200 p-6">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              {featureIcons[i]}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 leading-7 text-muted">{item.text}</p>
          </li>
        ))}
      </ul>
      <p id="cfdi" className="mx-auto mt-10 max-w-3xl text-center leading-7 text-muted">
        {common('cfdi.statement', f)}
      </p>
    </section>
  );
}

export async function HowItWorks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages.home.steps' });
  const f = await factValues(locale);
  const items = await withFacts(locale, t.raw('items') as { title: string; text: string }[]);
  return (
    <section aria-labelledby="steps-title" className="bg-slate-50">
      <div className="container-page py-20">
        <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {t('heading', f)}
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {items.map((item, i) => (
            <li key={item.title} className="relative rounded-2xl bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 leading-7 text-muted">{item.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export async function FinalCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages.home.cta' });
  const f = await factValues(locale);
  return (
    <section aria-labelledby="cta-title" className="container-page py-20">
      <div className="surface-dark rounded-3xl bg-brand-800 px-6 py-14 text-center text-white sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('title', f)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{t('text', f)}</p>
        <a href={externalLinks().signup} className="btn-inverse mt-8">
          {t('button', f)}
        </a>
        <p className="mt-4 text-sm text-brand-100">{t('disclaimer', f)}</p>
      </div>
    </section>
  );
}
