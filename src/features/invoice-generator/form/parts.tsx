'use client';

import {
  Component,
  createContext,
  useContext,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * What every part of the generator loaded on demand (form/lazy-sections.tsx, form/CfdiSection.tsx) shows
 * while its code comes and if it never does (docs/decisions/invoice-generator.md, "Nothing typed
 * is lost while a part loads"):
 *
 * - `PartLoading`, the `loading` of its `next/dynamic`: a box of the part's usual size (so nothing
 *   around it moves) that says it is loading (`role="status"`, `aria-busy`). With a `loading`,
 *   `next/dynamic` wraps the part in a Suspense boundary of its own, so a part still loading never
 *   suspends the rest of the page: the fields around it keep every letter typed meanwhile.
 * - `PartBoundary`: if the part's code fails to load (or it fails), a sentence in its place says
 *   so; the rest of the generator keeps working.
 *
 * `next/dynamic` gives its `loading` no props, so the page's words reach both through a context,
 * with `onShown`, called once a part has replaced its box (the page then moves focus into it when
 * asked: the part's content mounts without its parent rendering again).
 */
export interface PartWords {
  loading: string;
  failed: string;
  onShown: () => void;
}

export const PartText = createContext<PartWords>({ loading: '', failed: '', onShown: () => {} });

/** The box held in a part's place while its code loads: `size` sets its height (Tailwind). */
export function PartLoading({ size }: { size: string }) {
  const { loading, onShown } = useContext(PartText);
  // Unmounted when the part's content replaces it, in the same commit.
  useEffect(() => onShown, [onShown]);
  return (
    <div
      role="status"
      aria-busy="true"
      className={`flex items-start rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-700 ${size}`}
    >
      {loading}
    </div>
  );
}

function PartFailed() {
  const { failed } = useContext(PartText);
  return (
    <p
      role="alert"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950"
    >
      {failed}
    </p>
  );
}

/** Catches a part that failed to load (or to render) and says so in its place. */
class PartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <PartFailed /> : this.props.children;
  }
}

/** A part loaded on demand inside its error boundary. */
export function bounded<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function Bounded(props: P) {
    return (
      <PartBoundary>
        <Part {...props} />
      </PartBoundary>
    );
  }
  return Bounded;
}

/**
 * Asks for the parts' code once the page is idle (or after its load, where the browser has no
 * `requestIdleCallback`), so they are usually there before the visitor needs them. A part whose
 * code fails to load here says so when it is shown (`PartBoundary`).
 */
export function whenIdle(preload: () => Promise<unknown>[]): () => void {
  let cancel = () => {};
  const start = () => {
    const run = () => void Promise.allSettled(preload());
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 3_000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancel();
  };
}
