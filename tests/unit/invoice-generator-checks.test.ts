import { describe, expect, it } from 'vitest';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { REGIMES, regimeCode } from '@/features/invoice-generator/cfdi/sat-regimes';
import {
  clabeCheckDigit,
  clabeError,
  rfcKind,
  taxIdErrors,
  withholdingMismatch,
} from '@/features/invoice-generator/cfdi/checks';

describe('the checks of a Mexican document', () => {
  it('reads an RFC: 13 characters for a person, 12 for a company, the generic ones', () => {
    expect(rfcKind('GODE561231GR8')).toBe('fisica');
    expect(rfcKind('gode-561231-gr8')).toBe('fisica');
    expect(rfcKind('ABC010101AB1')).toBe('moral');
    expect(rfcKind('Ñ&A010101AB1')).toBe('moral');
    expect(rfcKind('XAXX010101000')).toBe('fisica');
    expect(rfcKind('XEXX010101000')).toBe('fisica');
    for (const bad of [
      '',
      'ABC123',
      'GODE561331GR8',
      'GODE560230GR8',
      'GODE561231GR',
      'AB010101AB1',
    ])
      expect(rfcKind(bad), bad).toBeNull();
    // 29 February exists in 2000 (and 1900 did not have it, 2000 did): a leap-year birthday reads.
    expect(rfcKind('GODE000229GR8')).toBe('fisica');
  });

  it('checks a CLABE: 18 digits, the last one from weights 3, 7, 1', () => {
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
    expect(clabeError('032180000118359719')).toBeNull();
    expect(clabeError('032 180 000118359719')).toBeNull();
    expect(clabeError('032180000118359710')).toBe('clabeCheckDigit');
    expect(clabeError('03218000011835971')).toBe('clabeDigits');
    expect(clabeError('0321800001183597190')).toBe('clabeDigits');
    // An account number or a text is not a CLABE and is left alone.
    expect(clabeError('1234567890')).toBeNull();
    expect(clabeError('BBVA cuenta 0123')).toBeNull();
  });

  it('checks the RFCs of a Mexican sender and of a Mexican client only', () => {
    const mx: Draft = {
      ...emptyDraft('2026-11-20', 'NC-2026-0001', 'es'),
      from: { name: '', address: '', taxId: 'BAD', regime: '' },
      billTo: { name: '', address: '', taxId: 'ALSO BAD' },
    };
    expect(taxIdErrors(mx)).toEqual({ 'from-taxId': 'rfcFormat', 'billTo-taxId': 'rfcFormat' });
    expect(taxIdErrors({ ...mx, clientCountry: 'us' })).toEqual({ 'from-taxId': 'rfcFormat' });
    expect(taxIdErrors({ ...mx, senderCountry: 'us', clientCountry: 'us' })).toEqual({});
  });

  it('lists the SAT catalogue of regimes and warns when régimen and withholding disagree', () => {
    expect(REGIMES.map(([code]) => code)).toContain('626');
    expect(new Set(REGIMES.map(([code]) => code)).size).toBe(REGIMES.length);
    expect(regimeCode('626')).toBe('626');
    expect(regimeCode('626 RESICO')).toBe('626');
    expect(regimeCode('RESICO')).toBeNull();
    const mx = emptyDraft('2026-11-20', 'NC-2026-0001', 'es');
    const resico = { ...mx, from: { ...mx.from, regime: '626' } };
    expect(withholdingMismatch({ ...resico, withholding: 'honorarios' })).toBe('resicoWithFees');
    expect(withholdingMismatch({ ...resico, withholding: 'resico' })).toBeNull();
    const fees = { ...mx, from: { ...mx.from, regime: '612' } };
    expect(withholdingMismatch({ ...fees, withholding: 'resico' })).toBe('feesWithResico');
    expect(withholdingMismatch({ ...fees, withholding: 'honorarios' })).toBeNull();
  });
});
