import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A local HTTP server standing in for an outside service. It records every request and answers
 * with the statuses (and headers) queued in `responses` (then 200).
 */
export async function startHttpStandIn() {
  const requests: RecordedRequest[] = [];
  const responses: { status: number; headers?: Record<string, string> }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const { status, headers } = responses.shift() ?? { status: 200 };
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(status < 300 ? '{}' : '{"meta":{"error":"stand-in failure"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    /** Statuses for the next requests, in order. */
    respondWith: (...answers: (number | { status: number; headers?: Record<string, string> })[]) =>
      responses.push(...answers.map((a) => (typeof a === 'number' ? { status: a } : a))),
    reset: () => {
      requests.length = 0;
      responses.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface RecordedMail {
  from: string;
  to: string[];
  raw: string;
}

/** The text of a recorded message, quoted-printable decoded. */
export function mailText(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** A local SMTP server (smtp-server package) that records every message it accepts. */
export async function startSmtpStandIn() {
  const messages: RecordedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Customer.io's reporting webhook as it calls us: the JSON body signed with the webhook signing
 * key, `X-CIO-Signature` = hex HMAC-SHA256 of `v0:<timestamp>:<body>`, `X-CIO-Timestamp` = Unix
 * seconds. Written here independently of the site's verification, so a mistake there fails.
 */
export function customerIoWebhookRequest(
  url: string,
  event: unknown,
  options: { signingKey?: string; timestamp?: number; signature?: string; body?: string } = {},
): Request {
  const body = options.body ?? JSON.stringify(event);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.signingKey !== undefined) {
    headers['X-CIO-Timestamp'] = timestamp;
    headers['X-CIO-Signature'] =
      options.signature ??
      createHmac('sha256', options.signingKey).update(`v0:${timestamp}:${body}`).digest('hex');
  }
  return new Request(url, { method: 'POST', headers, body });
}

/** A reporting event as Customer.io sends it when a person unsubscribes from an e-mail. */
export function unsubscribedEvent(
  email: string,
  eventId = `01J${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
) {
  return {
    event_id: eventId,
    object_type: 'email',
    metric: 'unsubscribed',
    timestamp: Math.floor(Date.now() / 1000),
    data: {
      customer_id: 'abc123',
      identifiers: { id: 'abc123', email },
      email_address: email,
      delivery_id: 'RPILAgABcRhIBqSp7kiPekGBIeVh',
      campaign_id: 12,
      action_id: 34,
    },
  };
}
