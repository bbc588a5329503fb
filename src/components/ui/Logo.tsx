import { site } from '@/content/site';
import { LogoMark } from './LogoMark';

/** The Invoxa mark and word mark. Decorative: the surrounding link carries the name. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <LogoMark size={32} />
      <span className="text-xl font-bold tracking-tight text-ink">{site.name}</span>
    </span>
  );
}
