import type { ImageGenerationInput, VideoGenerationInput } from '@brandloom/shared/generation';
import { apiFetch } from '~/lib/api';

export interface Creative {
  id: string;
  conversationId: string | null;
  generationId: string;
  mode: 'image' | 'video';
  status: 'queued' | 'generating' | 'completed' | 'failed' | 'blocked';
  prompt: string;
  /** A video's name, after its base (the creative's headline or the upload's file name); null for images. */
  title: string | null;
  /** The headline, sub-line and call to action on it. */
  copy: { headline: string; subline: string | null; callToAction: string | null } | null;
  model: string;
  quality: ImageGenerationInput['quality'] | null;
  /** An image ratio, a video frame (16:9, 9:16) or a video's own ratio. */
  ratio: string;
  brandId: string | null;
  styleId: string | null;
  /** The library template it was made from; the template may have been deleted since. */
  templateId: string | null;
  attachments: ImageGenerationInput['attachments'];
  variantIndex: number;
  /** For an auto-fix: the creative it re-lays out. */
  fixOf: string | null;
  credits: number;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  /** A completed video's MP4 (the poster is `imageUrl`). */
  videoUrl: string | null;
  durationSeconds: number | null;
  /** While a video runs: `status`, the model's own words for where it is. */
  detail: Record<string, string>;
  width: number | null;
  height: number | null;
  errorCode: string | null;
  favorite: boolean;
  archived: boolean;
  publishedToExplore: boolean;
  startedAt: string | null;
  completedAt: string | null;
  creationDate: string;
  updatedDate: string;
}

export interface ConversationMessage {
  generationId: string;
  prompt: string;
  creationDate: string;
  creatives: Creative[];
}

export interface Conversation {
  id: string;
  title: string;
  creationDate: string;
  updatedDate: string;
  messages: ConversationMessage[];
}

export type ConversationSummary = Omit<Conversation, 'messages'>;

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
