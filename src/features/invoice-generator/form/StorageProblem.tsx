'use client';

import type { ErrorText, StoreText } from '../client-messages';
import type { DraftStore, StorageProblem as Problem } from '../store/useDraftStore';

/**
 * What the draft store says when a write failed (storage full or unusable: the document stays
 * open, with its export file offered) or another tab saved a newer version of it (the two ways
 * out), inside ./StoreStatus.tsx's alert. Both can happen only once the storage code has loaded,
 * so this comes on demand (./lazy-sections.tsx).
 */
export function StorageProblem({
  store,
  problem,
  errors,
  text,
  onExport,
  announce,
}: {
  store: DraftStore;
  problem: Exclude<Problem, 'chunk' | null>;
  errors: ErrorText;
  text: StoreText;
  onExport: () => void;
  announce: (message: string) => void;
}) {
  if (problem === 'conflict')
    return (
      <>
        <p>{text('conflict')}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              void store.resolveConflict('newer').then((ok) => ok && announce(text('loadedNewer')))
            }
          >
            {text('loadNewer')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              void store.resolveConflict('copy').then((ok) => ok && announce(text('keptCopy')))
            }
          >
            {text('keepCopy')}
          </button>
        </div>
      </>
    );
  return (
    <>
      <p>{problem === 'full' ? errors('storageFull') : errors('storageUnavailable')}</p>
      <p>{text('stays')}</p>
      <button type="button" className="btn-secondary" onClick={onExport}>
        {text('exportThis')}
      </button>
    </>
  );
}
