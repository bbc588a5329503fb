import { describe, expect, it } from 'vitest';
import { emptyDraft, profileOf, type Draft } from '@/features/invoice-generator/model/draft';
import { readDraft, readProfile } from '@/features/invoice-generator/model/draft-schema';
import {
  ACCENTS,
  accentIds,
  layoutIds,
  rgbOf,
  type Look,
} from '@/features/invoice-generator/model/look';
import { pdfOf } from '../support/invoice-documents';
import { overlappingRuns, pdfLayout, pdfPages, pdfPaint } from '../support/pdf-text';

/** The look of one's own: the palette's contrast, each layout drawn without overlaps, in colour. */

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** A 1×1 PNG, as a logo. */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const busyDraft = (look?: Look, logo = false): Draft => ({
  ...emptyDraft('2026-11-20', 'INV-2026-0100'),
  senderCountry: 'mx',
  currency: 'MXN',
  documentLanguage: 'both',
  withholding: 'honorarios',
  discountKind: 'percent',
  discount: '10',
  from: { name: 'Estudio Ruiz', address: 'Calle Durango 12', taxId: '', regime: '' },
  billTo: { name: 'Compañía Ñandú, S.A. de C.V.', address: 'Av. Reforma 1, CDMX', taxId: '' },
  lines: [
    {
      id: 'a',
      description: 'Desarrollo de software a la medida para la plataforma de facturación',
      quantity: '1',
      unitPrice: '98,765,432.10',
    },
    { id: 'b', description: 'Soporte', quantity: '12.5', unitPrice: '1,234,567.89' },
  ],
  notes: 'Gracias por su preferencia.',
  payment: { bank: 'BBVA', clabe: '', link: 'pay.example.com/inv-100' },
  ...(logo ? { logo: LOGO } : {}),
  ...(look ? { look } : {}),
});

const hex = (c: string) => c.toLowerCase();

describe('the look of one’s own', () => {
  it('every accent reads at 4.5:1 or more on white, and white text on it too', () => {
    for (const id of accentIds) {
      expect(contrast(ACCENTS[id], '#ffffff'), id).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', ACCENTS[id]), id).toBeGreaterThanOrEqual(4.5);
    }
    // The test itself: a light colour fails.
    expect(contrast('#60a5fa', '#ffffff')).toBeLessThan(4.5);
  });

  it('a draft without a look draws as before: the classic layout in ink, no coloured shapes', async () => {
    const paint = await pdfPaint(await pdfOf(busyDraft()));
    const title = paint.texts.find((t) => t.text === 'Invoice / Nota de cobro')!;
    expect(title.color).toBe('#0f1729'); // the ink of rgb(0.06, 0.09, 0.16)
    expect(paint.fills).toEqual([]);
    expect(paint.strokes.every((s) => s === '#ccd4de')).toBe(true); // the grey rules
  });

  for (const layout of layoutIds)
    for (const logo of [false, true])
      it(`${layout}${logo ? ' with a logo' : ''}: no text overlaps, on the first page or after`, async () => {
        const draft = busyDraft({ layout, accent: 'wine' }, logo);
        const many = {
          ...draft,
          lines: Array.from({ length: 50 }, (_, i) => ({
            id: String(i),
            description: `Sesión de diseño número ${i + 1} con entregables`,
            quantity: '1',
            unitPrice: '1000',
          })),
        };
        for (const d of [draft, many]) {
          const bytes = await pdfOf(d);
          const { runs } = await pdfLayout(bytes);
          expect(overlappingRuns(runs)).toEqual([]);
          const text = (await pdfPages(bytes)).join(' ');
          expect(text).toContain('Compañía Ñandú, S.A. de C.V.');
          expect(text).toContain('Total due / Total a pagar');
        }
      });

  it('classic: the title, headings, header rule and total in the accent', async () => {
    const navy = hex(ACCENTS.navy);
    const paint = await pdfPaint(await pdfOf(busyDraft({ layout: 'classic', accent: 'navy' })));
    const color = (s: string) => paint.texts.find((t) => t.text === s)?.color;
    expect(color('Invoice / Nota de cobro')).toBe(navy);
    expect(color('From / Emisor')).toBe(navy);
    expect(color('Description / Descripción')).toBe(navy);
    expect(color('Notes / Notas')).toBe(navy);
    expect(paint.texts.filter((t) => t.color === navy).map((t) => t.text)).toContain(
      'Total due / Total a pagar',
    );
    expect(paint.strokes).toContain(navy);
    expect(color('Soporte')).toBe('#0f1729'); // the lines stay in ink
    expect(paint.fills).toEqual([]);
  });

  it('band: the title and details in white on an accent band; the logo on a white tile', async () => {
    const teal = hex(ACCENTS.teal);
    const paint = await pdfPaint(await pdfOf(busyDraft({ layout: 'band', accent: 'teal' }, true)));
    expect(paint.fills.slice(0, 2)).toEqual([teal, '#ffffff']);
    const color = (s: string) => paint.texts.find((t) => t.text.startsWith(s))?.color;
    expect(color('Invoice / Nota de cobro')).toBe('#ffffff');
    expect(color('Invoice number / Folio: INV-2026-0100')).toBe('#ffffff');
    expect(color('Bill to / Cliente')).toBe(teal);
  });

  it('lined: the header row filled with the accent, its words white, a rule under each row', async () => {
    const plum = hex(ACCENTS.plum);
    const paint = await pdfPaint(await pdfOf(busyDraft({ layout: 'lined', accent: 'plum' })));
    expect(paint.fills).toEqual([plum]);
    const color = (s: string) => paint.texts.find((t) => t.text === s)?.color;
    expect(color('Description / Descripción')).toBe('#ffffff');
    expect(color('Invoice / Nota de cobro')).toBe(plum);
    expect(paint.strokes.filter((s) => s === '#ccd4de')).toHaveLength(2); // one per row
  });

  it('is kept by the draft format and the profile; older drafts read without it', () => {
    const draft = busyDraft({ layout: 'band', accent: 'green' });
    expect(readDraft(JSON.parse(JSON.stringify(draft)))?.look).toEqual({
      layout: 'band',
      accent: 'green',
    });
    expect(readDraft({ ...draft, look: { layout: 'band', accent: 'pink' } })).toBeNull();
    expect(readDraft(busyDraft())?.look).toBeUndefined();
    const profile = profileOf(draft);
    expect(readProfile(JSON.parse(JSON.stringify(profile)))?.look).toEqual(draft.look);
    expect(emptyDraft('2026-11-21', 'INV-2', 'en', profile).look).toEqual(draft.look);
    expect(emptyDraft('2026-11-21', 'INV-2', 'en').look).toBeUndefined();
  });
});
