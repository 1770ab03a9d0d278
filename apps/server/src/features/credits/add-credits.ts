import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addAdditionalTokens, findUserIdByIdOrEmail, insertEvent } from './credits.repository.ts';

/**
 * An admin's gift of credits to the user with this id or e-mail address: added to their
 * additional credits and kept in the ledger. Answers the user's id.
 */
export function addCredits(
  db: Database,
  input: { user: string; credits: number; addedBy: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const userId = await findUserIdByIdOrEmail(tx, input.user.trim());
    if (!userId || !(await addAdditionalTokens(tx, userId, input.credits)))
      throw new AppError('USER_NOT_FOUND');
    await insertEvent(tx, userId, 'credits-added', {
      credits: input.credits,
      reason: 'admin',
      addedBy: input.addedBy,
    });
    return userId;
  });
}
