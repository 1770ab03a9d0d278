import type { paths } from './schema';

export { ApiError, isApiStatus } from './api-error';
export {
  api,
  dataOf,
  multipartBody,
  setUnauthorizedHandler,
} from './client';
export { showFieldErrors } from './field-errors';
export type { paths } from './schema';

/** A named schema of the API document (`Schemas['Creative']`): the one definition of that shape. */
export type Schemas = import('./schema').components['schemas'];

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON answer of `method` on `path` with status 200 (or 201), for shapes the document does not name. */
export type ApiAnswer<
  Path extends keyof paths,
  Method extends 'get' | 'post' | 'put' | 'patch' | 'delete' = 'get',
> = paths[Path][Method] extends { responses: infer Responses }
  ? Responses extends { 200: infer Ok }
    ? JsonOf<Ok>
    : Responses extends { 201: infer Created }
      ? JsonOf<Created>
      : never
  : never;
