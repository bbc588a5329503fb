import { NextResponse, type NextRequest } from 'next/server';
import { refusalMessage, submissionRefusal } from './src/server/submission-guard';

/**
 * Runs only for form submissions (see `config`): pages, assets and the health check never pass
 * through it, so static pages keep their speed (docs/decisions/performance.md).
 */
export function proxy(request: NextRequest) {
  const refusal = submissionRefusal(request.headers);
  if (!refusal) return NextResponse.next();
  return new NextResponse(refusalMessage(request.nextUrl.pathname, refusal.reason), {
    status: refusal.status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export const config = {
  matcher: [
    // A server-action call (JavaScript) …
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // … or a form posted without JavaScript.
    {
      source: '/:path*',
      // With any spacing before the parameters (the production server's gate reads the media
      // type the same way: scripts/request-gate.mjs).
      has: [{ type: 'header', key: 'content-type', value: '\\s*multipart/form-data\\s*;.*' }],
    },
  ],
};
