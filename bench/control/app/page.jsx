import { Counter } from './counter';

/** The minimal control page: one paragraph and one small client component. */
export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>
        One paragraph of text and one small client component, the control that every benchmark run
        measures beside the site.
      </p>
      <Counter />
    </main>
  );
}
