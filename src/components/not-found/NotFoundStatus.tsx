import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { IgnoreErrors } from './IgnoreErrors';

function Signal(): never {
  notFound();
}

/**
 * Makes the page it is placed on answer HTTP 404 while the page itself renders normally, so the
 * prerendered 404 document carries its full content (a thrown notFound() outside a Suspense
 * boundary would leave only an error shell for the browser to fill in with JavaScript).
 */
export function NotFoundStatus() {
  return (
    <IgnoreErrors>
      <Suspense>
        <Signal />
      </Suspense>
    </IgnoreErrors>
  );
}
