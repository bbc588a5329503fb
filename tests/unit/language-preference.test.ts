import { describe, expect, it } from 'vitest';
import { resolveLanguage } from '@/i18n/language-preference';

describe('resolveLanguage (the spec precedence)', () => {
  it('uses the initial language first', () => {
    expect(
      resolveLanguage({ initial: 'es', saved: 'en', pathname: '/', browserLanguages: ['en-US'] }),
    ).toBe('es');
  });

  it('uses a saved preference of exactly en or es over the path and the browser', () => {
    expect(
      resolveLanguage({ saved: 'en', pathname: '/es/contact', browserLanguages: ['es-MX'] }),
    ).toBe('en');
    expect(
      resolveLanguage({ saved: 'es', pathname: '/contact', browserLanguages: ['en-US'] }),
    ).toBe('es');
  });

  it('ignores a saved preference that is not exactly en or es', () => {
    for (const saved of ['EN', 'es-MX', 'fr', ' es', '', 'null']) {
      expect(resolveLanguage({ saved, pathname: '/contact', browserLanguages: ['en-US'] })).toBe(
        'en',
      );
    }
    expect(resolveLanguage({ saved: 'es-MX', pathname: '/es', browserLanguages: [] })).toBe('es');
  });

  it('uses a path starting with /es when nothing is saved', () => {
    expect(resolveLanguage({ pathname: '/es', browserLanguages: ['en-US'] })).toBe('es');
    expect(resolveLanguage({ pathname: '/es/pricing', browserLanguages: ['en-US'] })).toBe('es');
  });

  it('does not treat paths that merely start with the letters es as Spanish', () => {
    expect(resolveLanguage({ pathname: '/essentials', browserLanguages: ['en-US'] })).toBe('en');
  });

  it('uses a browser language starting with es next', () => {
    expect(resolveLanguage({ pathname: '/', browserLanguages: ['es-MX', 'en'] })).toBe('es');
    expect(resolveLanguage({ pathname: '/', browserLanguages: ['es'] })).toBe('es');
    expect(resolveLanguage({ pathname: '/', browserLanguages: ['ES-ar'] })).toBe('es');
  });

  it('falls back to English', () => {
    expect(resolveLanguage({ pathname: '/', browserLanguages: ['fr-FR', 'es-ES'] })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
    expect(resolveLanguage({ saved: null, pathname: null, browserLanguages: null })).toBe('en');
  });
});
