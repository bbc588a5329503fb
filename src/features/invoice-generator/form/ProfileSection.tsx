'use client';

import type { UiText } from '../client-messages';
import type { Profile } from '../model/draft';
import { smallButton } from './form-controls';

interface Props {
  ui: UiText;
  profile: Profile | null;
  onRemember: () => void;
  onForget: () => void;
}

/**
 * "Your details, remembered": the sender's details, payment details and logo of the document
 * being edited kept in this browser, so every new document starts from them.
 */
export function ProfileSection({ ui, profile, onRemember, onForget }: Props) {
  return (
    <section
      aria-labelledby="profile-title"
      className="space-y-3 rounded-2xl border border-slate-200 p-5"
    >
      <h3 id="profile-title" className="text-lg font-semibold text-ink">
        {ui('profileTitle')}
      </h3>
      <p id="profile-hint" className="text-sm text-muted">
        {profile ? ui('profileKept') : ui('profileHint')}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={smallButton}
          aria-describedby="profile-hint"
          onClick={onRemember}
        >
          {profile ? ui('profileUpdate') : ui('profileRemember')}
        </button>
        {profile && (
          <button type="button" className={smallButton} onClick={onForget}>
            {ui('profileForget')}
          </button>
        )}
      </div>
    </section>
  );
}
