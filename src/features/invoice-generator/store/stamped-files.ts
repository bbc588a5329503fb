import type { DocumentLanguage, DocumentWords } from '../document/content';
import type { StampedCfdi } from '../cfdi/stamped-xml';
import type { StampedLook } from '../document/stamped-content';

/**
 * The printed representation of a stamped CFDI as a PDF file, made in the browser with the
 * generator's own document engine (document/layout.ts, document/pdf.ts and the fonts), each
 * loaded on demand.
 */
export async function makeStampedPdf(
  cfdi: StampedCfdi,
  look: StampedLook,
  words: Record<DocumentLanguage, DocumentWords>,
): Promise<File> {
  const [{ invoicePdf }, { fetchFonts }, { buildStampedDocument }, { layoutInvoice }] =
    await Promise.all([
      import('../document/pdf'),
      import('../document/font-files'),
      import('../document/stamped-content'),
      import('../document/layout'),
    ]);
  const bytes = await invoicePdf(
    layoutInvoice(buildStampedDocument(cfdi, look, words)),
    await fetchFonts(),
  );
  return new File([bytes as BlobPart], `CFDI-${cfdi.timbre.uuid}.pdf`, { type: 'application/pdf' });
}

/** The stamped CFDI a document keeps, read again from its XML (null if it no longer reads). */
export async function keptCfdi(xml: string): Promise<StampedCfdi | null> {
  const { parseStampedCfdi } = await import('../cfdi/stamped-xml');
  const read = parseStampedCfdi(xml);
  return read.ok ? read.cfdi : null;
}
