import { isLanguage, type Language } from '@brandloom/shared/i18n/languages';
import type { Database } from '../../db/client.ts';
import { findProfileLanguage } from './profile.repository.ts';

/** The language for e-mails to a user: their saved choice, else the one the request asked for. */
export async function emailLanguage(db: Database, userId: string, requested: Language): Promise<Language> {
  const saved = await findProfileLanguage(db, userId);
  return isLanguage(saved) ? saved : requested;
}
