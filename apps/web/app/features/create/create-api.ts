import type { ImageGenerationInput, VideoGenerationInput } from '@brandloom/shared/generation';
import { apiFetch } from '~/lib/api';

export interface Creative {
  id: string;
  conversationId: string | null;
  generationId: string;
  mode: 'image' | 'video';
  status: 'queued' | 'generating' | 'completed' | 'failed' | 'blocked';
  prompt: string;
  model: string;
  quality: ImageGenerationInput['quality'] | null;
  /** An image ratio, a video frame (16:9, 9:16) or a video's own ratio. */
  ratio: string;
  brandId: string | null;
  styleId: string | null;
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
