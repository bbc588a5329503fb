import { factValues } from '@/content/fact-messages';
import type { Draft } from '@/features/invoice-generator/model/draft';
import { compileMessages } from '@/features/invoice-generator/server/messages';
import { packageFonts } from '@/features/invoice-generator/server/font-package';
import { evaluate } from '@/features/invoice-generator/model/evaluate';
import {
  buildDocument,
  documentLabels,
  type DocumentWords,
} from '@/features/invoice-generator/document/content';
import { layoutInvoice } from '@/features/invoice-generator/document/layout';
import { invoicePdf } from '@/features/invoice-generator/document/pdf';
import { readNamespace } from './messages';

/** The generator's document words as the page passes them: precompiled, facts-registry figures in. */
export async function documentWords(tag: 'en-US' | 'es-MX'): Promise<DocumentWords> {
  const doc = (readNamespace(tag, 'invoice-generator') as { document: Record<string, string> })
    .document;
  const values = await factValues(tag === 'en-US' ? 'en' : 'es');
  return {
    locale: tag,
    labels: compileMessages(
      Object.fromEntries(documentLabels.map((k) => [k, doc[k]!])) as Record<
        (typeof documentLabels)[number],
        string
      >,
      values,
    ),
  };
}

/** A draft's PDF as the browser makes it (the package's fonts instead of fetched ones). */
export async function pdfOf(draft: Draft): Promise<Uint8Array> {
  const doc = buildDocument(draft, evaluate(draft), {
    en: await documentWords('en-US'),
    es: await documentWords('es-MX'),
  });
  return invoicePdf(layoutInvoice(doc), await packageFonts());
}
