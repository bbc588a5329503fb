'use client';

import type { UiKey, UiText } from '../client-messages';
import { presets, type PresetId } from '../model/draft';
import { earlyButton } from './early-clicks';

export const presetLabel = {
  usFreelancer: 'presetUsFreelancer',
  mxToMxCompany: 'presetMxToMxCompany',
  mxToUsClient: 'presetMxToUsClient',
} as const satisfies Record<PresetId, UiKey>;

/** The one-click setups (taxes, currency, language), never touching what was typed. */
export function PresetsSection({ ui, onPreset }: { ui: UiText; onPreset: (id: PresetId) => void }) {
  return (
    <section aria-labelledby="presets-title" className="rounded-2xl bg-brand-50 p-5">
      <h3 id="presets-title" className="text-lg font-semibold text-ink">
        {ui('presetsTitle')}
      </h3>
      <p className="mt-1 text-sm text-muted">{ui('presetsHint')}</p>
      <div className="mt-4 flex flex-col gap-2">
        {(Object.keys(presets) as PresetId[]).map((id) => (
          <button
            key={id}
            {...earlyButton(`preset:${id}`)}
            className="btn-secondary justify-start text-left"
            onClick={(e) => {
              e.preventDefault();
              onPreset(id);
            }}
          >
            {ui(presetLabel[id])}
          </button>
        ))}
      </div>
    </section>
  );
}
