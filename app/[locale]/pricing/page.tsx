import { getTranslations } from 'next-intl/server';
import { Faq, type FaqItem } from '@/components/ui/Faq';
import { PageHero } from '@/components/ui/PageHero';
import { icons } from '@/components/ui/icons';
import { plans } from '@/content/plans';
import { externalLinks } from '@/content/site';
import { factValues, withFacts } from '@/content/fact-messages';
import { pageLocale } from '@/i18n/page-locale';
import { localizedPath } from '@/i18n/routing';
import { pageMetadataFor } from '@/lib/metadata';

export const generateMetadata = pageMetadataFor('/pricing');

export default async function PricingPage({ params }: PageProps<'/[locale]/pricing'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.pricing' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const signup = externalLinks().signup;
  const facts = await factValues(locale);
  const features = Object.fromEntries(
    await Promise.all(
      plans.map(
        async (plan) =>
          [
            plan.id,
            await withFacts(locale, t.raw(`plans.${plan.id}.features`) as string[]),
          ] as const,
      ),
    ),
  );

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <section aria-label={t('hero.eyebrow')} className="container-page -mt-4 pb-8">
        <ul className="grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => {
            const nameId = `plan-${plan.id}`;
            return (
              <li
                key={plan.id}
                aria-labelledby={nameId}
                className={`relative flex flex-col rounded-2xl border p-8 ${plan.popular ? 'border-brand-700 shadow-xl ring-2 ring-brand-700' : 'border-slate-200'}`}
              >
                {plan.popular && (
                  <p className="absolute -top-3 left-8 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
                    {t('mostPopular')}
                  </p>
                )}
                <h2 id={nameId} className="text-xl font-semibold">
                  {t(`plans.${plan.id}.name`)}
                </h2>
                <p className="mt-2 text-muted">{t(`plans.${plan.id}.description`, facts)}</p>
                <p className="mt-6 flex items-baseline gap-2">
                  <span className="text-4xl font-bold tracking-tight sm:whitespace-nowrap">
                    {plan.price === null ? t('custom') : facts[plan.price]}
                  </span>
                  {plan.period !== 'custom' && (
                    <span className="text-muted">
                      {plan.period === 'month' ? t('perMonth') : t('forever')}
                    </span>
                  )}
                </p>
                {plan.note && (
                  <p className="mt-2 text-sm text-muted">{t(`plans.${plan.id}.note`, facts)}</p>
                )}
                <ul className="mt-6 flex-1 space-y-3">
                  {features[plan.id]!.map((f) => (
                    <li key={f} className="flex gap-3">
                      <span className="mt-0.5 shrink-0 text-brand-700 [&>svg]:h-5 [&>svg]:w-5">
                        {icons.check}
                      </span>
                      <span>{f}</span>
                    </li>
                  ))}
                </ul>
                <a
                  href={
                    plan.cta === 'sales' ? `${localizedPath(locale, '/contact')}#sales` : signup
                  }
                  className={`mt-8 ${plan.popular ? 'btn-primary' : 'btn-secondary'}`}
                >
                  {t(`plans.${plan.id}.cta`)}
                </a>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-sm text-muted">{t('note')}</p>
        <p className="mx-auto mt-4 max-w-3xl text-center text-sm text-muted">
          {common('cfdi.statement', facts)}
        </p>
      </section>
      <Faq
        title={t('faq.title')}
        items={await withFacts(locale, t.raw('faq.items') as FaqItem[])}
      />
      <section aria-labelledby="pricing-cta" className="container-page pb-20">
        <div className="surface-dark rounded-3xl bg-brand-800 px-6 py-12 text-center text-white">
          <h2 id="pricing-cta" className="text-3xl font-bold">
            {t('cta.title')}
          </h2>
          <p className="mt-3 text-lg text-brand-50">{t('cta.text')}</p>
          <a href={signup} className="btn-inverse mt-8">
            {t('cta.button')}
          </a>
          <p className="mt-4 text-sm text-brand-100">{t('note')}</p>
        </div>
      </section>
    </>
  );
}
