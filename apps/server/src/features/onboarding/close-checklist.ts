import type { Database } from '../../db/client.ts';
import { setChecklistClosed } from './onboarding.repository.ts';

/** The user hid the first-run checklist or saw it complete: it stays away, in every browser. */
export async function closeChecklist(db: Database, userId: string): Promise<void> {
  await setChecklistClosed(db, userId);
}
