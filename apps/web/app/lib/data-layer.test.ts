import { InfiniteQueryObserver, MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { applyRealtimeUpdate } from '../features/realtime/realtime-cache';
import { favoriteMutation } from '../features/templates/templates-queries';
import { ApiError } from './api/api-error';
import { createApiClient } from './api/client';
import { queryKeys } from './query-keys';

/** A query held in the cache, as a screen would have left it. */
function seeded(entries: [readonly unknown[], unknown][]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

const isInvalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated === true;

describe('query keys', () => {
  it('nest lists and details under their feature, so one prefix reaches them all', () => {
    const list = queryKeys.creatives.list({ tab: 'all' });
    expect(list.slice(0, 2)).toEqual(queryKeys.creatives.lists);
    expect(queryKeys.creatives.detail('c1')[0]).toBe(queryKeys.creatives.all[0]);
    expect(queryKeys.templates.list({ page: 2 }).slice(0, 2)).toEqual(queryKeys.templates.lists);
    expect(queryKeys.credits.ledger[0]).toBe(queryKeys.credits.all[0]);
  });

  it('tell filters apart, so two lists never share a cache entry', () => {
    expect(queryKeys.creatives.list({ tab: 'all' })).not.toEqual(queryKeys.creatives.list({ tab: 'recent' }));
    expect(queryKeys.admin.users.list(1, '')).not.toEqual(queryKeys.admin.users.list(2, ''));
  });
});

describe('realtime events in the cache', () => {
  const change = (table: 'adcreative' | 'event' | 'userprofile', changes: string[], rowId = 'c1') => ({
    kind: 'change' as const,
    change: { id: '1', table, rowId, updatedDate: '2025-01-01T00:00:00.000Z', changes },
  });

  it('a creative change invalidates what shows creatives and the checklist, nothing else', () => {
    const client = seeded([
      [queryKeys.creatives.list({ tab: 'all' }), { creatives: [], nextCursor: null }],
      [queryKeys.creatives.detail('c1'), { id: 'c1' }],
      [queryKeys.onboarding, { brandCreated: false }],
      [queryKeys.brands.list, { brands: [] }],
      [queryKeys.credits.balance, { balance: 5 }],
    ]);
    applyRealtimeUpdate(client, change('adcreative', ['status']));
    expect(isInvalidated(client, queryKeys.creatives.list({ tab: 'all' }))).toBe(true);
    expect(isInvalidated(client, queryKeys.creatives.detail('c1'))).toBe(true);
    expect(isInvalidated(client, queryKeys.onboarding)).toBe(true);
    expect(isInvalidated(client, queryKeys.brands.list)).toBe(false);
    expect(isInvalidated(client, queryKeys.credits.balance)).toBe(false);
  });

  it('a spend or a plan change invalidates the credits; a plan change the profile too', () => {
    const client = seeded([
      [queryKeys.credits.balance, { balance: 5 }],
      [queryKeys.credits.ledger, { pages: [], pageParams: [] }],
      [queryKeys.profile, { profile: {} }],
    ]);
    applyRealtimeUpdate(client, change('event', ['state']));
    expect(isInvalidated(client, queryKeys.credits.balance)).toBe(true);
    expect(isInvalidated(client, queryKeys.credits.ledger)).toBe(true);
    expect(isInvalidated(client, queryKeys.profile)).toBe(false);
    applyRealtimeUpdate(client, change('userprofile', ['plan']));
    expect(isInvalidated(client, queryKeys.profile)).toBe(true);
  });

  it('a deleted creative leaves every list held at once, paged or not', () => {
    const paged = queryKeys.creatives.list({ tab: 'all' });
    const recent = queryKeys.creatives.list({ tab: 'recent' });
    const client = seeded([
      [
        paged,
        {
          pages: [
            { creatives: [{ id: 'c1' }, { id: 'c2' }], nextCursor: 'x' },
            { creatives: [{ id: 'c3' }] },
          ],
          pageParams: [null, 'x'],
        },
      ],
      [recent, { creatives: [{ id: 'c1' }], nextCursor: null }],
    ]);
    applyRealtimeUpdate(client, change('adcreative', ['deleted'], 'c1'));
    expect(client.getQueryData(paged)).toMatchObject({
      pages: [{ creatives: [{ id: 'c2' }] }, { creatives: [{ id: 'c3' }] }],
    });
    expect(client.getQueryData(recent)).toMatchObject({ creatives: [] });
  });

  it('a resync (changes were missed) invalidates everything held', () => {
    const client = seeded([
      [queryKeys.brands.list, { brands: [] }],
      [queryKeys.styles, { custom: [] }],
    ]);
    applyRealtimeUpdate(client, { kind: 'resync' });
    expect(isInvalidated(client, queryKeys.brands.list)).toBe(true);
    expect(isInvalidated(client, queryKeys.styles)).toBe(true);
  });

  it('an invalidated paged list keeps its pages while it is read again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    type Page = { creatives: { id: string }[]; nextCursor: string | null };
    const pages = new Map<string, Page>([
      ['first', { creatives: [{ id: 'c1' }], nextCursor: 'second' }],
      ['second', { creatives: [{ id: 'c2' }], nextCursor: null }],
    ]);
    const observer = new InfiniteQueryObserver<Page, Error, { pages: Page[] }, readonly unknown[], string>(
      client,
      {
        queryKey: queryKeys.creatives.list({ tab: 'all' }),
        queryFn: async ({ pageParam }) => pages.get(pageParam) as Page,
        initialPageParam: 'first',
        getNextPageParam: (page) => page.nextCursor,
      },
    );
    const stop = observer.subscribe(() => {});
    await observer.refetch();
    await observer.fetchNextPage();
    applyRealtimeUpdate(client, change('adcreative', ['favorite']));
    expect(observer.getCurrentResult().data?.pages).toHaveLength(2);
    await client.refetchQueries();
    expect(observer.getCurrentResult().data?.pages.flatMap((page) => page.creatives)).toEqual([
      { id: 'c1' },
      { id: 'c2' },
    ]);
    stop();
  });
});

describe('an optimistic update', () => {
  const template = (id: string, favorite: boolean) => ({ id, favorite, title: id });
  const page = { templates: [template('t1', false), template('t2', true)], total: 2 };

  it('shows a favourite at once and puts the lists back when the server refuses', async () => {
    const key = queryKeys.templates.list({ view: 'all', page: 1 });
    const client = seeded([[key, page]]);
    let refuse: (error: Error) => void = () => {};
    const observer = new MutationObserver(client, {
      ...favoriteMutation(client),
      mutationFn: () =>
        new Promise<undefined>((_resolve, reject) => {
          refuse = reject;
        }),
    });
    const done = observer.mutate({ id: 't1', favorite: true }).catch((error: unknown) => error);
    await vi.waitFor(() =>
      expect(client.getQueryData(key)).toEqual({
        ...page,
        templates: [template('t1', true), template('t2', true)],
      }),
    );
    refuse(new ApiError(500, 'INTERNAL', 'Cannot process request at this time'));
    expect(await done).toBeInstanceOf(ApiError);
    expect(client.getQueryData(key)).toEqual(page);
  });
});

describe('the typed client', () => {
  const answering = (response: () => Response) =>
    createApiClient({ baseUrl: 'http://brandloom.test', fetch: async () => response() });

  it('throws our API error with its code, translated message and fields', async () => {
    const client = answering(
      () =>
        new Response(
          JSON.stringify({
            error: { code: 'VALIDATION_FAILED', message: 'Prüfe die Felder', fields: { name: ['Zu kurz'] } },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    const error = await client.GET('/api/brands').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Prüfe die Felder',
      fields: { name: ['Zu kurz'] },
    });
  });

  it('names an answer that is no JSON by its status', async () => {
    const client = answering(() => new Response('Bad gateway', { status: 502 }));
    await expect(client.GET('/api/brands')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('turns a failed connection into NETWORK_ERROR', async () => {
    const client = createApiClient({
      baseUrl: 'http://brandloom.test',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(client.GET('/api/brands')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('answers the data of a successful call', async () => {
    const client = answering(
      () =>
        new Response(JSON.stringify({ brands: [], plan: 'free', maxBrands: 1 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect((await client.GET('/api/brands')).data).toEqual({ brands: [], plan: 'free', maxBrands: 1 });
  });
});
