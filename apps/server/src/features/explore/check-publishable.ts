import { findRefusedWords } from '@brandloom/shared/explore';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPublisher } from './explore.repository.ts';
import { limitExplore } from './limit-explore.ts';

/**
 * Before a creative goes to Explore: the owner's setting allows it (FORBIDDEN), no admin blocked
 * them (EXPLORE_PUBLISH_BLOCKED), its prompt and copy hold no refused word
 * (EXPLORE_WORDS_REFUSED, the words in `details`), and the publish rate limit.
 */
export async function checkPublishable(
  db: Database,
  userId: string,
  texts: {
    prompt: string;
    copy: { headline: string; subline: string | null; callToAction: string | null } | null;
  },
  now: number,
): Promise<void> {
  const publisher = await findPublisher(db, userId);
  if (!publisher?.publishToExplore) throw new AppError('FORBIDDEN');
  if (publisher.blockedAt) throw new AppError('EXPLORE_PUBLISH_BLOCKED');
  const words = findRefusedWords(
    texts.prompt,
    texts.copy?.headline,
    texts.copy?.subline,
    texts.copy?.callToAction,
  );
  if (words.length > 0)
    throw new AppError('EXPLORE_WORDS_REFUSED', {
      params: { words: words.join(', ') },
      details: { words: words.join(', ') },
    });
  await limitExplore(db, 'publish', userId, now);
}
