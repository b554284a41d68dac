import type { ArticleDraft } from '@portfolio/contracts';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * What the editor holds that the server may not have yet, kept in this browser per article until a save is
 * acknowledged: a closed tab, a crash or a server that was down loses nothing. `baseRevision` is the revision
 * the text was written on, so that restoring it over a newer server copy ends in a conflict, never an overwrite.
 */
export interface DraftBackup {
  baseRevision: number;
  draft: ArticleDraft;
}

const key = (id: string) => `admin-editor:unsaved:${id}`;

export function readBackup(id: string): DraftBackup | null {
  const text = readStorage(key(id));
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<DraftBackup> | null;
    return typeof value?.baseRevision === 'number' && value.draft && Array.isArray(value.draft.versions)
      ? { baseRevision: value.baseRevision, draft: value.draft }
      : null;
  } catch {
    return null;
  }
}

export const writeBackup = (id: string, backup: DraftBackup) => writeStorage(key(id), JSON.stringify(backup));

export function dropBackup(id: string) {
  try {
    window.localStorage.removeItem(key(id));
  } catch {
    // Storage refused (a private mode): there was nothing kept either.
  }
}
