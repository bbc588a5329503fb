import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { COVERED, FONT_WIDTHS } from '@/features/invoice-generator/document/font-metrics';
import { FONT_PACKAGE_FILES } from '@/features/invoice-generator/document/font-files';
import { SUBSTITUTE } from '@/features/invoice-generator/document/layout';
import { pdfFileName } from '@/features/invoice-generator/document/pdf';
import { coveredRanges, encodeWidths } from '../../scripts/invoice-font-ranges.mjs';
import { pdfOf } from '../support/invoice-documents';
import { overlappingRuns, pdfLayout, pdfPages } from '../support/pdf-text';

const mexicanDraft = (lines: number): Draft => ({
  ...emptyDraft('2026-11-20', 'INV-2026-0100'),
  senderCountry: 'mx',
  currency: 'MXN',
  documentLanguage: 'es',
  withholding: 'honorarios',
  billTo: {
    name: 'Compañía Ñandú, S.A. de C.V.',
    address: 'Av. Reforma 1, CDMX',
    taxId: 'CNA010101AAA',
  },
  lines: Array.from({ length: lines }, (_, i) => ({
    id: String(i),
    description: `Sesión de diseño número ${i + 1}`,
    quantity: '1',
    unitPrice: '1000',
  })),
});

describe('the PDF', () => {
  it('lays text out with the widths of the font it embeds (document/font-metrics.ts is up to date)', () => {
    const fonts = (['regular', 'bold'] as const).map((weight) =>
      fontkit.create(readFileSync(FONT_PACKAGE_FILES[weight])),
    );
    const ranges = coveredRanges(fonts);
    expect(COVERED).toEqual(ranges);
    expect(FONT_WIDTHS.regular).toBe(encodeWidths(fonts[0]!, ranges));
    expect(FONT_WIDTHS.bold).toBe(encodeWidths(fonts[1]!, ranges));
  });

  it('numbers the pages of a long invoice and repeats the number and the client on each', async () => {
    const pages = await pdfPages(await pdfOf(mexicanDraft(60)));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain(`Página 1 de ${pages.length}`);
    for (const page of pages.slice(1))
      expect(page).toContain('Nota de cobro INV-2026-0100 · Compañía Ñandú, S.A. de C.V.');
    const all = pages.join(' ');
    expect(all).toContain('$60,000.00'); // subtotal, es-MX format
    expect(all).toContain('IVA retenido (dos terceras partes, 10.6667%)');
  });

  it('prints every character typed; one no font has becomes a visible substitute with a note', async () => {
    const draft: Draft = {
      ...emptyDraft('2026-11-20', 'Nº-2026-01'),
      from: { name: 'Studio Łódź № 5', address: 'ul. Piotrkowska 1', taxId: '', regime: '' },
      billTo: { name: 'Ελληνική Εταιρεία', address: '', taxId: '' },
      lines: [{ id: 'a', description: 'Diseño — “final” 🦄', quantity: '1', unitPrice: '10' }],
    };
    const text = (await pdfPages(await pdfOf(draft))).join(' ');
    expect(text).toContain('Studio Łódź № 5');
    expect(text).toContain('Ελληνική Εταιρεία');
    expect(text).toContain(`Diseño — “final” ${SUBSTITUTE}`);
    expect(text).not.toContain('?');
    expect(text).toContain('cannot be printed');
    expect(pdfFileName('Nº-2026-01', 'Studio Łódź / "№ 5"', 'invoice')).toBe(
      'Nº-2026-01_Studio-Łódź-5.pdf',
    );
    expect(pdfFileName('', '', 'Untitled invoice')).toBe('Untitled-invoice.pdf');
  });

  it('overlaps no text, even bilingual headings beside eight-digit totals; the payment link is a link', async () => {
    const draft: Draft = {
      ...mexicanDraft(3),
      documentLanguage: 'both',
      discountKind: 'percent',
      discount: '10',
      lines: [
        {
          id: 'a',
          description: 'Desarrollo de software a la medida para la plataforma de facturación',
          quantity: '1',
          unitPrice: '98,765,432.10',
        },
        { id: 'b', description: 'Soporte', quantity: '12.5', unitPrice: '1,234,567.89' },
      ],
      payment: { bank: 'BBVA', clabe: '', link: 'pay.example.com/inv-100' },
    };
    const { runs, links } = await pdfLayout(await pdfOf(draft));
    expect(overlappingRuns(runs)).toEqual([]);
    const text = runs.map((r) => r.text).join(' ');
    expect(text).toContain('Discount (10%) / Descuento (10%)');
    expect(text).not.toContain(SUBSTITUTE);
    expect(links).toEqual([{ page: 1, url: 'https://pay.example.com/inv-100' }]);
  });
});
