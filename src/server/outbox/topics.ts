import type { OutboxTopic } from '../db/schema';

/** What each outbox topic carries. */
export interface OutboxPayloads {
  'customerio.contact': {
    email: string;
    name: string;
    phone: string | null;
    company: string | null;
    subject: string;
    messageLength: number;
    textOptIn: boolean;
    createdAt: string;
    eventId: string;
  };
  'customerio.newsletter': {
    email: string;
    language: 'en' | 'es';
    createdAt: string;
    eventId: string;
  };
  'sales.email': {
    name: string;
    email: string;
    phone: string | null;
    preferPhone: boolean;
    createdAt: string;
  };
  'sales.webhook': { name: string; email: string; phone: string | null; preferPhone: boolean };
}

export type OutboxMessage = {
  [T in OutboxTopic]: { topic: T; payload: OutboxPayloads[T] };
}[OutboxTopic];
