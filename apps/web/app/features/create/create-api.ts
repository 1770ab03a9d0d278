import type { GenerationInput } from '@brandloom/shared/generation';
import { apiFetch } from '~/lib/api';

export interface Creative {
  id: string;
  conversationId: string | null;
  generationId: string;
  mode: 'image' | 'video';
  status: 'queued' | 'generating' | 'completed' | 'failed' | 'blocked';
  prompt: string;
  model: string;
  quality: GenerationInput['quality'] | null;
  ratio: GenerationInput['ratio'];
  brandId: string | null;
  styleId: string | null;
  attachments: GenerationInput['attachments'];
  variantIndex: number;
  /** For an auto-fix: the creative it re-lays out. */
  fixOf: string | null;
  credits: number;
  imageUrl: string | null;
  thumbnailUrl: string | null;
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

export function createGeneration(input: Partial<GenerationInput> & { prompt: string }) {
  return apiFetch<{ creatives: Creative[] }>('/api/generations', { method: 'POST', json: input });
}

/** Whether a creative may still change (the chat keeps watching it). */
export const isInProgress = (creative: Creative) =>
  creative.status === 'queued' || creative.status === 'generating';
