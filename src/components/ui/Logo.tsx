/** The Invoxa mark and word mark. Decorative: the surrounding link carries the name. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M9 8h10l4 4v12H9z" fill="#fff" />
        <path d="M19 8v4h4" fill="#99f6e4" />
        <path
          d="M12 16h8M12 19.5h8M12 23h5"
          stroke="#0f766e"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-xl font-bold tracking-tight text-ink">Invoxa</span>
    </span>
  );
}
