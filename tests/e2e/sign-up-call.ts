import { actionIds } from '../support/action-requests';

/**
 * A newsletter sign-up (from /articles, in English) as the browser's server-action call sends it:
 * the headers and the multipart body, written out so a test can send it over a raw connection,
 * in part, or from an address of its choice. The root ("0") comes last: the server decodes the
 * form as it streams in.
 */
export function signUpCall(origin: string) {
  const email = `raw-${Math.random().toString(36).slice(2)}@example.com`;
  const fields = [
    ['_1_email', email],
    ['_1_locale', 'en'],
    ['_1_website', ''],
    ['0', '[{"status":"idle"},"$K1"]'],
  ];
  const body =
    fields
      .map(([n, v]) => `--raw\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`)
      .join('') + '--raw--\r\n';
  return {
    path: '/articles',
    headers: {
      Origin: origin,
      'Next-Action': actionIds().subscribeToNewsletter!,
      Accept: 'text/x-component',
      'Content-Type': 'multipart/form-data; boundary=raw',
    },
    body,
  };
}

/** The form's state in a server-action answer ("success" or "error"), if it has one. */
export const answeredState = (text: string) => /1:\{"status":"(success|error)"/.exec(text)?.[1];
