import type { HttpBindings } from '@hono/node-server';
import type { Context, Env, MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from './logger.ts';

/** Hono environment of the whole app: Node's request objects and what middleware puts on the context. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: RequestIdVariables & {
    logger: Logger;
    /** The client's address through TRUSTED_PROXIES (lib/client-address.ts); unset for in-process requests. */
    clientAddress: string | undefined;
  };
}

/**
 * Marks every answer of the routes it is put before as never to be cached. Set on the answer made
 * (not through `c.header`, which after the handler turns @hono/node-server's in-memory answer into
 * a streamed WHATWG Response: a ReadableStream and chunked encoding per request, 0070).
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/**
 * `middleware`, except for the requests `skip` picks. A plain test per request, where hono's
 * `except` matches a router and composes a new chain on every request it passes on (0070).
 */
export function unless<E extends Env>(
  skip: (c: Context<E>) => boolean,
  middleware: MiddlewareHandler<E>,
): MiddlewareHandler<E> {
  return (c, next) => (skip(c) ? next() : middleware(c, next));
}
