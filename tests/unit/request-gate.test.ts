import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  clientAddress,
  gateSettings,
  plainAddress,
  prepareRequest,
  refusalMessage,
  serverTimeouts,
  submissionGate,
} from '../../scripts/request-gate.mjs';
import { formatMessage } from '@/i18n/translate';
import { splitLocalePath } from '@/i18n/routing';
import enForms from '../../locales/en-US/forms.json';
import esForms from '../../locales/es-MX/forms.json';

const messages = { en: enForms, es: esForms };
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

/** A request as Node's HTTP server hands it over, enough for the gate. */
function request(
  headers: Record<string, string>,
  method = 'POST',
  peer = '198.51.100.9',
  url = '/contact',
) {
  const socket = Object.assign(new EventEmitter(), { remoteAddress: peer });
  return { method, url, headers: { ...headers }, socket, resume() {} };
}

/** A response that records what the gate answered. */
function response() {
  const emitter = new EventEmitter();
  const answer: { status?: number; headers?: Record<string, string | number>; text?: string } = {};
  return Object.assign(emitter, {
    answer,
    writeHead(status: number, headers: Record<string, string | number>) {
      Object.assign(answer, { status, headers });
    },
    end(text: string) {
      answer.text = text;
    },
  });
}

describe('preparing a request for Next.js', () => {
  const settings = gateSettings({ MAX_CONCURRENT_SUBMISSIONS: '2' });

  it('replaces the forwarding headers a client sent when no proxy is trusted', () => {
    const req = request(
      {
        'x-forwarded-for': '203.0.113.1',
        'x-forwarded-host': 'evil.example',
        'x-real-ip': '203.0.113.2',
      },
      'GET',
    );
    const forward = vi.fn();
    prepareRequest(req, response(), settings, submissionGate(2), forward);
    expect(forward).toHaveBeenCalledOnce();
    expect(req.headers).toEqual({ 'x-forwarded-for': '198.51.100.9' });
  });

  it('keeps the proxy headers behind trusted proxies, with the address it vouches for', () => {
    const req = request(
      { 'x-forwarded-for': 'forged, 203.0.113.7', 'x-forwarded-host': 'invoxa.com' },
      'GET',
      '10.0.0.2',
    );
    prepareRequest(
      req,
      response(),
      { ...settings, trustedProxyHops: 1 },
      submissionGate(2),
      vi.fn(),
    );
    expect(req.headers).toEqual({
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'invoxa.com',
    });
  });

  it('counts submissions per instance and per address group, the address checked first', () => {
    const gate = submissionGate(3, 2);
    const responses = Array.from({ length: 3 }, () => response());
    expect(gate.admit(responses[0]!, '198.51.100.9')).toBe('admitted');
    expect(gate.admit(responses[1]!, '198.51.100.9')).toBe('admitted');
    // The third from that address is refused for the address and not counted.
    expect(gate.admit(response(), '198.51.100.9')).toBe('tooMany');
    expect(gate.inFlight).toBe(2);
    expect(gate.admit(responses[2]!, '2001:db8:aa:bb::/64')).toBe('admitted');
    // The instance is full: a new address hears "busy", one at its own limit still "tooMany".
    expect(gate.admit(response(), '203.0.113.7')).toBe('busy');
    expect(gate.admit(response(), '198.51.100.9')).toBe('tooMany');
    // A finished submission frees its place once, even if its connection closes afterwards.
    responses[0]!.emit('finish');
    responses[0]!.emit('close');
    expect(gate.inFlight).toBe(2);
    expect(gate.inFlightFrom('198.51.100.9')).toBe(1);
    expect(gate.admit(response(), '198.51.100.9')).toBe('admitted');
    expect(gate.inFlight).toBe(3);
  });
});

describe('gate settings', () => {
  it('default to no trusted proxy, 16 submissions at once, 4 per address, 10 s for a body', () => {
    expect(gateSettings({})).toEqual({
      trustedProxyHops: 0,
      maxConcurrentSubmissions: 16,
      maxSubmissionsPerAddress: 4,
      busyRetryAfterSeconds: 5,
      submissionBodySeconds: 10,
    });
  });

  it("set Node's timeouts instead of leaving its defaults (60 s headers, 5 min request, checked every 30 s)", () => {
    expect(serverTimeouts(gateSettings({}))).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      connectionsCheckingInterval: 1_000,
    });
    // The backstop always leaves the submission's own deadline time to answer with its sentence.
    expect(serverTimeouts(gateSettings({ SUBMISSION_BODY_SECONDS: '60' })).requestTimeout).toBe(
      80_000,
    );
  });

  it('refuse a value that is not a whole number, naming the variable', () => {
    expect(() => gateSettings({ TRUSTED_PROXY_HOPS: 'true' })).toThrow(
      'TRUSTED_PROXY_HOPS must be a whole number of at least 0 (it is "true")',
    );
    expect(() => gateSettings({ MAX_CONCURRENT_SUBMISSIONS: '0' })).toThrow(
      'MAX_CONCURRENT_SUBMISSIONS must be a whole number of at least 1',
    );
    expect(() => gateSettings({ MAX_SUBMISSIONS_PER_ADDRESS: '0' })).toThrow(
      'MAX_SUBMISSIONS_PER_ADDRESS must be a whole number of at least 1',
    );
    expect(() => gateSettings({ SUBMISSION_BODY_SECONDS: '1.5' })).toThrow(
      'SUBMISSION_BODY_SECONDS must be a whole number of at least 1',
    );
  });
});

const reasons = ['busy', 'tooMany', 'slow', 'tooLarge'] as const;

describe("the gate's refusals", () => {
  it.each([
    ['/es/contact', 'es'],
    ['/es', 'es'],
    ['/contact', 'en'],
    ['/', 'en'],
    ['/español', 'en'],
  ] as const)('for %s are in the page language (%s), as the page splits it', (path, locale) => {
    expect(splitLocalePath(path).locale).toBe(locale);
    for (const reason of reasons)
      expect(refusalMessage(path, reason)).toBe(messages[locale].common.refused[reason]);
  });

  it.each(['en', 'es'] as const)(
    'read, in %s, the same as the sentences the form formats for them (the form compares them)',
    (locale) => {
      for (const reason of reasons) {
        const sent = refusalMessage(locale === 'es' ? '/es/contact' : '/contact', reason);
        expect(formatMessage(locale, sent, {})).toBe(sent);
        expect(sent.length).toBeGreaterThan(40);
      }
    },
  );
});
