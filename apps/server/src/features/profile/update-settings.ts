import type { ProfileSettings } from '@brandloom/shared/profile-settings';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishChange } from '../realtime/index.ts';
import { getProfile } from './get-profile.ts';
import { updateProfileSettings } from './profile.repository.ts';

/**
 * Saves the caller's own settings, tells their other tabs (realtime), and answers the whole profile,
 * as GET /api/profile does.
 */
export async function updateSettings(db: Database, userId: string, settings: ProfileSettings) {
  const changes = Object.keys(settings);
  if (changes.length > 0) {
    await db.transaction(async (tx) => {
      const updatedDate = await updateProfileSettings(tx, userId, settings);
      if (!updatedDate) throw new AppError('NOT_FOUND');
      await publishChange(tx, {
        userId,
        table: 'userprofile',
        id: userId,
        updatedDate,
        changes,
        values: settings,
      });
    });
  }
  return getProfile(db, userId);
}
