import { describe, expect, it } from 'vitest';
import { clientBook } from '@/features/invoice-generator/store/client-book';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { followUp } from '@/features/invoice-generator/store/collection';
import { readDraft, readProfile } from '@/features/invoice-generator/model/draft-schema';
import {
  collectBackup,
  lastNumber,
  rememberNumber,
  restoreBackup,
  saveDraft,
} from '@/features/invoice-generator/store/storage';
import { evaluate } from '@/features/invoice-generator/model/evaluate';
import { nextInvoiceNumber } from '@/features/invoice-generator/model/numbering';
import { receiptFigures } from '@/features/invoice-generator/model/receipt';
import { MemoryStorage } from '../support/memory-storage';

const invoice = (over: Partial<Draft> = {}): Draft => ({
  ...emptyDraft('2026-11-20', 'INV-2026-0007'),
  billTo: { name: 'Cliente Uno', address: 'Calle 1', taxId: 'XEXX010101000' },
  lines: [{ id: 'a', description: 'Trabajo', quantity: '3', unitPrice: '333.33' }],
  ...over,
});

describe('invoice generator: quotes, receipts, the profile, the list', () => {
  it('numbers each document in its own sequence, in both languages', () => {
    expect(nextInvoiceNumber(null, 2026, 'en', 'quote')).toBe('QUO-2026-0001');
    expect(nextInvoiceNumber(null, 2026, 'es', 'quote')).toBe('COT-2026-0001');
    expect(nextInvoiceNumber(null, 2026, 'es', 'receipt')).toBe('REC-2026-0001');
    expect(nextInvoiceNumber(null, 2026, 'es')).toBe('COB-2026-0001');
    const storage = new MemoryStorage();
    rememberNumber(storage, 'COT-2026-0004', 'quote');
    rememberNumber(storage, 'NC-2026-0010');
    expect(lastNumber(storage, 'quote')).toBe('COT-2026-0004');
    expect(lastNumber(storage, 'receipt')).toBeNull();
    expect(lastNumber(storage)).toBe('NC-2026-0010');
  });

  it('a receipt made from an invoice pays it in integer cents and shows the balance', () => {
    const source = invoice();
    const receipt = followUp(source, 'receipt', 'REC-2026-0001', '2026-11-25', '400.00');
    expect(receipt).toMatchObject({
      kind: 'receipt',
      number: 'REC-2026-0001',
      issueDate: '2026-11-25',
      paid: { amount: '400.00', method: 'transfer', invoiceNumber: 'INV-2026-0007' },
    });
    expect(receipt.id).not.toBe(source.id);
    expect(receipt.lines[0]!.id).not.toBe('a');
    const figures = receiptFigures(receipt, evaluate(receipt))!;
    // 3 × 333.33 = 999.99 (a US sender, no tax): 400.00 paid leaves 599.99.
    expect(figures).toEqual({
      paid: 40_000,
      earlier: 0,
      earlierCount: 0,
      balance: 59_999,
      errors: {},
    });
    const over = { ...receipt, paid: { ...receipt.paid!, amount: '1000' } };
    expect(receiptFigures(over, evaluate(over))!.errors).toEqual({
      'paid-amount': 'paidOverTotal',
    });
    expect(receiptFigures(source, evaluate(source))).toBeNull();
  });

  it('the address book keeps each client once, from its latest document', () => {
    const older = invoice({ updatedAt: '2026-11-01T00:00:00Z', currency: 'USD' });
    const newer = invoice({
      updatedAt: '2026-11-10T00:00:00Z',
      currency: 'MXN',
      billTo: { name: '  cliente   UNO ', address: 'Calle 2', taxId: '' },
    });
    const book = clientBook([
      older,
      newer,
      invoice({ billTo: { name: '', address: '', taxId: '' } }),
    ]);
    expect(book).toHaveLength(1);
    expect(book[0]!.fill).toMatchObject({ currency: 'MXN', billTo: { address: 'Calle 2' } });
  });

  it('a backup restores every document and the profile, and restoring it twice adds nothing', () => {
    const from = new MemoryStorage();
    saveDraft(from, invoice({ id: 'one', updatedAt: '2026-11-01T00:00:00Z' }));
    saveDraft(from, invoice({ id: 'two', updatedAt: '2026-11-02T00:00:00Z', status: 'paid' }));
    from.setItem(
      'invoxa.invoice-generator.profile',
      JSON.stringify({
        senderCountry: 'mx',
        from: { name: 'Ana', address: '', taxId: '', regime: '626', email: 'a@b.example' },
        payment: { bank: 'Banco', clabe: '', link: '' },
      }),
    );
    const backup = collectBackup(from, readDraft, readProfile);
    expect(backup.documents.map((d) => d.id).sort()).toEqual(['one', 'two']);
    expect(backup.profile?.from.email).toBe('a@b.example');

    const to = new MemoryStorage();
    expect(restoreBackup(to, backup, readDraft).written).toBe(2);
    expect(restoreBackup(to, backup, readDraft).written).toBe(0);
    const restored = collectBackup(to, readDraft, readProfile);
    expect(restored.documents.find((d) => d.id === 'two')?.status).toBe('paid');
    expect(restored.profile).toEqual(backup.profile);
  });
});
