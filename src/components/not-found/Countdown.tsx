'use client';

import { lazy, type ComponentProps } from 'react';

/**
 * The 404's countdown and Go back button, whose code loads only when a 404 is shown. Next renders
 * the not-found page as the not-found boundary of every page's layout, so whatever client code it
 * names is in every page's first load; these two (./NotFoundControls.tsx) are asked for when the
 * boundary renders. There is no Suspense boundary of their own: a 404 reached by a link keeps the
 * page it was reached from until they have come (a navigation is a transition), and a 404 loaded
 * from the server keeps its server HTML, buttons included, until they hydrate (a tap meanwhile is
 * kept by first-tap, src/components/layout/first-tap.tsx).
 */
const CountdownPart = lazy(() =>
  import('./NotFoundControls').then((m) => ({ default: m.Countdown })),
);
const GoBackPart = lazy(() =>
  import('./NotFoundControls').then((m) => ({ default: m.GoBackButton })),
);

// Components, not the lazy objects themselves: a server component's client reference must name a
// component (React does not resolve a lazy component into another).
export function Countdown(props: ComponentProps<typeof CountdownPart>) {
  return <CountdownPart {...props} />;
}

export function GoBackButton(props: ComponentProps<typeof GoBackPart>) {
  return <GoBackPart {...props} />;
}
