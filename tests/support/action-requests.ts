import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HONEYPOT_FIELD, idleState } from '@/lib/forms/constants';
import { appendFields, type Fields } from './hostile-input';

// Form submissions over HTTP, exactly as a browser sends them to the production server: with
// JavaScript (a server-action call: `Next-Action` header, React's encoding of the arguments,
// answered with the action's result) and without (a plain multipart form post to the page,
// answered with the page).

export const forms = {
  newsletter: { action: 'subscribeToNewsletter', page: '/articles' },
  'contact-form': { action: 'sendContactMessage', page: '/contact' },
  'live-chat': { action: 'sendChatMessage', page: '/contact' },
  'sales-contact': { action: 'requestSalesContact', page: '/contact' },
  'data-deletion': { action: 'requestDataDeletion', page: '/data-deletion' },
} as const;
export type FormName = keyof typeof forms;

/** The build's server-action ids by exported name (what the pages' scripts reference). */
export function actionIds(dir = '.next'): Record<string, string> {
  const manifest = JSON.parse(
    readFileSync(path.join(dir, 'server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName: string }> };
  return Object.fromEntries(Object.entries(manifest.node).map(([id, v]) => [v.exportedName, id]));
}

export type Envelope = 'js' | 'no-js';

export interface ActionAnswer {
  status: number;
  /** The answer's body. */
  text: string;
  /** The form's state in the answer: "success" or "error" (a clear answer), or null (none found). */
  state: 'success' | 'error' | null;
}

/**
 * Posts `fields` to form `form` of the server at `baseUrl`, in the page of language `pageLocale`
 * ("en" or "es"), and reads the form state out of the answer. The honeypot goes along empty, as
 * browsers send it, unless `fields` has its own.
 */
export async function postForm(
  baseUrl: string,
  ids: Record<string, string>,
  form: FormName,
  fields: Fields,
  {
    envelope,
    pageLocale = 'en',
    address,
  }: { envelope: Envelope; pageLocale?: 'en' | 'es'; address?: string },
): Promise<ActionAnswer> {
  const { action, page } = forms[form];
  const id = ids[action];
  if (!id) throw new Error(`no server action ${action} in the build`);
  const url = `${baseUrl}${pageLocale === 'es' ? `/es${page}` : page}`;
  const headers: Record<string, string> = { Origin: baseUrl };
  if (address) headers['X-Forwarded-For'] = address;
  const body = new FormData();
  fields = { ...fields, [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? '' };
  if (envelope === 'js') {
    // React's encodeReply([prevState, formData]): the FormData's entries under "_1_", the root last.
    appendFields(body, fields, '_1_');
    body.append('0', JSON.stringify([idleState, '$K1']));
    headers['Next-Action'] = id;
    headers.Accept = 'text/x-component';
  } else {
    // The hidden fields React renders into a form whose action is a server action with state.
    body.append('$ACTION_REF_1', '');
    body.append('$ACTION_1:0', JSON.stringify({ id, bound: '$@1' }));
    body.append('$ACTION_1:1', JSON.stringify([idleState]));
    body.append('$ACTION_KEY', `p${url.slice(baseUrl.length)}`);
    appendFields(body, fields);
  }
  const res = await fetch(url, { method: 'POST', body, headers, redirect: 'manual' });
  const text = await res.text();
  // Refused before the form is read (proxy.ts, or the production server's request gate): a foreign
  // origin, a body over the limit or too slow to arrive, too many in progress (from the address,
  // or on the instance).
  if ([403, 408, 413, 415, 429, 503].includes(res.status))
    return { status: res.status, text, state: text.trim() ? 'error' : null };
  let state: ActionAnswer['state'] = null;
  if (envelope === 'js') {
    // Row 1 is the form state; long submitted values travel as text rows that end without a
    // newline, so the row is looked for anywhere (the last occurrence: text rows come first).
    const rows = [...text.matchAll(/1:\{"status":"(success|error)"/g)];
    state = (rows.at(-1)?.[1] as ActionAnswer['state']) ?? null;
  } else {
    // The page as answered: the form's notice (a filled status region on success, an alert or
    // invalid fields on refusal).
    const body = text.slice(text.indexOf('<body'));
    if (/role="status"[^>]*>(?!<\/)/.test(body)) state = 'success';
    else if (/role="alert"[^>]*>(?!<\/)|aria-invalid="true"/.test(body)) state = 'error';
  }
  return { status: res.status, text, state };
}
