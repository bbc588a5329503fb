import { emptyDraft, type Backup, type Draft } from '../model/draft';
import type { Flag } from '../model/field-limits';
import { nextFreeNumber } from '../model/numbering';
import type { Backend, Snapshot } from './backend';
import { freshRows, withFreshIds } from './collection';
import { today, usedNumbers } from './restore';
import type { UnreadableDraft } from './storage';

const byRecent = (a: Draft, b: Draft) => b.updatedAt.localeCompare(a.updatedAt);

/**
 * What a snapshot holds, read with the draft format's rules (a bad field flagged, not refused);
 * here, not in the hook, so it loads on demand with the rest of the storage code.
 */
export function readSnapshot(snapshot: Snapshot, schema: typeof import('../model/draft-schema')) {
  const drafts: Draft[] = [];
  const unreadable: UnreadableDraft[] = [];
  const flags = new Map<string, Flag[]>();
  const versions = new Map<string, number>();
  for (const d of snapshot.documents) {
    const read = d.raw === undefined ? schema.readStoredDraft(d.value) : null;
    if (!read) {
      unreadable.push({ id: d.id, raw: d.raw ?? JSON.stringify(d.value) });
      continue;
    }
    drafts.push(read.draft);
    versions.set(d.id, d.version);
    if (read.flagged.length) flags.set(d.id, read.flagged);
  }
  drafts.sort(byRecent);
  unreadable.sort((a, b) => a.id.localeCompare(b.id));
  const profile = snapshot.profile === null ? null : schema.readProfile(snapshot.profile);
  return { drafts, unreadable, flags, versions, profile };
}

type Read = ReturnType<typeof readSnapshot>;

/**
 * The document a returning visitor's page opens with: the edits written as the page was left
 * last time (`unsavedText`, store/storage.ts UNSAVED_KEY; kept as a copy if another tab saved that
 * document since), else the one shown last, else the most recent, else a new invoice numbered
 * after those used. `changed`: it holds edits to write.
 */
export function firstDocument(
  all: Read,
  snapshot: Snapshot,
  unsavedText: string | null | undefined,
  schema: typeof import('../model/draft-schema'),
  language: 'en' | 'es',
): { draft: Draft; changed: boolean } {
  let unsaved: { draft: Draft; version: number; writing?: string | null } | null = null;
  try {
    const parsed = unsavedText
      ? (JSON.parse(unsavedText) as { draft: unknown; version: number; writing?: string | null })
      : null;
    const read = parsed ? schema.readStoredDraft(parsed.draft) : null;
    if (parsed && read) unsaved = { ...parsed, draft: read.draft };
  } catch {
    unsaved = null;
  }
  if (unsaved) {
    const { id, updatedAt } = unsaved.draft;
    // Saved since by no one, or by this page's own write (under way as it was left, or begun as it
    // was left: a document's `updatedAt` is the moment of its last edit): the edits go on this
    // document. Saved by another tab: they are kept as a copy beside it.
    const stored = all.drafts.find((x) => x.id === id)?.updatedAt;
    const ours =
      (all.versions.get(id) ?? 0) === unsaved.version ||
      stored === updatedAt ||
      (!!unsaved.writing && stored === unsaved.writing);
    return { draft: ours ? unsaved.draft : withFreshIds(unsaved.draft), changed: true };
  }
  const shown = all.drafts.find((x) => x.id === snapshot.current) ?? all.drafts[0];
  if (shown) return { draft: shown, changed: false };
  const used = usedNumbers(
    all.drafts.map((x) => x.number),
    snapshot.downloaded,
    snapshot.last,
  );
  const year = new Date().getFullYear();
  return {
    draft: emptyDraft(
      today(),
      nextFreeNumber(used, snapshot.last.invoice, year, language),
      language,
      all.profile,
    ),
    changed: false,
  };
}

/**
 * Restores a backup file: each document keeps its id (restoring twice adds nothing) with fresh
 * line ids, and replaces a saved one only if it was changed later; after the first failed write
 * the rest are counted as not written. The profile is written only if every document was.
 */
export async function restoreInto(
  backend: Backend,
  channel: BroadcastChannel | null,
  versions: Map<string, number>,
  file: Backup,
  known: Draft[],
): Promise<{ written: number; failed: number; problem: 'full' | 'unavailable' | null }> {
  const byId = new Map(known.map((d) => [d.id, d]));
  let written = 0;
  let failed = 0;
  let problem: 'full' | 'unavailable' | null = null;
  for (const d of file.documents) {
    const existing = byId.get(d.id);
    if (existing && existing.updatedAt >= d.updatedAt) continue;
    if (failed > 0) {
      failed++;
      continue;
    }
    const result = await backend.put(freshRows(d), versions.get(d.id) ?? 0);
    if (!result.ok) {
      if (result.reason !== 'conflict') problem = result.reason;
      failed++;
      continue;
    }
    versions.set(d.id, result.version);
    channel?.postMessage({ id: d.id, version: result.version });
    written++;
  }
  if (file.profile && failed === 0) {
    const result = await backend.putProfile(file.profile);
    if (!result.ok) problem = result.reason;
  }
  return { written, failed, problem };
}
