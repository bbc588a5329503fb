import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { DeliveryError } from '../delivery-error';

const transports = new Map<string, Transporter>();

function transport(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, t);
  }
  return t;
}

/** Sends one plain-text e-mail over SMTP_URL. Every SMTP failure is retryable except a rejected recipient. */
export async function sendMail(
  smtpUrl: string,
  message: { from: string; to: string; subject: string; text: string; replyTo?: string },
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
