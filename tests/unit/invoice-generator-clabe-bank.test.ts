import { describe, expect, it } from 'vitest';
import { clabeBank } from '@/features/invoice-generator/cfdi/clabe-bank';
import { clabeCheckDigit, clabeError } from '@/features/invoice-generator/cfdi/checks';
import { CLABE_BANKS, CLABE_BANKS_READ_ON, CLABE_BANKS_SOURCE } from '@/content/clabe-banks';
import { facts, launchPlaceholders } from '@/content/facts';

/** The CLABE's bank from its first three digits, and its check digit. */

describe("the CLABE's bank", () => {
  it('names the bank from the first three digits, as they are typed', () => {
    expect(clabeBank('01')).toBeNull();
    expect(clabeBank('012')).toEqual({ code: '012', name: 'BBVA México' });
    expect(clabeBank('002 180 0001')).toEqual({ code: '002', name: 'Banamex' });
    for (const [code, name] of [
      ['014', 'Santander'],
      ['021', 'HSBC'],
      ['072', 'Banorte'],
      ['127', 'Banco Azteca'],
      ['137', 'BanCoppel'],
      ['638', 'Nu México'],
      ['646', 'STP'],
    ])
      expect(clabeBank(`${code}180000118359719`)?.name).toBe(name);
  });

  it('gives the code of a bank it does not know, and nothing for what is not a CLABE', () => {
    expect(clabeBank('999180000118359719')).toEqual({ code: '999', name: null });
    expect(clabeBank('ES12 3456')).toBeNull();
    expect(clabeBank('0121800001183597190')).toBeNull();
  });

  it('holds each code once, three digits, with the sources it was read in', () => {
    const codes = CLABE_BANKS.map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [code, name, sources] of CLABE_BANKS) {
      expect(code).toMatch(/^\d{3}$/);
      expect(name.trim()).not.toBe('');
      expect(sources).toMatch(/^[cwt]+$/);
    }
  });

  it('is a dated fact of the registry, sourced to Banxico, on the launch checklist until read there', () => {
    expect(facts.mxClabeBanks.value).toBe(CLABE_BANKS);
    expect(facts.mxClabeBanks.source).toBe(CLABE_BANKS_SOURCE);
    expect(CLABE_BANKS_SOURCE).toMatch(/^https:\/\/www\.banxico\.org\.mx\//);
    expect(facts.mxClabeBanks.validFrom).toBe(CLABE_BANKS_READ_ON);
    expect(launchPlaceholders().map((p) => p.key)).toContain('mxClabeBanks');
  });
});

describe("the CLABE's check digit", () => {
  it('weighs the first 17 digits 3, 7, 1 and flags a last digit that does not match', () => {
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
    expect(clabeError('032180000118359719')).toBeNull();
    expect(clabeError('032180000118359710')).toBe('clabeCheckDigit');
    expect(clabeError('03218000011835971')).toBe('clabeDigits');
  });
});
