import { notFound } from 'next/navigation';

/** Any path that matches no page renders the localized 404 page with status 404. */
export default function UnknownPage(): never {
  notFound();
}
