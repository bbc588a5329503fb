import 'server-only';
import { send } from '../delivery-error';

/** POSTs a JSON document to an operator-configured URL (the sales notification webhook). */
export async function postJson(url: string, body: unknown): Promise<void> {
  await send(
    url,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    'Sales webhook',
  );
}
