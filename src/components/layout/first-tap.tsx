'use client';

import { useEffect, useRef } from 'react';

/**
 * A tap on a button that only script can serve (a menu, a copy button) may come before the page's
 * scripts have run: the browser has nothing to do with it, and React never sees it. Such buttons
 * carry `data-first-tap` (`useFirstTap`); until their component has mounted, this script, first
 * in `<head>`, keeps the click for them, and the component plays it again once it can act on it.
 * Links and disclosure widgets need none of this: the browser serves them without script.
 */
export const FIRST_TAP_ATTRIBUTE = 'data-first-tap';

interface FirstTaps {
  /** Buttons clicked before they could act, in the order of the clicks. */
  queued: Element[];
  /** Buttons whose component has mounted: their clicks go to React. */
  ready: WeakSet<Element>;
}

declare global {
  interface Window {
    __firstTaps?: FirstTaps;
  }
}

// Plain ES5 without "<", run as the text of an inline script before anything is painted.
const script =
  '(function(){var t=window.__firstTaps={queued:[],ready:new WeakSet()};' +
  "window.addEventListener('click',function(e){" +
  `var b=e.target&&e.target.closest?e.target.closest('[${FIRST_TAP_ATTRIBUTE}]'):null;` +
  'if(!b||t.ready.has(b))return;e.preventDefault();e.stopPropagation();' +
  'if(t.queued.indexOf(b)===-1)t.queued.push(b)},true)})()';

/**
 * The script that keeps early clicks, first in `<head>`. A client component so that its text
 * travels once, in the HTML, and not again in the payload React hydrates from.
 */
export function FirstTapScript() {
  return <script>{script}</script>;
}

/**
 * A button that acts from its first tap: attach the returned ref and spread `firstTap` on it. A
 * click kept before the component mounted is played again once it has.
 */
export function useFirstTap<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const button = ref.current;
    const taps = window.__firstTaps;
    if (!button || !taps) return;
    taps.ready.add(button);
    const kept = taps.queued.indexOf(button);
    if (kept !== -1) {
      taps.queued.splice(kept, 1);
      button.click();
    }
  }, []);
  return ref;
}

/** The attribute that marks a button served by `useFirstTap`. */
export const firstTap = { [FIRST_TAP_ATTRIBUTE]: '' } as const;
