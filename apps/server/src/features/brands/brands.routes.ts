import { OpenAPIHono } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import { fileBodyLimit } from '../../lib/file-body-limit.ts';
import type { Guards } from '../../lib/guards.ts';
import { noStore } from '../../lib/http.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { addBrandLogo } from './add-brand-logo.ts';
import { addBrandLogoFromSvg } from './add-brand-logo-from-svg.ts';
import { addBrandLogoFromUrl, type FetchImage } from './add-brand-logo-from-url.ts';
import { routes } from './brands.contract.ts';
import { createBrand } from './create-brand.ts';
import { deleteBrand } from './delete-brand.ts';
import { getBrand } from './get-brand.ts';
import { listBrands } from './list-brands.ts';
import { updateBrand } from './update-brand.ts';
import { uploadBrandFont } from './upload-brand-font.ts';

/** Paths whose multipart bodies are bigger than the API's JSON limit; they set their own. */
export const brandFileBodyPaths = ['/api/brands/logos', '/api/brands/fonts'];

const fileBytes = async (file: File) => new Uint8Array(await file.arrayBuffer());

/**
 * The brands manager's API. Every brand is looked up by id *and* the caller's user id, so another
 * user's brand answers 404 exactly like a missing one.
 */
export function brandRoutes(
  guards: Guards,
  deps: { db: Database; storage: Storage; fetchImage: FetchImage },
) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  // `/api/brands/*` also matches `/api/brands` itself.
  app.use('/api/brands/*', guards.session);
  app.use('/api/brands/*', noStore);
  for (const path of brandFileBodyPaths) app.post(path, fileBodyLimit());
  return app
    .openapi(routes.list, async (c) =>
      c.json(await listBrands(deps, c.get('user').id, c.req.valid('query')), 200),
    )
    .openapi(routes.create, async (c) =>
      c.json(await createBrand(deps, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(routes.get, async (c) =>
      c.json(await getBrand(deps, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routes.update, async (c) =>
      c.json(await updateBrand(deps, c.get('user').id, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(routes.delete, async (c) => {
      await deleteBrand(deps, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.uploadLogo, async (c) => {
      const { file } = c.req.valid('form');
      return c.json(
        await addBrandLogo(deps, c.get('user').id, { name: file.name, bytes: await fileBytes(file) }),
        201,
      );
    })
    .openapi(routes.logoFromSvg, async (c) =>
      c.json(await addBrandLogoFromSvg(deps, c.get('user').id, c.req.valid('json').svg), 201),
    )
    .openapi(routes.logoFromUrl, async (c) =>
      c.json(await addBrandLogoFromUrl(deps, c.get('user').id, c.req.valid('json').url), 201),
    )
    .openapi(routes.uploadFont, async (c) => {
      const { file, family } = c.req.valid('form');
      return c.json(
        await uploadBrandFont(deps, c.get('user').id, {
          name: file.name,
          bytes: await fileBytes(file),
          family,
        }),
        201,
      );
    });
}
