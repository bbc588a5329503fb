import { useEffect } from 'react';
import { browserStorage, UNSAVED_KEY } from './browser';

/**
 * The draft store saves what is pending when the page is hidden (a phone switching apps), left,
 * or when the generator unmounts (a site link followed within 400 ms of typing). As the page is
 * left or the generator unmounts, the edits (`unsaved()`, null when there are none) are also
 * written to localStorage at once: the database write begun then may not end with the page, and
 * a generator mounted again before it ends (Back after a site link) must know there is a document
 * to wait for; the next start reads them back.
 */
export function useSaveOnLeave(flush: () => Promise<boolean>, unsaved: () => string | null) {
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onLeave = () => {
      const copy = unsaved();
      if (copy)
        try {
          browserStorage()?.setItem(UNSAVED_KEY, copy);
        } catch {
          // Full or blocked: the database write begun below is all there is.
        }
      void flush();
    };
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHide);
      onLeave();
    };
  }, [flush, unsaved]);
}
