'use client';

import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenWorkStarts } from '../work-starts';

/**
 * What every part of the generator loaded on demand (form/lazy-sections.tsx, form/CfdiSection.tsx) shows
 * while its code comes and if it never does (docs/decisions/invoice-generator.md, "Nothing typed
 * is lost while a part loads"):
 *
 * - `PartLoading`, the fallback of the part's own Suspense boundary (`onDemand`): a box of the
 *   part's usual size (so nothing around it moves) that says it is loading (`role="status"`,
 *   `aria-busy`). A part still loading never suspends the rest of the page: the fields around it
 *   keep every letter typed meanwhile.
 * - `PartBoundary`: if the part's code fails to load (or it fails), a sentence in its place says
 *   so; the rest of the generator keeps working.
 *
 * The page's words reach both through a context, with `onShown`, called once a part has replaced
 * its box (the page then moves focus into it when asked: the part's content mounts without its
 * parent rendering again).
 */
export interface PartWords {
  loading: string;
  failed: string;
  onShown: () => void;
}

export const PartText = createContext<PartWords>({ loading: '', failed: '', onShown: () => {} });

/**
 * The place of a browser-only part not drawn yet, for its box (`PartLoading`) to hand its element
 * to: the part is drawn once that element comes within half a screen of the view.
 */
const PartPlace = createContext<((box: HTMLElement | null) => (() => void) | void) | undefined>(
  undefined,
);

/** The box held in a part's place while its code loads: `size` sets its height (Tailwind). */
export function PartLoading({ size }: { size: string }) {
  const { loading, onShown } = useContext(PartText);
  const place = useContext(PartPlace);
  // Unmounted when the part's content replaces it, in the same commit.
  useEffect(() => onShown, [onShown]);
  return (
    <div
      ref={place}
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

/** How near the view a browser-only part's place must come before it is drawn. */
const NEAR_VIEW = '0px 0px 50% 0px';

/**
 * A part whose code is its own chunk, loaded the first time it is shown (`React.lazy`): inside its
 * error boundary and its own Suspense boundary, whose fallback holds its place meanwhile.
 *
 * A part shown with the page is rendered on the server too, unless `browserOnly` (it shows what
 * only this browser has): then the server's HTML, and the browser's first render that hydrates
 * it, have the fallback, and the part is drawn once its place comes near the view or the visitor
 * starts working (../work-starts.ts), whichever is first: the preview beside the form on a wide
 * screen at once, the saved list below the form on a phone when it is scrolled to.
 *
 * `React.lazy` rather than `next/dynamic`: the parts need nothing more (their chunks are asked for
 * by `preloadWhenWorkStarts` before they are shown), and `next/dynamic`'s own client code was about 1.1 KB
 * gzip of the page's first load (docs/decisions/invoice-generator.md, Budget).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
  { browserOnly = false } = {},
): ComponentType<P> {
  const Lazy = lazy(() => load().then((Part) => ({ default: Part })));
  function Part(props: P) {
    // False on the server and while the page hydrates: only the browser, once started, draws it.
    const [near, setNear] = useState(false);
    useEffect(() => {
      if (browserOnly && !near) return whenWorkStarts(() => setNear(true));
    }, [near]);
    const place = useCallback((box: HTMLElement | null) => {
      if (!box) return;
      const view = new IntersectionObserver(
        (seen) => seen.some((e) => e.isIntersecting) && setNear(true),
        { rootMargin: NEAR_VIEW },
      );
      view.observe(box);
      return () => view.disconnect();
    }, []);
    return (
      <PartBoundary>
        <Suspense fallback={fallback}>
          {browserOnly && !near ? (
            <PartPlace value={place}>{fallback}</PartPlace>
          ) : (
            <Lazy {...props} />
          )}
        </Suspense>
      </PartBoundary>
    );
  }
  return Part;
}

/**
 * Asks for the parts' code before they are needed, but not while the page starts: once the visitor
 * starts working (../work-starts.ts). Each part needs a tap in the form before it shows, so its code
 * is usually here by then, and a part whose code is still on its way holds its place with its box
 * meanwhile (`onDemand`). Asking during the start would add the parts' evaluation to the phone's
 * busiest second, for parts most visits never show (docs/decisions/invoice-generator.md, "Main
 * thread").
 *
 * Once started, they are all asked for together, in the browser's next idle period (or after a
 * short pause where there is no `requestIdleCallback`): on a slow network the chunks travel side by
 * side, not one after another, and each is evaluated in its own task as it arrives. One that fails
 * is left for its part to ask again when shown (`PartBoundary` says so if it fails then).
 */
export function preloadWhenWorkStarts(loads: ReadonlyArray<() => Promise<unknown>>): () => void {
  let cancelIdle = () => {};
  const loadAll = () => {
    for (const load of loads) void load().catch(() => {});
  };
  const cancel = whenWorkStarts(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(loadAll, { timeout: 2_000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(loadAll, 50);
      cancelIdle = () => window.clearTimeout(id);
    }
  });
  return () => {
    cancel();
    cancelIdle();
  };
}

/**
 * Code the form needs only in some cases (form/mexican-rules.ts), loaded on demand and once for the
 * page, whoever asks first. `use(needed)` asks for it when `needed` and gives the module once it is
 * here: null before, and if it never comes (the form goes on without it). `get()` waits for it,
 * for an action that cannot go on without it; it throws if the code could not be loaded (asked for
 * again next time).
 */
export function onDemandCode<M>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const get = () =>
    (loading ??= load().then(
      (m) => (loaded = m),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function use(needed: boolean): M | null {
    // Null while the page hydrates, as on the server, whatever this tab loaded before.
    const [code, setCode] = useState<M | null>(null);
    useEffect(() => {
      if (!needed || code) return;
      let live = true;
      if (loaded) setCode(() => loaded);
      else
        get().then(
          (m) => live && setCode(() => m),
          () => {},
        );
      return () => {
        live = false;
      };
    }, [needed, code]);
    return code;
  }
  return { get, use };
}
