import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, api, dataOf, type paths, type Schemas } from '~/lib/api';
import { queryKeys } from '~/lib/query-keys';

/** The contract's shapes (decision 0037). */
export type Creative = Schemas['Creative'];
/** A creative as lists answer it: what cards, thumbnails and pickers draw (decision 0074). */
export type CreativeListItem = Schemas['CreativeListItem'];
export type Conversation = ApiAnswer<'/api/conversations/{id}'>;
export type ConversationMessage = Conversation['messages'][number];
/** What POST /api/generations takes: an image prompt or a video prompt. */
export type GenerationRequest =
  paths['/api/generations']['post']['requestBody']['content']['application/json'];

/** Whether a creative may still change (the chat keeps watching it). */
export const isInProgress = (creative: Pick<Creative, 'status'>) =>
  creative.status === 'queued' || creative.status === 'generating';

/** The user's chats, most recent first; a queued prompt or a realtime change reads them again. */
export function useConversations() {
  return useQuery({
    queryKey: queryKeys.conversations.list,
    queryFn: ({ signal }) => dataOf(api.GET('/api/conversations', { signal })),
    select: (answer) => answer.conversations,
  });
}

/**
 * Without news from the realtime stream, a chat with creatives in progress is read again this
 * often (a safety net: the stream normally announces every change at once).
 */
const fallbackRefreshMs = 15_000;

const isBusy = (conversation: Conversation | undefined) =>
  conversation?.messages.some((message) => message.creatives.some(isInProgress)) === true;

/** One chat with its creatives; realtime `adcreative` changes read it again, so cards move live. */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: queryKeys.conversations.detail(id ?? ''),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/conversations/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: id !== null,
    refetchInterval: (query) => (isBusy(query.state.data) ? fallbackRefreshMs : false),
  });
}

/** One creative; a 404 (missing or someone else's) carries the server's translated message. */
export function fetchCreative(id: string, signal?: AbortSignal) {
  return dataOf(api.GET('/api/creatives/{id}', { params: { path: { id } }, signal }));
}

/** What queues creatives: a prompt, or one of a finished creative's actions. */
export type GenerationCall =
  | { kind: 'prompt'; request: GenerationRequest }
  /** Retry and regenerate are one request: the server repeats the creative's prompt and settings. */
  | { kind: 'regenerate'; creativeId: string }
  /** A re-laid-out version of a finished square creative (spec §1 auto-fix). */
  | { kind: 'auto-fix'; creativeId: string }
  /** `count` new versions of a finished creative, with it attached as the reference. */
  | { kind: 'variants'; creativeId: string; count: number };

export function requestGeneration(call: GenerationCall) {
  if (call.kind === 'prompt') return dataOf(api.POST('/api/generations', { body: call.request }));
  const path = { params: { path: { id: call.creativeId } } };
  if (call.kind === 'regenerate') return dataOf(api.POST('/api/creatives/{id}/regenerate', path));
  if (call.kind === 'auto-fix') return dataOf(api.POST('/api/creatives/{id}/auto-fix', path));
  return dataOf(api.POST('/api/creatives/{id}/variants', { ...path, body: { variants: call.count } }));
}

/**
 * Queues creatives; the chats, the lists of creatives and the credits (reserved) are read again.
 * Errors (OUT_OF_CREDITS, UPGRADE_REQUIRED…) are the caller's to word.
 */
export function useQueueCreatives() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestGeneration,
    onSuccess: () =>
      Promise.all(
        [queryKeys.conversations.all, queryKeys.creatives.lists, queryKeys.credits.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

const finishedPageSize = 24;

/** The user's finished creatives (only images when `mode` says so), a page at a time, for the pickers. */
export function useFinishedCreatives(search: string, mode?: Creative['mode']) {
  const filters = { status: 'completed', search, mode } as const;
  return useInfiniteQuery({
    queryKey: queryKeys.creatives.list(filters),
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET('/api/creatives', {
          params: {
            query: {
              status: 'completed',
              limit: finishedPageSize,
              ...(mode ? { mode } : {}),
              ...(search ? { search } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.creatives),
  });
}

/**
 * The models this installation runs (vendor models need their keys), so pickers offer only those;
 * undefined until known or when the request failed (the server still refuses the others). They
 * change only with the installation's configuration: read once per page load.
 */
export function useAvailableModels() {
  return useQuery({
    queryKey: queryKeys.generationModels,
    queryFn: ({ signal }) => dataOf(api.GET('/api/generations/models', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
