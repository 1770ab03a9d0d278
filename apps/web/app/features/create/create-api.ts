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
  credits: number;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  errorCode: string | null;
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

export function createGeneration(input: Partial<GenerationInput> & { prompt: string }) {
  return apiFetch<{ creatives: Creative[] }>('/api/generations', { method: 'POST', json: input });
}

/** Whether a creative may still change (the chat keeps watching it). */
export const isInProgress = (creative: Creative) =>
  creative.status === 'queued' || creative.status === 'generating';
