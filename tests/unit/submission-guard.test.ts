import { describe, expect, it } from 'vitest';
import { refusalMessage, submissionRefusal } from '@/server/submission-guard';

const form = 'multipart/form-data; boundary=x';
const headers = (h: Record<string, string>) => new Headers({ host: 'invoxa.com', ...h });

describe('submission guard', () => {
  it('lets a form from the site through, with or without an Origin header', () => {
    expect(
      submissionRefusal(headers({ origin: 'https://invoxa.com', 'content-type': form })),
    ).toBeNull();
    expect(
      submissionRefusal(headers({ 'content-type': form, 'content-length': '900' })),
    ).toBeNull();
  });

  it('uses the forwarded host behind a proxy', () => {
    expect(
      submissionRefusal(
        new Headers({
          host: '10.0.0.5:3000',
          'x-forwarded-host': 'invoxa.com',
          origin: 'https://invoxa.com',
          'content-type': form,
        }),
      ),
    ).toBeNull();
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'content-type': form }, 403],
    ['an unreadable origin', { origin: 'null', 'content-type': form }, 403],
    ['a body over 64 KB', { 'content-type': form, 'content-length': String(64 * 1024 + 1) }, 413],
    ['something that is not a form', { 'content-type': 'text/plain' }, 415],
  ])('refuses %s', (_name, h, status) => {
    expect(submissionRefusal(headers(h))?.status).toBe(status);
  });

  it('answers in the language of the page posted to', () => {
    expect(refusalMessage('/contact', 'tooLarge')).toMatch(/too large/);
    expect(refusalMessage('/es/contact', 'tooLarge')).toMatch(/demasiado grande/);
  });
});
