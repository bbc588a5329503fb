import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  BUSY_HEADER,
  clientAddress,
  edgeSettings,
  plainAddress,
  prepareRequest,
  submissionGate,
} from '../../scripts/server-edge.mjs';
import {
  BUSY_HEADER as GUARD_BUSY_HEADER,
  refusalMessage,
  submissionRefusal,
} from '@/server/submission-guard';
import { formatMessage } from '@/i18n/translate';
import { addressGroup } from '@/server/rate-limit';

describe('the client address', () => {
  it('is the connection peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.9', '203.0.113.1, 203.0.113.2', 0)).toBe('198.51.100.9');
    expect(clientAddress('::ffff:198.51.100.9', undefined, 0)).toBe('198.51.100.9');
  });

  it('counts trusted hops from the right: entries the client wrote on the left are ignored', () => {
    // nginx (the peer) appended the address it saw after whatever the client sent.
    expect(clientAddress('10.0.0.2', 'forged, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', '1.2.3.4, 5.6.7.8, 203.0.113.7', 1)).toBe('203.0.113.7');
    // A CDN appended the visitor, nginx appended the CDN's edge.
    expect(clientAddress('10.0.0.2', 'forged, 203.0.113.7, 192.0.2.10', 2)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', '[2001:db8::5]:443, 192.0.2.10', 2)).toBe('2001:db8::5');
  });

  it('falls back to the leftmost entry of a short chain, and to the peer for a non-address', () => {
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.7', 3)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', 'unknown, nonsense', 1)).toBe('10.0.0.2');
  });

  it('reads addresses with ports, brackets and IPv4 mapping', () => {
    expect(plainAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(plainAddress('[2001:DB8::1]:8080')).toBe('2001:db8::1');
    expect(plainAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(plainAddress('example.com')).toBeNull();
  });

  it('groups IPv6 addresses by their /64 network for the rate limit', () => {
    expect(addressGroup('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(addressGroup('2001:db8:aa:bb:ffff:1:2:3')).toBe('2001:db8:aa:bb::/64');
    expect(addressGroup('2001:0db8:00aa:00bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(addressGroup('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(addressGroup('198.51.100.4')).toBe('198.51.100.4');
  });
});

/** A request as Node's HTTP server hands it over, enough for the edge. */
function request(headers: Record<string, string>, method = 'POST', peer = '198.51.100.9') {
  return { method, headers: { ...headers }, socket: { remoteAddress: peer } };
}
const response = () => new EventEmitter();

describe('preparing a request for Next.js', () => {
  const settings = { trustedProxyHops: 0, maxConcurrentSubmissions: 2, busyRetryAfterSeconds: 5 };

  it('replaces the forwarding headers a client sent when no proxy is trusted', () => {
    const req = request(
      {
        'x-forwarded-for': '203.0.113.1',
        'x-forwarded-host': 'evil.example',
        'x-real-ip': '203.0.113.2',
        [BUSY_HEADER]: '1',
      },
      'GET',
    );
    prepareRequest(req, response(), settings, submissionGate(2));
    expect(req.headers).toEqual({ 'x-forwarded-for': '198.51.100.9' });
  });

  it('keeps the proxy headers behind trusted proxies, with the address it vouches for', () => {
    const req = request(
      { 'x-forwarded-for': 'forged, 203.0.113.7', 'x-forwarded-host': 'invoxa.com' },
      'GET',
      '10.0.0.2',
    );
    prepareRequest(req, response(), { ...settings, trustedProxyHops: 1 }, submissionGate(2));
    expect(req.headers).toEqual({
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'invoxa.com',
    });
  });

  it('marks submissions over the cap as busy until one in progress ends', () => {
    const gate = submissionGate(2);
    const action = () =>
      request({ 'next-action': 'abc', 'content-type': 'multipart/form-data; boundary=x' });
    const first = response();
    const [a, b, c] = [action(), action(), action()];
    prepareRequest(a, first, settings, gate);
    prepareRequest(b, response(), settings, gate);
    prepareRequest(c, response(), settings, gate);
    expect([a, b, c].map((r) => r.headers[BUSY_HEADER])).toEqual([undefined, undefined, '5']);
    // Pages are never held back.
    const page = request({}, 'GET');
    prepareRequest(page, response(), settings, gate);
    expect(page.headers[BUSY_HEADER]).toBeUndefined();
    // A finished submission frees its place once, even if its connection closes afterwards.
    first.emit('finish');
    first.emit('close');
    expect(gate.inFlight).toBe(1);
    const d = action();
    prepareRequest(d, response(), settings, gate);
    expect(d.headers[BUSY_HEADER]).toBeUndefined();
  });

  it('is answered 503 with Retry-After by the submission guard', () => {
    expect(GUARD_BUSY_HEADER).toBe(BUSY_HEADER);
    expect(
      submissionRefusal(
        new Headers({ [BUSY_HEADER]: '7', 'content-type': 'multipart/form-data; boundary=x' }),
      ),
    ).toEqual({ status: 503, reason: 'busy', retryAfterSeconds: 7 });
  });
});

describe('edge settings', () => {
  it('default to no trusted proxy and a cap of 16', () => {
    expect(edgeSettings({})).toEqual({
      trustedProxyHops: 0,
      maxConcurrentSubmissions: 16,
      busyRetryAfterSeconds: 5,
    });
  });

  it('refuse a value that is not a whole number, naming the variable', () => {
    expect(() => edgeSettings({ TRUSTED_PROXY_HOPS: 'true' })).toThrow(
      'TRUSTED_PROXY_HOPS must be a whole number of at least 0 (it is "true")',
    );
    expect(() => edgeSettings({ MAX_CONCURRENT_SUBMISSIONS: '0' })).toThrow(
      'MAX_CONCURRENT_SUBMISSIONS must be a whole number of at least 1',
    );
  });
});

describe('the busy answer', () => {
  it.each(['en', 'es'] as const)(
    'is the sentence the form shows for it, in %s (the form compares them to tell busy from offline)',
    (locale) => {
      const sent = refusalMessage(locale === 'es' ? '/es/contact' : '/contact', 'busy');
      // The form's copy is formatted as ICU; the plain answer must read the same.
      const shown = formatMessage(locale, sent, {});
      expect(shown).toBe(sent);
      expect(sent.length).toBeGreaterThan(40);
    },
  );
});
