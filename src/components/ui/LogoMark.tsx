import { cssColor, type ColorToken } from '@/lib/brand';

/**
 * The Invoxa mark: a sheet with a folded corner and three lines on a rounded tile. The one
 * drawing of the logo, rendered by `Logo` in pages and by the Open Graph images (next/og draws
 * inline SVG), which pass `color` to turn a token into a value.
 */
export function LogoMark({
  size,
  color = cssColor,
}: {
  size: number;
  color?: (token: ColorToken) => string;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={color('brand-700')} />
      <path d="M9 8h10l4 4v12H9z" fill="#fff" />
      <path d="M19 8v4h4" fill={color('brand-200')} />
      <path
        d="M12 16h8M12 19.5h8M12 23h5"
        stroke={color('brand-700')}
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
