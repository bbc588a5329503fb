import { describe, expect, it } from 'vitest';
import { contactFormSchema } from '@/features/contact-form/schema';
import { salesContactSchema } from '@/features/sales-contact/schema';
import { normalizeEmail } from '@/lib/forms/email';
import { formData } from '../support/forms';

const contact = (fields: Record<string, string>) =>
  contactFormSchema.validate(
    formData({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'general',
      message: 'Hi',
      ...fields,
    }),
  );

describe('input rules shared by the browser and the server', () => {
  it.each([
    ['a line break', 'Ana\nEmail: boss@attacker.test'],
    ['a carriage return', 'Ana\rX'],
    ['an escape', 'Ana\u001b[31m'],
    ['a bell', 'Ana\u0007'],
    ['a C1 control', 'Ana\u0085'],
    ['DEL', 'Ana\u007f'],
    ['a bidi override', 'Ana\u202Egnp.exe'],
    ['a bidi isolate', 'Ana\u2067x'],
  ])('refuse %s in a one-line field', (_, name) => {
    const result = contact({ name });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ name: 'invalidCharacters' });
  });

  it('let a message span lines and hold tabs, but not other controls', () => {
    expect(contact({ message: 'Line one\r\nLine two\tend' }).ok).toBe(true);
    const result = contact({ message: 'Hi\u001b]8;;evil\u0007' });
    expect(!result.ok && result.errors).toEqual({ message: 'invalidCharacters' });
  });

  it.each([
    'Sales<evil@attacker.test>',
    '"Sales" evil@attacker.test',
    'evil@attacker.test (Sales)',
    '"quoted"@example.com',
    'a@b',
    'a b@example.com',
    'a@example..com',
  ])('refuse %s as an e-mail address', (email) => {
    const result = salesContactSchema.validate(
      formData({ name: 'Ana', email, preferPhone: 'false' }),
    );
    expect(!result.ok && result.errors).toEqual({ email: 'emailInvalid' });
  });

  it('accept international addresses and store them in one form', () => {
    const result = contactFormSchema.validate(
      formData({
        name: 'José',
        email: ' Jose\u0301@Bu\u0308cher.DE ',
        subject: 'general',
        message: 'Hola',
      }),
    );
    expect(result.ok && result.value.email).toBe('josé@bücher.de');
    // Lowercased as typed, never folded into another person's address.
    expect(normalizeEmail('Straße@X.DE')).toBe('straße@x.de');
    expect(normalizeEmail('STRASSE@x.de')).toBe('strasse@x.de');
    expect(normalizeEmail('BıLL@x.de')).toBe('bıll@x.de');
    expect(normalizeEmail('\uFB03@x.de')).toBe('\uFB03@x.de');
  });
});
