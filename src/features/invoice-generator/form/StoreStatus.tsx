'use client';

import type { ErrorText, UiText } from '../client-messages';
import type { StoreText } from '../client-messages';
import type { DraftStore } from '../store/useDraftStore';
import { StorageProblem } from './lazy-sections';

/**
 * What the draft store says beside the actions (store/useDraftStore.ts): "Saved" only after a
 * write succeeded; a failed write, with the export file offered; another tab's newer version,
 * with the two ways out; the storage code that did not load, with "Try again". Part of the first
 * load (it must speak even when the parts loaded on demand do not come), but for what it says of
 * a write that failed or another tab's version (./StorageProblem.tsx): those come only once the
 * storage code has loaded, so their own code is loaded on demand. The notice beside the saved
 * list is ./KeptNotice.tsx, loaded on demand.
 */
export function SaveStatus({
  store,
  ui,
  errors,
  text,
  onExport,
  announce,
}: {
  store: DraftStore;
  ui: UiText;
  errors: ErrorText;
  text: StoreText;
  onExport: () => void;
  announce: (message: string) => void;
}) {
  const { problem } = store;
  let body = null;
  if (problem === 'chunk')
    body = (
      <>
        <p>{text('chunkFailed')}</p>
        <button type="button" className="btn-secondary" onClick={() => void store.retry()}>
          {text('retry')}
        </button>
      </>
    );
  else if (problem)
    body = (
      <StorageProblem
        store={store}
        problem={problem}
        errors={errors}
        text={text}
        onExport={onExport}
        announce={announce}
      />
    );
  return (
    <div id="save-status">
      <div
        role="alert"
        className={
          body
            ? 'space-y-2 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900'
            : ''
        }
      >
        {body}
      </div>
      <p role="status" className="text-sm text-muted">
        {!problem && store.savedOk ? ui('savedStatus') : ''}
      </p>
    </div>
  );
}
