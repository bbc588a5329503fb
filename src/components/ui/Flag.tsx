import type { Locale } from '@/i18n/routing';

/** Small flags of the two languages' countries (decorative: the language name is always shown). */
export function Flag({ locale }: { locale: Locale }) {
  return (
    <svg
      width="20"
      height="14"
      viewBox="0 0 30 21"
      aria-hidden="true"
      focusable="false"
      className="rounded-sm"
    >
      {locale === 'es' ? (
        <>
          <rect width="10" height="21" fill="#006847" />
          <rect x="10" width="10" height="21" fill="#fff" />
          <rect x="20" width="10" height="21" fill="#ce1126" />
          <circle cx="15" cy="10.5" r="2.6" fill="#8c6c3c" />
        </>
      ) : (
        <>
          <rect width="30" height="21" fill="#fff" />
          {[0, 2, 4, 6, 8, 10, 12].map((i) => (
            <rect key={i} y={i * 1.615} width="30" height="1.615" fill="#b22234" />
          ))}
          <rect width="13" height="11.3" fill="#3c3b6e" />
        </>
      )}
    </svg>
  );
}
