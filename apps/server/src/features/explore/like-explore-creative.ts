import { isUuid } from '@brandloom/shared/ids';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { react } from './explore.repository.ts';
import { limitExplore } from './limit-explore.ts';

/** PUT (liked) or DELETE (not) /api/explore/{id}/like: once per user, counted in one statement. */
export async function likeExploreCreative(
  db: Database,
  userId: string,
  id: string,
  liked: boolean,
  now: number,
) {
  if (!isUuid(id)) throw new AppError('CREATIVE_NOT_FOUND');
  await limitExplore(db, 'like', userId, now);
  const counts = await react(db, { creativeId: id, userId, kind: 'like', remove: !liked });
  if (!counts) throw new AppError('CREATIVE_NOT_FOUND');
  return { liked, ...counts };
}
