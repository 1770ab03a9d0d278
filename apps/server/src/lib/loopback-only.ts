import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';
import { isLoopbackAddress } from './client-address.ts';
import type { AppEnv } from './http.ts';

/**
 * For pages only this machine may use (the development mailbox, the billing test clock): other
 * clients, judged by the client address behind any trusted proxy (a proxy on this host is not a
 * local client), get a 404. Requests made inside the process (tests) have no address.
 */
export const loopbackOnly: MiddlewareHandler<AppEnv> = async (c: Context<AppEnv>, next) => {
  const client = c.get('clientAddress');
  if (client !== undefined && !isLoopbackAddress(client)) throw new AppError('NOT_FOUND');
  await next();
};
