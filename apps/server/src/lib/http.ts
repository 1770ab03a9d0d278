import type { HttpBindings } from '@hono/node-server';
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
