/**
 * When the generator's deferred work begins: the visitor's first key, tap, click or focus anywhere
 * on the page or, failing that, once the page has been loaded and untouched for
 * `QUIET_BEFORE_WORK_MS`. Until then the page does only what its first screen needs, since a
 * phone's first seconds are its busiest (docs/decisions/invoice-generator.md, "Main thread"):
 *
 * - the parts' code is not asked for (form/parts.tsx `preloadWhenWorkStarts`);
 * - the parts only the browser can draw are drawn when their place comes near the screen, and all
 *   of them at this moment (form/parts.tsx `onDemand`);
 * - on a first visit, the storage code is not loaded (store/useDraftStore.ts): there is nothing
 *   to read, and the first save asks for it anyway.
 *
 * One set of listeners for the page, whoever asks first; once begun, it stays begun (a page opened
 * again by a site link does its work at once).
 */

/** How long the page must have been loaded, untouched, before the deferred work begins anyway. */
export const QUIET_BEFORE_WORK_MS = 4_000;

const events = ['keydown', 'pointerdown', 'focusin'] as const;
let begun = false;
let listening = false;
let quiet: number | undefined;
const waiting = new Set<() => void>();

function begin() {
  if (begun) return;
  begun = true;
  for (const e of events) window.removeEventListener(e, begin, true);
  window.removeEventListener('load', afterLoad);
  window.clearTimeout(quiet);
  for (const run of [...waiting]) run();
  waiting.clear();
}

function afterLoad() {
  quiet = window.setTimeout(begin, QUIET_BEFORE_WORK_MS);
}

/** Runs `run` when the work begins (at once if it has); returns what cancels it. */
export function whenWorkStarts(run: () => void): () => void {
  if (begun) {
    run();
    return () => {};
  }
  waiting.add(run);
  if (!listening) {
    listening = true;
    for (const e of events) window.addEventListener(e, begin, { capture: true, passive: true });
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  }
  return () => waiting.delete(run);
}
