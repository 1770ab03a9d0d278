import type { CreativeRow } from '../creatives/index.ts';
import { loadEditableCreative } from './editable-creative.ts';
import { type CreativeEditorDeps, saveCreativeVersion } from './save-creative-version.ts';

/** Makes an older version the newest again: its document saved as the next version (decision 0055). */
export async function revertCreativeVersion(
  deps: CreativeEditorDeps,
  userId: string,
  versionId: string,
): Promise<CreativeRow> {
  const { document } = await loadEditableCreative(deps, userId, versionId);
  return saveCreativeVersion(deps, userId, versionId, document);
}
