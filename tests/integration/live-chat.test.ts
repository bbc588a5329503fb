import { describe, expect, it } from 'vitest';
import { liveChatLead } from '@/features/live-chat/lead';
import { testDatabases } from '../support/databases';
import { formData, lead, submit } from '../support/forms';
import { leadTestDatabase } from '../support/lead-database';

// What the live chat stores and queues (src/features/live-chat): a support contact submission.

describe.each(testDatabases())('live chat on $name', (database) => {
  const leads = leadTestDatabase(database);

  it('stores a chat message as a support contact submission and names the reply address', async () => {
    const state = await submit(
      lead(
        liveChatLead,
        'en',
        formData({ name: 'Li', email: 'li@example.com', message: 'Do you support CFDI?' }),
      ),
      leads.ctx(),
    );
    expect(state.message).toBe(
      'Thanks! We received your message and will reply to li@example.com.',
    );
    const row = await leads.db
      .selectFrom('contact_submissions')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'support', text_opt_in: 0, phone: null, company: null });
  });
});
