import { Link } from '@/i18n/navigation';
import { icons } from './icons';

/** A "back to …" link shown above a page's heading. */
export function BackLink({ href, label }: { href: '/' | '/articles'; label: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:text-brand-900 [&>svg]:h-4 [&>svg]:w-4"
    >
      {icons.arrowLeft}
      {label}
    </Link>
  );
}
