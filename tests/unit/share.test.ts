import { describe, expect, it } from 'vitest';
import { shareLinks } from '@/lib/share';

describe('shareLinks', () => {
  const input = {
    url: 'https://invoxa.com/es/articles/a?x=1&y=2',
    title: 'Facturas & pagos: ¿cómo?',
    description: 'Guía #1',
  };
  const links = shareLinks(input);

  it('encodes the URL for every network', () => {
    const encoded = encodeURIComponent(input.url);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(input.title)}`,
    );
  });

  it('round-trips title and description through the e-mail link', () => {
    const mail = new URL(links.email);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(input.title);
    expect(mail.searchParams.get('body')).toBe(`${input.description}\n\n${input.url}`);
  });

  it('puts title and URL in the WhatsApp text', () => {
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${input.title} ${input.url}`);
  });

  it('works without a description', () => {
    expect(
      new URL(shareLinks({ url: 'https://x.test/', title: 'T' }).email).searchParams.get('body'),
    ).toBe('https://x.test/');
  });
});
