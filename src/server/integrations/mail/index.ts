import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env, type Env } from '@/env';
import { DeliveryError } from '../http';

/** A notification e-mail to the sales team about a person, who receives the replies. */
export interface SalesNotification {
  email: string;
  subject: string;
  text: string;
  /** False for a notice about the person (a deletion) that nobody should answer to them. */
  replyToPerson?: boolean;
}

/** An e-mail to the person themselves (the confirmation and completion of a privacy request). */
export interface PersonMail {
  email: string;
  subject: string;
  text: string;
}

/** Whether e-mail can be sent at all (SMTP_URL). */
export function personMailConfigured(e: Env = env()): boolean {
  return Boolean(e.SMTP_URL);
}

/** Whether sales notifications by e-mail are configured (SMTP_URL and SALES_NOTIFY_EMAIL). */
export function salesMailConfigured(e: Env = env()): boolean {
  return Boolean(e.SMTP_URL && e.SALES_NOTIFY_EMAIL);
}

const transports = new Map<string, Transporter>();

function transport(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    // Every step has a timeout, so one delivery cannot outlast the outbox's lock on it.
    t = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, t);
  }
  return t;
}

/** Sends one plain-text e-mail over SMTP_URL. Every SMTP failure is retryable except a rejected recipient. */
export async function sendMail(
  smtpUrl: string,
  message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    replyTo?: string;
    /** Stable across retries, so a repeated delivery is recognisable as the same message. */
    messageId?: string;
  },
): Promise<void> {
  try {
    await transport(smtpUrl).sendMail(message);
  } catch (error) {
    const code = (error as { responseCode?: number }).responseCode;
    const permanent = typeof code === 'number' && code >= 550 && code < 560;
    throw new DeliveryError(
      `SMTP: ${error instanceof Error ? error.message : String(error)}`,
      !permanent,
      code,
    );
  }
}

/** A Message-ID derived from the outbox item, the same on every retry of that item. */
export function messageIdFor(key: string, e: Env = env()): string {
  return `<${key}@${new URL(e.SITE_URL).hostname}>`;
}

/** Sends a sales notification to SALES_NOTIFY_EMAIL, with the person as Reply-To unless it says not to. */
export async function sendSalesNotification(n: SalesNotification, key: string, e: Env = env()) {
  if (!e.SMTP_URL || !e.SALES_NOTIFY_EMAIL)
    throw new DeliveryError('sales e-mail: SMTP_URL or SALES_NOTIFY_EMAIL no longer set', false);
  await sendMail(e.SMTP_URL, {
    from: e.SMTP_FROM,
    to: e.SALES_NOTIFY_EMAIL,
    replyTo: n.replyToPerson === false ? undefined : n.email,
    subject: n.subject,
    text: n.text,
    messageId: messageIdFor(key, e),
  });
}

/** Sends an e-mail to the person it concerns, with a Message-ID derived from `key`. */
export async function sendPersonMail(mail: PersonMail, key: string, e: Env = env()) {
  if (!e.SMTP_URL) throw new DeliveryError('e-mail: SMTP_URL no longer set', false);
  await sendMail(e.SMTP_URL, {
    from: e.SMTP_FROM,
    to: mail.email,
    subject: mail.subject,
    text: mail.text,
    messageId: messageIdFor(key, e),
  });
}
