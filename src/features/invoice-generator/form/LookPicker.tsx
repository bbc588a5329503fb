'use client';

import type { UiText } from '../client-messages';
import {
  ACCENTS,
  accentIds,
  layoutIds,
  type AccentId,
  type LayoutId,
  type Look,
} from '../model/look';

const LAYOUT_LABELS = {
  classic: 'layoutClassic',
  band: 'layoutBand',
  lined: 'layoutLined',
} as const satisfies Record<LayoutId, keyof UiText>;

const ACCENT_LABELS = {
  ink: 'accentInk',
  navy: 'accentNavy',
  teal: 'accentTeal',
  green: 'accentGreen',
  wine: 'accentWine',
  plum: 'accentPlum',
  rust: 'accentRust',
} as const satisfies Record<AccentId, keyof UiText>;

const option =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-ink has-[:checked]:border-ink has-[:checked]:bg-slate-50 has-[:checked]:font-semibold';

/**
 * The document's look, beside the preview: a layout and an accent colour (model/look.ts), each a group
 * of native radios (the arrow keys move within a group). The preview and the PDF follow at once.
 */
export function LookPicker({
  ui,
  look,
  onChange,
}: {
  ui: UiText;
  look: Look | undefined;
  onChange: (look: Look) => void;
}) {
  const current: Look = look ?? { layout: 'classic', accent: 'ink' };
  return (
    <fieldset
      className="mt-3 space-y-3 rounded-2xl border border-slate-200 p-4"
      aria-describedby="look-hint"
    >
      <legend className="px-1 font-semibold text-ink">{ui.lookTitle}</legend>
      <p id="look-hint" className="text-sm text-muted">
        {ui.lookHint}
      </p>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{ui.lookLayout}</legend>
        <div className="flex flex-wrap gap-2">
          {layoutIds.map((id) => (
            <label key={id} className={option}>
              <input
                type="radio"
                name="look-layout"
                value={id}
                checked={current.layout === id}
                onChange={() => onChange({ ...current, layout: id })}
              />
              {ui[LAYOUT_LABELS[id]]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{ui.lookAccent}</legend>
        <div className="flex flex-wrap gap-2">
          {accentIds.map((id) => (
            <label key={id} className={option}>
              <input
                type="radio"
                name="look-accent"
                value={id}
                checked={current.accent === id}
                onChange={() => onChange({ ...current, accent: id })}
              />
              <span
                aria-hidden="true"
                className="inline-block size-4 rounded-full border border-slate-300"
                style={{ background: ACCENTS[id] }}
              />
              {ui[ACCENT_LABELS[id]]}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
