/**
 * The colour tokens of the stylesheet's theme (`@theme` in app/globals.css, the one place their
 * values are written). Markup the browser renders refers to them as CSS variables (`cssColor`);
 * images drawn at build time read the values from that file (src/lib/og-image.tsx).
 */
export const colorTokens = [
  'brand-50',
  'brand-100',
  'brand-200',
  'brand-600',
  'brand-700',
  'brand-800',
  'brand-900',
  'ink',
  'muted',
] as const;

export type ColorToken = (typeof colorTokens)[number];

/** A colour token as CSS, for markup styled by app/globals.css. */
export function cssColor(token: ColorToken): string {
  return `var(--color-${token})`;
}
