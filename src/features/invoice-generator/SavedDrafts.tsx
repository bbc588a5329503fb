'use client';

import type { UiText } from './client-messages';
import type { Draft } from './draft';
import type { UnreadableDraft } from './draft-storage';
import { smallButton } from './form-controls';
import { fill } from './invoice-content';

interface Props {
  ui: UiText;
  saved: Draft[];
  unreadable: UnreadableDraft[];
  currentId: string;
  onOpen: (id: string) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
  /** Offers the text of an entry that cannot be read as a file, so nothing is lost. */
  onDownloadUnreadable: (entry: UnreadableDraft) => void;
}

/** The drafts saved in this browser, and the entries that can no longer be read. */
export function SavedDrafts(props: Props) {
  const { ui, saved, unreadable, currentId } = props;
  const draftName = (d: Draft) =>
    [d.number.trim(), d.billTo.name.trim()].filter(Boolean).join(' · ') || ui.untitled;
  return (
    <section aria-labelledby="saved-title" className="mt-6 rounded-2xl border border-slate-200 p-5">
      <h3
        id="saved-title"
        tabIndex={-1}
        className="text-lg font-semibold text-ink focus:outline-none"
      >
        {ui.savedTitle}
      </h3>
      {saved.length === 0 && unreadable.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{ui.savedEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {saved.map((d) => {
            const name = draftName(d);
            return (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="min-w-0 text-sm">
                  <span className="font-medium text-ink">{name}</span>
                  {d.id === currentId && <span className="text-muted"> ({ui.current})</span>}
                </span>
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={fill(ui.openLabel, { name })}
                    onClick={() => props.onOpen(d.id)}
                  >
                    {ui.open}
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={fill(ui.duplicateLabel, { name })}
                    onClick={() => props.onDuplicate(d.id)}
                  >
                    {ui.duplicate}
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={fill(ui.deleteLabel, { name })}
                    onClick={() => props.onDelete(d.id)}
                  >
                    {ui.delete}
                  </button>
                </span>
              </li>
            );
          })}
          {unreadable.map((entry, i) => {
            const name = fill(ui.unreadableName, { number: i + 1 });
            return (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="min-w-0 text-sm">
                  <span className="font-medium text-ink">{name}</span>
                  <span className="block text-muted">{ui.unreadableHint}</span>
                </span>
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={fill(ui.downloadUnreadableLabel, { name })}
                    onClick={() => props.onDownloadUnreadable(entry)}
                  >
                    {ui.downloadUnreadable}
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={fill(ui.deleteLabel, { name })}
                    onClick={() => props.onDelete(entry.id)}
                  >
                    {ui.delete}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
