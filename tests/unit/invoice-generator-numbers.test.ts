import { describe, expect, it } from 'vitest';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { usedNumbers } from '@/features/invoice-generator/store/restore';
import {
  downloadedNumbers,
  lastNumber,
  readStored,
  rememberNumber,
  saveDraft,
} from '@/features/invoice-generator/store/storage';
import { nextFreeNumber } from '@/features/invoice-generator/model/numbering';
import { MemoryStorage } from '../support/memory-storage';

/**
 * The number a new document proposes (issue 38): after the highest used with its prefix and
 * year, among the saved documents and the numbers downloaded.
 */

const YEAR = new Date().getFullYear();
const draft = (id: string, number: string): Draft => ({
  ...emptyDraft(`${YEAR}-11-20`, number),
  id,
  updatedAt: `${YEAR}-11-20T10:00:00.000Z`,
});

describe('invoice generator: numbers are never proposed twice', () => {
  it('three new invoices in a row get three numbers (saved, none downloaded)', () => {
    const used: string[] = [];
    for (const expected of ['INV-2026-0001', 'INV-2026-0002', 'INV-2026-0003']) {
      const number = nextFreeNumber(used, null, 2026, 'en');
      expect(number).toBe(expected);
      used.push(number);
    }
    expect(nextFreeNumber(['REC-2026-0001'], null, 2026, 'es', 'receipt')).toBe('REC-2026-0002');
  });

  it('downloads out of order: 0001, 0002, then 0001 again → 0003', () => {
    const storage = new MemoryStorage();
    for (const n of ['INV-2026-0001', 'INV-2026-0002', 'INV-2026-0001']) rememberNumber(storage, n);
    expect(lastNumber(storage)).toBe('INV-2026-0001');
    expect(downloadedNumbers(storage)).toEqual(['INV-2026-0002', 'INV-2026-0001']);
    const used = usedNumbers([], downloadedNumbers(storage), {
      invoice: lastNumber(storage),
      quote: null,
      receipt: null,
    });
    expect(nextFreeNumber(used, lastNumber(storage), 2026, 'en')).toBe('INV-2026-0003');
  });

  it('keeps the sequence of the last download: its prefix and width, this year only', () => {
    const used = ['ACME-2026-00041', 'ACME-2025-00090', 'INV-2026-0100', 'ACME-2026-00007'];
    expect(nextFreeNumber(used, 'ACME-2026-00007', 2026)).toBe('ACME-2026-00042');
    // A new year starts again at 1, whatever last year used.
    expect(nextFreeNumber(used, 'ACME-2026-00041', 2027)).toBe('ACME-2027-00001');
    // Other prefixes and what does not read as a number do not count.
    expect(nextFreeNumber(['NC-2026-0009', 'whatever', ''], null, 2026, 'en')).toBe(
      'INV-2026-0001',
    );
    // Without downloads, after the number the document is made from (a duplicate).
    expect(nextFreeNumber([], 'ACME-2026-0007', 2026)).toBe('ACME-2026-0008');
  });

  it('a returning visitor: what is stored tells the numbers used, and the first one proposed', async () => {
    const schema = await import('@/features/invoice-generator/model/draft-schema');
    const storage = new MemoryStorage();
    saveDraft(storage, draft('a', `INV-${YEAR}-0004`), false);
    saveDraft(storage, draft('b', `INV-${YEAR}-0002`), false);
    rememberNumber(storage, `INV-${YEAR}-0003`);
    const stored = readStored(storage, schema, 'en');
    // A saved draft is shown (the most recent one), and every number used is known.
    expect(stored.draft.id).toBe('a');
    expect(stored.drafts.map((d) => d.number).sort()).toEqual([
      `INV-${YEAR}-0002`,
      `INV-${YEAR}-0004`,
    ]);
    const used = usedNumbers(
      stored.drafts.map((d) => d.number),
      stored.downloaded,
      stored.last,
    );
    expect(nextFreeNumber(used, stored.last.invoice, YEAR, 'en')).toBe(`INV-${YEAR}-0005`);
    // Nothing saved but a number downloaded (the documents deleted): the next after it.
    const numbersOnly = new MemoryStorage();
    rememberNumber(numbersOnly, `NC-${YEAR}-0011`);
    expect(readStored(numbersOnly, null, 'es').draft.number).toBe(`COB-${YEAR}-0012`); // NC- was the old prefix (issue 40 §6)
    // Before the list of downloads existed, only the last number was kept: it still counts.
    const before = new MemoryStorage();
    before.setItem('invoxa.invoice-generator.last-number', `INV-${YEAR}-0005`);
    expect(readStored(before, null, 'en').draft.number).toBe(`INV-${YEAR}-0006`);
  });
});
