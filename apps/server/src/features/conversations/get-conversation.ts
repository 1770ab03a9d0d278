import { isUuid } from '@brandloom/shared/ids';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CreativeView, creativeView } from '../creatives/index.ts';
import { findUserConversation, listConversationCreatives } from './conversations.repository.ts';

/** One prompt of a chat and the creatives it made (its variants). */
export interface ConversationMessage {
  generationId: string;
  prompt: string;
  creationDate: string;
  creatives: CreativeView[];
}

/** A chat with its prompts in order, each with its creatives, as the creation screen shows it. */
export async function getConversation(db: Database, storage: Storage, userId: string, id: string) {
  const found = isUuid(id) ? await findUserConversation(db, userId, id) : undefined;
  if (!found) throw new AppError('NOT_FOUND');
  const messages = new Map<string, ConversationMessage>();
  for (const row of await listConversationCreatives(db, userId, id)) {
    const message = messages.get(row.generationId) ?? {
      generationId: row.generationId,
      prompt: row.prompt,
      creationDate: row.creationDate.toISOString(),
      creatives: [],
    };
    message.creatives.push(creativeView(storage, row));
    messages.set(row.generationId, message);
  }
  return {
    id: found.id,
    title: found.title,
    creationDate: found.creationDate.toISOString(),
    updatedDate: found.updatedDate.toISOString(),
    messages: [...messages.values()],
  };
}
