import type { KeyEvent } from '@brandloom/shared/analytics-events';
import { defaultLanguage, isLanguage, type Language } from '@brandloom/shared/i18n/languages';
import type { Executor } from '../../db/client.ts';
import { findProfileLanguage, insertKeyEvent } from './analytics.repository.ts';
import { utcDay } from './visitor-hash.ts';

/**
 * Records a key event of a user where it happens on the server (sign-up hook, a creative
 * completed, a subscription paid), once per user and kind, in the caller's transaction. Its
 * language is the one given (the sign-up request's), else the user's saved one.
 */
export async function recordKeyEvent(
  tx: Executor,
  userId: string,
  kind: KeyEvent,
  at: Date,
  language?: Language,
): Promise<void> {
  const saved = language ?? (await findProfileLanguage(tx, userId));
  await insertKeyEvent(tx, {
    kind,
    day: utcDay(at.getTime()),
    userId,
    language: isLanguage(saved) ? saved : defaultLanguage,
    createdAt: at,
  });
}
