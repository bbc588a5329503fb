import { getTranslations } from 'next-intl/server';
import { packageFonts } from '@/features/invoice-generator/server/font-package';
import type { DocumentLabel } from '@/features/invoice-generator/document/content';
import { layoutInvoice } from '@/features/invoice-generator/document/layout';
import { invoicePdf } from '@/features/invoice-generator/document/pdf';
import { factValues } from '@/content/fact-messages';
import { isLocale, routing } from '@/i18n/routing';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

const BLANK = '____________________';

/**
 * The printable blank invoice (/invoice-generator/template.pdf, /es/…), drawn at build time with
 * the generator's own PDF code, for visitors without JavaScript or who prefer paper.
 */
export async function GET(
  _request: Request,
  ctx: RouteContext<'/[locale]/invoice-generator/template.pdf'>,
) {
  const { locale } = await ctx.params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  // The document's words through next-intl on the server, with the facts registry's figures.
  const words = await getTranslations({ locale, namespace: 'invoice-generator.document' });
  const facts = await factValues(locale);
  const ui = await getTranslations({ locale, namespace: 'invoice-generator.ui' });
  const label = (key: DocumentLabel, values: Record<string, string> = {}) =>
    words(key, { ...facts, rate: '____ %', ...values });
  const layout = layoutInvoice({
    languages: [locale],
    paper: 'letter',
    title: label('title'),
    reference: label('title'),
    meta: [
      [label('number'), BLANK],
      [label('issueDate'), BLANK],
      [label('dueDate'), BLANK],
    ],
    parties: [
      { heading: label('from'), lines: [] },
      { heading: label('billTo'), lines: [] },
    ],
    columns: [label('description'), label('quantity'), label('unitPrice'), label('amount')],
    rows: [],
    invalidRows: [],
    totals: [
      { label: label('subtotal'), value: BLANK },
      { label: label('discount'), value: BLANK },
      { label: locale === 'es' ? label('iva') : label('salesTax'), value: BLANK },
      { label: label('total'), value: BLANK, strong: true },
    ],
    currencyNote: label('currency', { currency: `${ui('currencyUSD')} / ${ui('currencyMXN')}` }),
    blocks: [
      {
        heading: label('payment'),
        lines: [`${label('bank')}: ${BLANK}`, `${label('clabe')}: ${BLANK}`],
      },
      { heading: label('notes'), lines: [BLANK + BLANK + BLANK] },
    ],
    notice: locale === 'es' ? label('notCfdi') : null,
    pageLabel: (page, pages) => label('page', { page: String(page), pages: String(pages) }),
    continuation: label('title'),
    missingGlyphs: label('missingGlyphs'),
  });
  const bytes = await invoicePdf(layout, await packageFonts(), { blankRows: 14 });
  return new Response(bytes as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${locale === 'es' ? 'nota-de-cobro' : 'invoice'}-template.pdf"`,
    },
  });
}
