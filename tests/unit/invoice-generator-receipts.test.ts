import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { evaluate } from '@/features/invoice-generator/model/evaluate';
import { receiptFigures, typedAmount } from '@/features/invoice-generator/model/receipt';
import {
  earlierPayments,
  invoiceStatusAfter,
  paidAmount,
  statusFromPayments,
  stillDue,
} from '@/features/invoice-generator/model/payments';
import { followUp } from '@/features/invoice-generator/store/collection';
import { buildDocument } from '@/features/invoice-generator/document/content';
import { openBackend, readSnapshot } from '@/features/invoice-generator/store/database';
import * as schema from '@/features/invoice-generator/model/draft-schema';
import { documentWords } from '../support/invoice-documents';

const words = async () => ({ en: await documentWords('en-US'), es: await documentWords('es-MX') });

/**
 * Receipts that add up (issue 42 §1; docs/decisions/invoice-generator.md, "Receipts that add up"):
 * the payments made against an invoice, kept by its document id in the receipts; each receipt's
 * balance after all earlier ones; the amount a new receipt proposes; the invoice's status.
 */

/** A $1,000.00 invoice from a US sender (no tax). */
const invoice = (over: Partial<Draft> = {}): Draft => ({
  ...emptyDraft('2026-11-20', 'INV-2026-0001'),
  id: 'invoice-1',
  billTo: { name: 'Agency', address: '', taxId: '' },
  lines: [{ id: 'a', description: 'Design', quantity: '1', unitPrice: '1000' }],
  salesTax: '',
  ...over,
});

const total = (d: Draft) => evaluate(d).totals.total;

/** The receipt the page makes from the invoice, given what is saved: the amount still due. */
function nextReceipt(from: Draft, saved: Draft[], number: string, date: string, amount?: string) {
  const proposed = typedAmount(stillDue(from.id, total(from), saved));
  const made = followUp(from, 'receipt', number, date, proposed);
  return amount === undefined ? made : { ...made, paid: { ...made.paid!, amount } };
}

const figures = (receipt: Draft, saved: Draft[]) =>
  receiptFigures(receipt, evaluate(receipt), earlierPayments(receipt, saved))!;

describe('receipts that add up', () => {
  it('records the payment against the invoice by its document id', () => {
    const receipt = followUp(invoice(), 'receipt', 'REC-2026-0001', '2026-11-21', '400.00');
    expect(receipt.paid).toMatchObject({ invoiceId: 'invoice-1', invoiceNumber: 'INV-2026-0001' });
    expect(paidAmount(receipt)).toBe(40_000);
  });

  it('proposes the amount still due: $1,000 after a $400 payment proposes $600', () => {
    const inv = invoice();
    const proposed = nextReceipt(inv, [inv], 'REC-2026-0001', '2026-11-21');
    expect(proposed.paid!.amount).toBe('1000.00');
    const first = { ...proposed, paid: { ...proposed.paid!, amount: '400' } };
    const second = nextReceipt(inv, [inv, first], 'REC-2026-0002', '2026-11-22');
    expect(second.paid!.amount).toBe('600.00');
    // Fully paid: nothing more is proposed, never a negative amount.
    const paidUp = { ...second, paid: { ...second.paid!, amount: '600' } };
    expect(stillDue(inv.id, total(inv), [inv, first, paidUp])).toBe(0);
  });

  it('each receipt’s balance is what remains after all earlier receipts and itself', () => {
    const inv = invoice();
    const r1 = nextReceipt(inv, [inv], 'REC-2026-0001', '2026-11-21', '400');
    const r2 = nextReceipt(inv, [inv, r1], 'REC-2026-0002', '2026-11-22', '250.55');
    const r3 = nextReceipt(inv, [inv, r1, r2], 'REC-2026-0003', '2026-11-23');
    expect(r3.paid!.amount).toBe('349.45');
    const all = [inv, r1, r2, r3];
    expect(figures(r1, all)).toMatchObject({ paid: 40_000, earlier: 0, balance: 60_000 });
    expect(figures(r2, all)).toMatchObject({
      paid: 25_055,
      earlier: 40_000,
      earlierCount: 1,
      balance: 34_945,
    });
    expect(figures(r3, all)).toEqual({
      paid: 34_945,
      earlier: 65_055,
      earlierCount: 2,
      balance: 0,
      errors: {},
    });
    // Another invoice's receipts and the invoice itself do not count.
    const other = followUp(
      invoice({ id: 'invoice-2' }),
      'receipt',
      'REC-2026-0009',
      '2026-11-20',
      '5',
    );
    expect(figures(r3, [...all, other]).earlier).toBe(65_055);
  });

  it('flags a payment above what remains, and never shows a negative balance', () => {
    const inv = invoice();
    const r1 = nextReceipt(inv, [inv], 'REC-2026-0001', '2026-11-21', '400');
    const r2 = nextReceipt(inv, [inv, r1], 'REC-2026-0002', '2026-11-22', '600.01');
    const over = figures(r2, [inv, r1, r2]);
    expect(over.errors).toEqual({ 'paid-amount': 'paidOverBalance' });
    expect(over.balance).toBe(60_000);
    expect(over.balance).toBeGreaterThanOrEqual(0);
    // A first receipt over the total keeps its message.
    const alone = { ...r1, paid: { ...r1.paid!, amount: '1000.01' } };
    expect(figures(alone, [inv, alone]).errors).toEqual({ 'paid-amount': 'paidOverTotal' });
  });

  it('the invoice’s status follows: partly paid, paid, back to sent when its receipts go', () => {
    const inv = invoice({ status: 'sent' });
    expect(statusFromPayments(inv, 100_000, 40_000)).toBe('partlyPaid');
    expect(statusFromPayments({ ...inv, status: 'partlyPaid' }, 100_000, 100_000)).toBe('paid');
    expect(statusFromPayments({ ...inv, status: 'paid' }, 100_000, 100_000)).toBeNull();
    // The receipts deleted: paid or partly paid goes back to sent; a visitor's status stays.
    expect(statusFromPayments({ ...inv, status: 'paid' }, 100_000, 0)).toBe('sent');
    expect(statusFromPayments({ ...inv, status: 'partlyPaid' }, 100_000, 0)).toBe('sent');
    expect(statusFromPayments(inv, 100_000, 0)).toBeNull();
    expect(statusFromPayments(invoice(), 100_000, 0)).toBeNull();
  });

  it('after each receipt is written or deleted, the invoice’s new status is read from the list', () => {
    const inv = invoice({ status: 'sent' });
    const r1 = nextReceipt(inv, [inv], 'REC-2026-0001', '2026-11-21', '400');
    const r2 = nextReceipt(inv, [inv, r1], 'REC-2026-0002', '2026-11-22');
    const other = emptyDraft('2026-11-22', 'INV-2026-0009');
    expect(invoiceStatusAfter(r1, [inv, r1], other)).toEqual(['invoice-1', 'partlyPaid']);
    const partly = { ...inv, status: 'partlyPaid' as const };
    expect(invoiceStatusAfter(r2, [partly, r1, r2], other)).toEqual(['invoice-1', 'paid']);
    // The open invoice, as typed, is the one read.
    expect(invoiceStatusAfter(r2, [r1, r2], { ...inv, status: 'paid' })).toBeNull();
    // r2 deleted: partly paid again; both deleted: sent.
    const paid = { ...inv, status: 'paid' as const };
    expect(invoiceStatusAfter(r2, [paid, r1], other)).toEqual(['invoice-1', 'partlyPaid']);
    expect(invoiceStatusAfter(r1, [partly], other)).toEqual(['invoice-1', 'sent']);
    // A receipt made on its own changes nothing.
    expect(
      invoiceStatusAfter({ ...r1, paid: { ...r1.paid!, invoiceId: undefined } }, [inv], other),
    ).toBeNull();
  });

  it('the receipt’s document shows the earlier payments and the balance after them', async () => {
    const inv = invoice();
    const r1 = nextReceipt(inv, [inv], 'REC-2026-0001', '2026-11-21', '400');
    const r2 = nextReceipt(inv, [inv, r1], 'REC-2026-0002', '2026-11-22');
    const doc = buildDocument(r2, evaluate(r2), await words(), figures(r2, [inv, r1, r2]));
    const rows = doc.totals.map((r) => [r.label, r.value]);
    expect(rows).toContainEqual(['Paid earlier (1 receipt)', '−$400.00']);
    expect(rows).toContainEqual(['Amount paid', '$600.00']);
    expect(rows).toContainEqual(['Balance due', '$0.00']);
    const es = { ...r2, documentLanguage: 'es' as const };
    const esRows = buildDocument(
      es,
      evaluate(es),
      await words(),
      figures(es, [inv, r1, es]),
    ).totals.map((r) => r.label);
    expect(esRows).toContain('Pagado antes (1 recibo)');
  });

  it('an invoice made from a quote names the quote', async () => {
    const quote = invoice({ kind: 'quote', number: 'QUO-2026-0003', id: 'q' });
    const made = followUp(quote, 'invoice', 'INV-2026-0002', '2026-11-22', '');
    expect(made.quoteNumber).toBe('QUO-2026-0003');
    const both = { ...made, documentLanguage: 'both' as const };
    const doc = buildDocument(both, evaluate(both), await words());
    expect(doc.meta).toContainEqual(['Quote / Cotización', 'QUO-2026-0003']);
    // Not from a quote: nothing named.
    expect(
      followUp(made, 'invoice', 'INV-2026-0003', '2026-11-22', '').quoteNumber,
    ).toBeUndefined();
  });
});

describe('receipts that add up, kept in IndexedDB', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps each receipt’s invoice id and reads the balances back from the stored documents', async () => {
    const { backend } = await openBackend(null);
    const inv = invoice();
    await backend.put(inv, 0);
    const r1 = nextReceipt(inv, [inv], 'REC-2026-0001', '2026-11-21', '400');
    await backend.put(r1, 0);
    const stored = readSnapshot(await backend.read(), schema).drafts;
    const r2 = nextReceipt(inv, stored, 'REC-2026-0002', '2026-11-22');
    expect(r2.paid!.amount).toBe('600.00');
    await backend.put(r2, 0);
    const all = readSnapshot(await backend.read(), schema).drafts;
    const read = all.find((d) => d.id === r2.id)!;
    expect(read.paid!.invoiceId).toBe('invoice-1');
    expect(figures(read, all)).toMatchObject({ earlier: 40_000, paid: 60_000, balance: 0 });
    expect(stillDue(inv.id, total(inv), all)).toBe(0);
    // Deleting the first receipt: $400 due again.
    await backend.remove(r1.id);
    const after = readSnapshot(await backend.read(), schema).drafts;
    expect(stillDue(inv.id, total(inv), after)).toBe(40_000);
  });
});
