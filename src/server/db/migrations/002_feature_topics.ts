import type { Kysely } from 'kysely';

// Outbox topics were named after the integration ("customerio.contact", "sales.email", …) with
// payloads shaped for it; they are now `<feature id>.<integration>` with payloads each integration
// reads as is (src/server/outbox/topics.ts). Items still waiting (pending or dead) are rewritten so
// nothing queued before the upgrade is lost; delivered ones only get the new topic name. The
// conversion is written out here, frozen, so later changes to the code cannot alter it.

type Old = Record<string, unknown> & { email: string; createdAt?: string };

const conversions: Record<string, { topic: string; payload(p: Old): unknown }> = {
  'customerio.contact': {
    topic: 'contact-form.customerio',
    payload: (p) => ({
      email: p.email,
      createdAt: p.createdAt,
      attributes: {
        name: p.name,
        phone: p.phone,
        company: p.company,
        text_opt_in: p.textOptIn,
        last_contact_date: p.createdAt,
      },
      event: {
        name: 'contact_form_submitted',
        id: p.eventId,
        data: {
          timestamp: p.createdAt,
          subject: p.subject,
          message_length: p.messageLength,
          has_phone: p.phone !== null,
          has_company: p.company !== null,
          text_opt_in: p.textOptIn,
          form_source: 'website_contact_page',
        },
      },
    }),
  },
  'customerio.newsletter': {
    topic: 'newsletter.customerio',
    payload: (p) => ({
      email: p.email,
      createdAt: p.createdAt,
      attributes: {
        language: p.language,
        newsletter_status: 'active',
        newsletter_source: 'articles_page',
      },
      event: {
        name: 'newsletter_subscribed',
        id: p.eventId,
        data: { source: 'articles_page', language: p.language },
      },
    }),
  },
  'sales.email': {
    topic: 'sales-contact.email',
    payload: (p) => ({
      email: p.email,
      subject: `New sales contact: ${String(p.name)}`,
      text: [
        'A visitor asked the sales team to contact them from the website.',
        '',
        `Name: ${String(p.name)}`,
        `Email: ${p.email}`,
        `Phone: ${p.phone === null ? '(not given)' : String(p.phone)}`,
        `Prefers: ${p.preferPhone ? 'phone' : 'email'}`,
        `Received: ${String(p.createdAt)}`,
      ].join('\n'),
    }),
  },
  'sales.webhook': {
    topic: 'sales-contact.webhook',
    payload: (p) => ({
      email: p.email,
      body: { name: p.name, email: p.email, phone: p.phone, preferPhone: p.preferPhone },
    }),
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are schema-agnostic
export async function up(db: Kysely<any>): Promise<void> {
  for (const [from, { topic, payload }] of Object.entries(conversions)) {
    await db
      .updateTable('outbox')
      .set({ topic })
      .where('topic', '=', from)
      .where('status', '=', 'delivered')
      .execute();
    const waiting = (await db
      .selectFrom('outbox')
      .select(['id', 'payload'])
      .where('topic', '=', from)
      .execute()) as { id: string; payload: string }[];
    for (const item of waiting) {
      await db
        .updateTable('outbox')
        .set({ topic, payload: JSON.stringify(payload(JSON.parse(item.payload) as Old)) })
        .where('id', '=', item.id)
        .execute();
    }
  }
}
