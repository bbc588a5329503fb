'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Every page opens at its top, unless the link targets an anchor on it. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
