import { isUuid } from '@brandloom/shared/ids';
import type { EmailSender } from '../../adapters/email/email.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  findCreativeForModeration,
  resolveReports,
  setCreativeModeration,
  setPublishingBlocked,
} from './explore.repository.ts';
import { type ModerationAction, moderationEmail, notifyAuthor } from './notify-author.ts';

export type ModerationDecision = ModerationAction | 'dismissed' | 'restored' | 'unblocked';

/**
 * POST /api/admin/explore/{id}: an admin's decision on a creative. Hide keeps it published but out
 * of Explore; unpublish turns its publish flag off; block stops its owner publishing (all their
 * creatives leave Explore); dismiss closes its reports. Restore and unblock undo. The open
 * reports are resolved and, for hide, unpublish and block, the author is e-mailed.
 */
export async function moderateExploreCreative(
  deps: { db: Database; email: EmailSender; logger: Logger; now: () => number },
  id: string,
  decision: ModerationDecision,
) {
  const target = isUuid(id) ? await findCreativeForModeration(deps.db, id) : undefined;
  if (!target) throw new AppError('CREATIVE_NOT_FOUND');
  const now = new Date(deps.now());
  if (decision === 'hidden') await setCreativeModeration(deps.db, id, { exploreHiddenAt: now });
  if (decision === 'restored') await setCreativeModeration(deps.db, id, { exploreHiddenAt: null });
  if (decision === 'unpublished') await setCreativeModeration(deps.db, id, { publishedToExplore: false });
  if (decision === 'blocked') await setPublishingBlocked(deps.db, target.userId, now);
  if (decision === 'unblocked') await setPublishingBlocked(deps.db, target.userId, null);
  if (decision !== 'restored' && decision !== 'unblocked') await resolveReports(deps.db, id, now);
  if (decision === 'hidden' || decision === 'unpublished' || decision === 'blocked') {
    await notifyAuthor(deps, moderationEmail(target, decision, target.prompt));
  }
  return { decision };
}
