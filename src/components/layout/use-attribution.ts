import { useEffect } from 'react';

/**
 * Records where the visitor landed and carries the campaign to `apps`' links
 * (src/lib/attribution/browser.ts). The code arrives after the page is interactive, in a chunk of
 * its own, so no page pays for it in its first download (docs/decisions/attribution.md).
 */
export function useAttribution(apps: readonly string[]) {
  const key = apps.join(' ');
  useEffect(() => {
    let remove: (() => void) | undefined;
    let unmounted = false;
    import('@/lib/attribution/browser')
      .then((m) => {
        if (!unmounted) remove = m.attributionEffect(key.split(' '));
      })
      .catch(() => {
        // the chunk did not arrive (offline): nothing is recorded
      });
    return () => {
      unmounted = true;
      remove?.();
    };
  }, [key]);
}
