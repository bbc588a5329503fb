'use client';

import { useEffect, useState } from 'react';
import { firstTap, useFirstTap } from '@/components/layout/first-tap';

export const COPIED_MS = 2000;

/** Puts the URL on the clipboard and shows a check for two seconds. */
export function CopyLinkButton({
  url,
  label,
  copiedLabel,
}: {
  url: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  const buttonRef = useFirstTap<HTMLButtonElement>();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.warn('Could not copy the link to the clipboard.', error);
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        {...firstTap}
        type="button"
        onClick={copy}
        aria-label={copied ? copiedLabel : label}
        title={label}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-700 hover:text-brand-800"
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {copied ? (
            <path d="M5 12l5 5L20 7" data-testid="copied-check" />
          ) : (
            <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
          )}
        </svg>
      </button>
      <span role="status" className="sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
