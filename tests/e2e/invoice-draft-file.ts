/** A saved-draft file as the generator exports it, for the import tests (`#import`). */

export type DraftFields = Record<string, unknown>;

/** A complete US draft, with `fields` in place of the defaults. */
export function draftOf(fields: DraftFields = {}): DraftFields {
  return {
    id: 'imported',
    updatedAt: '2026-11-20T10:00:00.000Z',
    documentLanguage: 'en',
    paper: 'letter',
    currency: 'USD',
    senderCountry: 'us',
    number: 'IMP-2026-0001',
    issueDate: '2026-11-20',
    terms: 'net15',
    dueDate: '',
    from: { name: 'Imported Studio', address: '', taxId: '', regime: '' },
    billTo: { name: 'Imported Client', address: '', taxId: '' },
    lines: [{ id: 'a', description: 'Work', quantity: '1', unitPrice: '10' }],
    discountKind: 'amount',
    discount: '',
    salesTax: '',
    iva: 'general',
    withholding: 'none',
    notes: '',
    payment: { bank: '', clabe: '', link: '' },
    ...fields,
  };
}

/** `count` lines "<description> 1", "<description> 2", … at 100 each. */
export const manyLines = (count: number, description: string) =>
  Array.from({ length: count }, (_, i) => ({
    id: `l${i}`,
    description: `${description} ${i + 1}`,
    quantity: '1',
    unitPrice: '100',
  }));

/** The file `setInputFiles` gives the import field. */
export const draftFile = (draft: DraftFields) => ({
  name: 'invoice.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify({ format: 'invoxa-invoice-draft', version: 1, draft })),
});
