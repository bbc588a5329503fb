'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Every page opens at its top, unless the link targets an anchor on it. A page the browser loads
 * opens there by itself, and its visitor may have scrolled (and be tapping) before the page's
 * script runs: only a page reached from another one within the site is scrolled to its top.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
