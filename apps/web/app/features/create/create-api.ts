import type { ImageGenerationInput, VideoGenerationInput } from '@brandloom/shared/generation';
import { type ApiAnswer, apiFetch, type Schemas } from '~/lib/api';

/** The contract's shapes (decision 0037); this module keeps the composer's calls until it moves to a query module. */
export type Creative = Schemas['Creative'];
export type Conversation = ApiAnswer<'/api/conversations/{id}'>;
export type ConversationMessage = Conversation['messages'][number];
export type ConversationSummary = Schemas['ConversationSummary'];

export function fetchConversations(signal?: AbortSignal) {
  return apiFetch<{ conversations: ConversationSummary[] }>('/api/conversations', { signal });
}

export function fetchConversation(id: string, signal?: AbortSignal) {
  return apiFetch<Conversation>(`/api/conversations/${encodeURIComponent(id)}`, { signal });
}

/** Queues a re-laid-out version of a finished square creative (spec §1 auto-fix). */
export function autoFixCreative(id: string) {
  return apiFetch<{ creatives: Creative[] }>(`/api/creatives/${encodeURIComponent(id)}/auto-fix`, {
    method: 'POST',
  });
}

export type GenerationRequest =
  | (Partial<ImageGenerationInput> & { prompt: string; mode?: 'image' })
  | (Partial<VideoGenerationInput> & { prompt: string; mode: 'video' });

export function createGeneration(input: GenerationRequest) {
  return apiFetch<{ creatives: Creative[] }>('/api/generations', { method: 'POST', json: input });
}

export function fetchCreative(id: string, signal?: AbortSignal) {
  return apiFetch<Creative>(`/api/creatives/${encodeURIComponent(id)}`, { signal });
}

/** Whether a creative may still change (the chat keeps watching it). */
export const isInProgress = (creative: Creative) =>
  creative.status === 'queued' || creative.status === 'generating';

/** Makes a creative again with its prompt and settings in its chat (also the retry of a failed one). */
export function regenerateCreative(id: string) {
  return apiFetch<{ creatives: Creative[] }>(`/api/creatives/${encodeURIComponent(id)}/regenerate`, {
    method: 'POST',
  });
}

/** Makes `variants` new versions of a finished creative, with it attached as the reference. */
export function makeCreativeVariants(id: string, variants: number) {
  return apiFetch<{ creatives: Creative[] }>(`/api/creatives/${encodeURIComponent(id)}/variants`, {
    method: 'POST',
    json: { variants },
  });
}

export interface CreativePage {
  creatives: Creative[];
  nextCursor: string | null;
}

/** A page of the user's finished creatives, newest first (what the pick-a-creative dialog offers). */
/** The user's finished creatives (only images when `mode` says so), a page at a time. */
export function fetchFinishedCreatives(
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
  mode?: Creative['mode'],
) {
  const query = new URLSearchParams({ status: 'completed', limit: '24' });
  if (mode) query.set('mode', mode);
  if (search) query.set('search', search);
  if (cursor) query.set('cursor', cursor);
  return apiFetch<CreativePage>(`/api/creatives?${query}`, { signal });
}
