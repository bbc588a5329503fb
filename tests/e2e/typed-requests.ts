import type { Page, Request } from '@playwright/test';

/** Every request the page makes, to show that none carries what the visitor typed. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  return requests;
}

/** Each `value` found in a request's address, headers or body, with the request's address. */
export async function carried(requests: Request[], values: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const r of requests) {
    const headers = JSON.stringify(await r.allHeaders());
    const body = r.postDataBuffer()?.toString('utf8') ?? '';
    const url = decodeURIComponent(r.url());
    for (const v of values)
      if (url.includes(v) || body.includes(v) || headers.includes(v))
        found.push(`${r.url()}: ${v}`);
  }
  return found;
}
