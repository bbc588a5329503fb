import { clientCountryOf, type Draft } from '../model/draft';
import { regimeCode } from './sat-regimes';

/**
 * The checks a Mexican freelancer expects of the fields the tax arithmetic does not read: the
 * RFC's format, the CLABE's 18 digits and check digit, and whether the régimen and the
 * withholding chosen agree.
 */

export type TaxIdError = 'rfcFormat' | 'clabeDigits' | 'clabeCheckDigit';

/** The generic RFCs of the SAT: the public in general, and a foreign client. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;

const compact = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

/** Whether YYMMDD names a day that exists (in either century). */
function realDate(yymmdd: string): boolean {
  const [y, m, d] = [0, 2, 4].map((i) => Number(yymmdd.slice(i, i + 2))) as [
    number,
    number,
    number,
  ];
  return [1900, 2000].some((century) => {
    const date = new Date(Date.UTC(century + y, m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  });
}

/**
 * An RFC's format: a persona física has 13 characters (four letters, the date of birth YYMMDD and
 * a three-character homoclave), a persona moral 12 (three letters, the date of incorporation and
 * the homoclave). Spaces and hyphens are ignored.
 */
export function rfcKind(value: string): 'fisica' | 'moral' | null {
  const rfc = compact(value);
  if ((GENERIC_RFCS as readonly string[]).includes(rfc)) return 'fisica';
  const match = /^([A-ZÑ&]{3,4})(\d{6})([A-Z\d]{3})$/.exec(rfc);
  if (!match || !realDate(match[2]!)) return null;
  return match[1]!.length === 4 ? 'fisica' : 'moral';
}

/** A CLABE's check digit: weights 3, 7, 1 over the first 17 digits, each product taken mod 10. */
export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * [3, 7, 1][i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a CLABE typed as 17 to 19 digits; anything else is an account number. */
export function clabeError(value: string): TaxIdError | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < 17 || digits.length > 19) return null;
  if (digits.length !== 18) return 'clabeDigits';
  return clabeCheckDigit(digits) === Number(digits[17]) ? null : 'clabeCheckDigit';
}

/** Field id → what is wrong with it, for the fields checked here. */
export function taxIdErrors(draft: Draft): Record<string, TaxIdError> {
  const errors: Record<string, TaxIdError> = {};
  if (draft.senderCountry === 'mx') {
    if (draft.from.taxId.trim() && !rfcKind(draft.from.taxId)) errors['from-taxId'] = 'rfcFormat';
    const clabe = clabeError(draft.payment.clabe);
    if (clabe) errors['payment-clabe'] = clabe;
  }
  if (clientCountryOf(draft) === 'mx' && draft.billTo.taxId.trim() && !rfcKind(draft.billTo.taxId))
    errors['billTo-taxId'] = 'rfcFormat';
  return errors;
}

/**
 * A régimen and a withholding that disagree: RESICO (626) with the 10 % ISR on fees, or the ISR
 * of RESICO for a sender whose régimen is another one.
 */
export function withholdingMismatch(draft: Draft): 'resicoWithFees' | 'feesWithResico' | null {
  if (draft.senderCountry !== 'mx') return null;
  const code = regimeCode(draft.from.regime);
  if (code === '626' && draft.withholding === 'honorarios') return 'resicoWithFees';
  if (code && code !== '626' && draft.withholding === 'resico') return 'feesWithResico';
  return null;
}

/**
 * A withholding chosen for a client who does not withhold: only a persona moral (a Mexican company,
 * RFC of 12 characters) withholds ISR and IVA from a persona física (LISR arts. 106 and 113-J, LIVA
 * art. 1-A). A client abroad (not a Mexican client, or the generic RFC XEXX010101000) and a
 * persona física (RFC of 13 characters, the generic XAXX010101000 included) do not. A warning, not
 * a block: the visitor may know better.
 */
export function withholdingClientWarning(
  draft: Draft,
): 'withholdingClientAbroad' | 'withholdingClientFisica' | null {
  if (draft.senderCountry !== 'mx' || draft.withholding === 'none') return null;
  const rfc = compact(draft.billTo.taxId);
  if (clientCountryOf(draft) !== 'mx' || rfc === GENERIC_RFCS[1]) return 'withholdingClientAbroad';
  if (rfc.length === 13) return 'withholdingClientFisica';
  return null;
}
