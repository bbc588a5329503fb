import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/BackLink';
import { legalDocuments, parseLegalDocument, type LegalDocumentKey } from '@/content/legal';
import { site } from '@/content/site';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/i18n/format';
import { factValues } from '@/content/fact-messages';
import { richLegalText } from './rich-text';

export async function loadLegalDocument(key: LegalDocumentKey, locale: Locale) {
  return parseLegalDocument(key, (await loadMessages(locale))[key]);
}

/**
 * A numbered legal text with its table of contents and contact blocks. A text with a
 * data-protection-officer block (the privacy policy) ends with two unnumbered blocks, contact
 * and officer; otherwise the contact block is the last numbered section (the terms' 17th).
 * Messages may name facts (`{privacyEmail}`) and link other pages (`<deletion>…</deletion>`).
 */
export async function LegalDocumentView({
  documentKey,
  locale,
  emails,
}: {
  documentKey: LegalDocumentKey;
  locale: Locale;
  /** The address of the contact block, and of the data-protection-officer block if the text has one. */
  emails: { contact: string; dpo?: string };
}) {
  const doc = await loadLegalDocument(documentKey, locale);
  const t = await getTranslations({ locale, namespace: 'pages.legal' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const dates = legalDocuments[documentKey];
  const blocks = [
    { id: 'contact-block', ...doc.contact, email: emails.contact },
    ...(doc.dpo && emails.dpo ? [{ id: 'dpo', ...doc.dpo, email: emails.dpo }] : []),
  ];
  const numberedContact = !(doc.dpo && emails.dpo);
  const contactNumber = doc.sections.length + 1;
  const contactHeading = numberedContact
    ? `${contactNumber}. ${doc.contact.heading}`
    : doc.contact.heading;
  const facts = await factValues(locale);
  const rich = (message: string) => richLegalText(locale, facts, message);
  const address = (
    <p className="mt-6 text-sm text-muted">
      {t('addressLabel')}: {site.legalName}, {site.address.street}, {site.address.locality},{' '}
      {site.address.region} {site.address.postalCode}, {site.address.country}
    </p>
  );
  function ContactDetails({ block }: { block: (typeof blocks)[number] }) {
    return (
      <>
        <p className="mt-4">{rich(block.text)}</p>
        <dl className="mt-3 space-y-1">
          <div>
            <dt className="inline font-medium">{t('emailLabel')}: </dt>
            <dd className="inline">
              <a href={`mailto:${block.email}`} className="link">
                {block.email}
              </a>
            </dd>
          </div>
        </dl>
      </>
    );
  }

  return (
    <div className="container-page max-w-4xl py-10 sm:py-14">
      <BackLink href="/" label={common('backToHome')} />
      <h1 className="mt-8 text-4xl font-bold tracking-tight sm:text-5xl">{doc.title}</h1>
      <p className="mt-4 text-sm text-muted">
        {t('effective', { date: formatDate(dates.effective, locale) })}
        <span aria-hidden="true"> · </span>
        {t('updated', { date: formatDate(dates.updated, locale) })}
      </p>
      <p className="mt-6 text-lg leading-8 text-slate-700">{rich(doc.intro)}</p>

      <nav aria-labelledby="legal-toc" className="mt-10 rounded-2xl border border-slate-200 p-6">
        <h2 id="legal-toc" className="text-sm font-bold tracking-wide text-slate-700 uppercase">
          {t('contents')}
        </h2>
        <ol className="mt-3 grid gap-x-8 gap-y-1 text-brand-800 sm:grid-cols-2">
          {doc.sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="hover:underline">
                {i + 1}. {s.heading}
              </a>
            </li>
          ))}
          {numberedContact ? (
            <li>
              <a href="#contact" className="hover:underline">
                {contactHeading}
              </a>
            </li>
          ) : (
            blocks.map((b) => (
              <li key={b.id}>
                <a href={b.id === 'dpo' ? '#dpo' : '#contact'} className="hover:underline">
                  {b.heading}
                </a>
              </li>
            ))
          )}
        </ol>
      </nav>

      {/* Index keys: a text as its own key would travel a third time in the page's RSC payload. */}
      <div className="mt-12 space-y-12 leading-7 text-slate-800">
        {doc.sections.map((s, i) => (
          <section key={s.id} aria-labelledby={s.id}>
            <h2 id={s.id} className="scroll-mt-24 text-2xl font-bold text-ink">
              {i + 1}. {s.heading}
            </h2>
            {s.paragraphs?.map((p, k) => (
              <p key={k} className="mt-4">
                {rich(p)}
              </p>
            ))}
            {s.subsections.map((sub, j) => (
              <div key={j} className="mt-6">
                <h3 className="text-lg font-semibold text-ink">
                  {i + 1}.{j + 1} {sub.heading}
                </h3>
                {sub.paragraphs?.map((p, k) => (
                  <p key={k} className="mt-3">
                    {rich(p)}
                  </p>
                ))}
                {sub.items && (
                  <ul className="mt-3 list-disc space-y-1 pl-6">
                    {sub.items.map((item, k) => (
                      <li key={k}>{rich(item)}</li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </section>
        ))}
        {numberedContact ? (
          <section aria-labelledby="contact" className="rounded-2xl bg-slate-50 p-6 sm:p-8">
            <h2 id="contact" className="scroll-mt-24 text-2xl font-bold text-ink">
              {contactHeading}
            </h2>
            {blocks.map((b) => (
              <ContactDetails key={b.id} block={b} />
            ))}
            {address}
          </section>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2">
            {blocks.map((b) => (
              <section
                key={b.id}
                aria-labelledby={b.id === 'dpo' ? 'dpo' : 'contact'}
                className="rounded-2xl bg-slate-50 p-6 sm:p-8"
              >
                <h2
                  id={b.id === 'dpo' ? 'dpo' : 'contact'}
                  className="scroll-mt-24 text-2xl font-bold text-ink"
                >
                  {b.heading}
                </h2>
                <ContactDetails block={b} />
                {b.id !== 'dpo' && address}
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
