import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';

/** The way to the free invoice generator: a section of the home page, or a box after an article. */
export async function GeneratorTeaser({
  locale,
  place,
}: {
  locale: Locale;
  place: 'home' | 'article';
}) {
  const t = await getTranslations({ locale, namespace: 'invoice-generator' });
  const title = place === 'home' ? t('home.title') : t('article.title');
  const text = place === 'home' ? t('home.text') : t('article.text');
  const link = place === 'home' ? t('home.link') : t('article.link');
  const id = `generator-teaser-${place}`;
  return (
    <section
      aria-labelledby={id}
      className={
        place === 'home'
          ? 'container-page pt-20'
          : 'mt-14 rounded-2xl border border-brand-200 bg-brand-50 p-6'
      }
    >
      <div
        className={
          place === 'home'
            ? 'rounded-3xl border border-brand-200 bg-brand-50 px-6 py-10 text-center'
            : ''
        }
      >
        <h2 id={id} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        <p className={`mt-3 text-muted ${place === 'home' ? 'mx-auto max-w-2xl text-lg' : ''}`}>
          {text}
        </p>
        <Link href="/invoice-generator" className="btn-primary mt-6">
          {link}
        </Link>
      </div>
    </section>
  );
}
