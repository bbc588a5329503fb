/**
 * The document's look: one of three layouts and an accent colour from a fixed palette, chosen
 * beside the preview (form/LookPicker.tsx) and kept on the draft (`look`) and the profile. The accent
 * colours the title, the headings, the line items' header rule (or fill) and the total; every
 * colour reads at 4.5:1 or more on white, and white text on it as well. No look chosen (drafts
 * made before looks): the classic layout in ink, as documents always were.
 */

export const layoutIds = ['classic', 'band', 'lined'] as const;
export type LayoutId = (typeof layoutIds)[number];

/** The palette, first the ink every document used before looks. */
export const accentIds = ['ink', 'navy', 'teal', 'green', 'wine', 'plum', 'rust'] as const;
export type AccentId = (typeof accentIds)[number];

/** Each accent as a hex colour. */
export const ACCENTS: Record<AccentId, string> = {
  ink: '#0f172a',
  navy: '#1e3a8a',
  teal: '#0f766e',
  green: '#166534',
  wine: '#9f1239',
  plum: '#6b21a8',
  rust: '#9a3412',
};

export interface Look {
  layout: LayoutId;
  accent: AccentId;
}

/** Red, green and blue, 0–255. */
export type Rgb = [number, number, number];

export const rgbOf = (hex: string): Rgb =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;

/** What the look decides, as the layout carries it to the preview and the PDF. */
export interface LookStyle {
  layout: LayoutId;
  /** Title, headings, total and (with `tinted`) the header rule. */
  accent: Rgb;
  /** Whether an accent other than ink was chosen; without, the header rule stays light grey. */
  tinted: boolean;
  /** The title and the document's details in white on an accent band across the top. */
  band: boolean;
  /** The line items' header row filled with the accent, its words white; a rule under each row. */
  filledHeader: boolean;
}

export function lookStyle(look: Look | undefined): LookStyle {
  const layout = look?.layout ?? 'classic';
  const accent = look?.accent ?? 'ink';
  return {
    layout,
    accent: rgbOf(ACCENTS[accent]),
    tinted: accent !== 'ink',
    band: layout === 'band',
    filledHeader: layout === 'lined',
  };
}
