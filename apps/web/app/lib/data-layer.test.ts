import { InfiniteQueryObserver, MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { creativeChangeMutation } from '../features/library/library-queries';
import { applyRealtimeUpdate } from '../features/realtime/realtime-cache';
import { favoriteMutation } from '../features/templates/templates-queries';
import { addUpload, type Upload } from '../features/uploads/uploads-queries';
import { ApiError } from './api/api-error';
import { createApiClient } from './api/client';
import { showFieldErrors } from './api/field-errors';
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

  it('a creative change invalidates what shows creatives, the chats and the checklist, nothing else', () => {
    const client = seeded([
      [queryKeys.conversations.detail('chat1'), { messages: [] }],
      [queryKeys.conversations.list, { conversations: [] }],
      [queryKeys.creatives.list({ tab: 'all' }), { creatives: [], nextCursor: null }],
      [queryKeys.creatives.detail('c1'), { id: 'c1' }],
      [queryKeys.onboarding, { brandCreated: false }],
      [queryKeys.brands.list, { brands: [] }],
      [queryKeys.credits.balance, { balance: 5 }],
    ]);
    applyRealtimeUpdate(client, change('adcreative', ['status']));
    expect(isInvalidated(client, queryKeys.conversations.detail('chat1'))).toBe(true);
    expect(isInvalidated(client, queryKeys.conversations.list)).toBe(true);
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

describe('a change to a creative', () => {
  const creative = (id: string, changes: object = {}) => ({
    id,
    favorite: false,
    archived: false,
    ...changes,
  });
  const favorites = queryKeys.creatives.list({ tab: 'favorites', archived: false });
  const all = queryKeys.creatives.list({ tab: 'all', archived: false });
  const archive = queryKeys.creatives.list({ tab: 'all', archived: true });
  const paged = (...creatives: object[]) => ({
    pages: [{ creatives, nextCursor: null }],
    pageParams: [null],
  });

  /** Runs the mutation against a server that answers with `answer` (or refuses, when it is an Error). */
  async function change(client: QueryClient, variables: object, answer: object | Error) {
    let settle: () => void = () => {};
    const answered = new Promise((resolve, reject) => {
      settle = () => (answer instanceof Error ? reject(answer) : resolve(answer));
    });
    const observer = new MutationObserver(client, {
      ...creativeChangeMutation(client),
      mutationFn: () => answered,
    } as never);
    const done = observer.mutate(variables as never).catch((error: unknown) => error);
    return {
      settle: async () => {
        settle();
        return done;
      },
    };
  }

  it('shows at once in the details and every list, leaving the lists it no longer fits', async () => {
    const client = seeded([
      [queryKeys.creatives.detail('c1'), creative('c1', { favorite: true })],
      [favorites, paged(creative('c1', { favorite: true }), creative('c2', { favorite: true }))],
      [all, paged(creative('c1', { favorite: true }), creative('c2'))],
    ]);
    const pending = await change(client, { id: 'c1', changes: { favorite: false } }, creative('c1'));
    await vi.waitFor(() =>
      expect(client.getQueryData(queryKeys.creatives.detail('c1'))).toMatchObject({ favorite: false }),
    );
    expect(client.getQueryData(favorites)).toMatchObject({ pages: [{ creatives: [{ id: 'c2' }] }] });
    expect(client.getQueryData(all)).toMatchObject({
      pages: [{ creatives: [{ id: 'c1', favorite: false }, { id: 'c2' }] }],
    });
    await pending.settle();
  });

  it('puts everything back when the server refuses an archive', async () => {
    const before = paged(creative('c1'), creative('c2'));
    const client = seeded([
      [all, before],
      [archive, paged()],
      [queryKeys.creatives.detail('c1'), creative('c1')],
    ]);
    const pending = await change(
      client,
      { id: 'c1', changes: { archived: true } },
      new ApiError(500, 'INTERNAL', 'Cannot process request at this time'),
    );
    await vi.waitFor(() =>
      expect(client.getQueryData(all)).toMatchObject({ pages: [{ creatives: [{ id: 'c2' }] }] }),
    );
    expect(await pending.settle()).toBeInstanceOf(ApiError);
    expect(client.getQueryData(all)).toEqual(before);
    expect(client.getQueryData(queryKeys.creatives.detail('c1'))).toEqual(creative('c1'));
  });

  it("keeps the server's answer once it agrees", async () => {
    const client = seeded([[all, paged(creative('c1'))]]);
    const saved = creative('c1', { favorite: true, updatedDate: 'now' });
    const pending = await change(client, { id: 'c1', changes: { favorite: true } }, saved);
    await pending.settle();
    expect(client.getQueryData(all)).toMatchObject({ pages: [{ creatives: [saved] }] });
  });
});

describe('a saved upload', () => {
  const upload = (id: string, changes: Partial<Upload> = {}) =>
    ({
      id,
      filename: `${id}.png`,
      source: 'manual',
      tag: null,
      brandId: null,
      creationDate: '2026-01-01T00:00:00.000Z',
      ...changes,
    }) as Upload;
  const paged = (...uploads: Upload[]) => ({ pages: [{ uploads, nextCursor: null }], pageParams: [null] });

  it('joins the first page of every list it fits, newest first, and no other', () => {
    const everything = queryKeys.uploads.list({});
    const tagged = queryKeys.uploads.list({ tag: 'shoes' });
    const searched = queryKeys.uploads.list({ search: 'NEW' });
    const older = upload('old', { creationDate: '2025-06-01T00:00:00.000Z' });
    const client = seeded([
      [everything, paged(older)],
      [tagged, paged()],
      [searched, paged()],
    ]);
    const fresh = upload('new');
    addUpload(client, fresh);
    expect(client.getQueryData(everything)).toMatchObject({ pages: [{ uploads: [fresh, older] }] });
    expect(client.getQueryData(tagged)).toMatchObject({ pages: [{ uploads: [] }] });
    expect(client.getQueryData(searched)).toMatchObject({ pages: [{ uploads: [fresh] }] });
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

describe('server field errors in a form', () => {
  const form = () => {
    const setError = vi.fn();
    return { setError, getValues: () => ({ email: 'a@b.c', name: 'Ann' }) };
  };

  it("go on the form's fields of those names, the first focused, and say they did", () => {
    const target = form();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Check the fields', {
      email: ['Already taken', 'Second message'],
      name: ['Too short'],
      unknownField: ['Not in this form'],
    });
    expect(showFieldErrors(error, target as never)).toBe(true);
    expect(target.setError.mock.calls).toEqual([
      ['email', { message: 'Already taken' }, { shouldFocus: true }],
      ['name', { message: 'Too short' }, { shouldFocus: false }],
    ]);
  });

  it('leave the form-wide message to the caller when no field matches', () => {
    const target = form();
    expect(showFieldErrors(new ApiError(403, 'UPGRADE_REQUIRED', 'Upgrade'), target as never)).toBe(false);
    expect(showFieldErrors(new Error('offline'), target as never)).toBe(false);
    expect(target.setError).not.toHaveBeenCalled();
  });
});
