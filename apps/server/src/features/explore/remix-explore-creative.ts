import { isUuid } from '@brandloom/shared/ids';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPublicCreative, react } from './explore.repository.ts';

/**
 * POST /api/explore/{id}/remix: counts the caller's remix once and answers what the composer
 * fills in (prompt, ratio, quality, template); the caller's own brand stays theirs to pick.
 */
export async function remixExploreCreative(db: Database, userId: string, id: string) {
  const row = isUuid(id) ? await findPublicCreative(db, id) : undefined;
  if (!row) throw new AppError('CREATIVE_NOT_FOUND');
  const counts = await react(db, { creativeId: id, userId, kind: 'remix' });
  if (!counts) throw new AppError('CREATIVE_NOT_FOUND');
  return {
    prompt: row.prompt,
    ratio: row.ratio,
    quality: row.quality,
    templateId: row.templateId,
    mode: row.mode,
    remixCount: counts.remixCount,
  };
}
