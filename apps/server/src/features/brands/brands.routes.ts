import {
  brandFileSchema,
  brandFontFileSchema,
  brandInputSchema,
  brandSchema,
} from '@brandloom/shared/brands';
import { plans } from '@brandloom/shared/plans';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import { fileBodyLimit } from '../../lib/file-body-limit.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, jsonBody, jsonContent, signedInErrors } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { addBrandLogo } from './add-brand-logo.ts';
import { addBrandLogoFromSvg } from './add-brand-logo-from-svg.ts';
import { addBrandLogoFromUrl, type FetchImage } from './add-brand-logo-from-url.ts';
import { createBrand } from './create-brand.ts';
import { deleteBrand } from './delete-brand.ts';
import { getBrand } from './get-brand.ts';
import { listBrands } from './list-brands.ts';
import { updateBrand } from './update-brand.ts';
import { uploadBrandFont } from './upload-brand-font.ts';

// Fresh objects around the shared schemas: schemas made before @hono/zod-openapi loaded (import
// order decides) have no .openapi(), and the component names are worth having.
const named = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, name: string) =>
  z.object(schema.shape).openapi(name);
const brand = named(brandSchema, 'Brand');
const brandFile = named(brandFileSchema, 'BrandFile');
const idParam = z.object({ id: z.string().openapi({ example: '4f1c2a9e-8a7b-4b8e-9d61-2f0c3b5a7e10' }) });
const brandBody = jsonBody(named(brandInputSchema, 'BrandInput'));
const fileField = z
  .custom<File>((value) => value instanceof File, { message: 'A file is required.' })
  .openapi({ type: 'string', format: 'binary' });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/brands',
    tags: ['Brands'],
    summary: "The signed-in user's brands, by name, and how many their plan allows",
    responses: {
      200: jsonContent(
        z.object({
          brands: z.array(brand),
          plan: z.enum(plans),
          maxBrands: z.number().int().nullable().openapi({ description: 'null: unlimited' }),
        }),
        'The brands',
      ),
      ...signedInErrors,
    },
  }),
  create: createRoute({
    method: 'post',
    path: '/api/brands',
    tags: ['Brands'],
    summary: 'Create a brand',
    description:
      'Logos, icons and uploaded fonts are stored first (POST /api/brands/logos…, /api/brands/fonts) and referenced here by path.',
    request: { body: brandBody },
    responses: {
      201: jsonContent(brand, 'The new brand'),
      400: errorResponse('BRAND_NAME_REQUIRED (with fields.name) or VALIDATION_FAILED'),
      ...signedInErrors,
      409: errorResponse('BRAND_EXISTS: details.brandId is the brand that has this name'),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/api/brands/{id}',
    tags: ['Brands'],
    summary: 'One brand',
    request: { params: idParam },
    responses: {
      200: jsonContent(brand, 'The brand'),
      ...signedInErrors,
      404: errorResponse('BRAND_NOT_FOUND'),
    },
  }),
  update: createRoute({
    method: 'put',
    path: '/api/brands/{id}',
    tags: ['Brands'],
    summary: "Replace a brand's data",
    description: 'Logos and fonts the brand no longer references are removed from storage.',
    request: { params: idParam, body: brandBody },
    responses: {
      200: jsonContent(brand, 'The saved brand'),
      400: errorResponse('BRAND_NAME_REQUIRED or VALIDATION_FAILED'),
      ...signedInErrors,
      404: errorResponse('BRAND_NOT_FOUND'),
      409: errorResponse('BRAND_EXISTS'),
    },
  }),
  delete: createRoute({
    method: 'delete',
    path: '/api/brands/{id}',
    tags: ['Brands'],
    summary: 'Delete a brand with its logo and font files; its uploads stay, unassigned',
    request: { params: idParam },
    responses: { 204: { description: 'Deleted' }, ...signedInErrors, 404: errorResponse('BRAND_NOT_FOUND') },
  }),
  uploadLogo: createRoute({
    method: 'post',
    path: '/api/brands/logos',
    tags: ['Brands'],
    summary: 'Store a logo or icon file (PNG, WebP or SVG; SVG is sanitised)',
    request: {
      body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: fileField }) } } },
    },
    responses: {
      201: jsonContent(brandFile, 'The stored file'),
      400: errorResponse('VALIDATION_FAILED'),
      ...signedInErrors,
      413: errorResponse('FILE_TOO_LARGE: over the size limit of user files, in MB'),
      415: errorResponse('LOGO_NOT_SUPPORTED: the name and the bytes must both be PNG, WebP or SVG'),
    },
  }),
  logoFromSvg: createRoute({
    method: 'post',
    path: '/api/brands/logos/from-svg',
    tags: ['Brands'],
    summary: 'Store SVG markup (a scanned inline logo) as a sanitised logo file',
    request: {
      body: jsonBody(z.object({ svg: z.string().min(1).max(1_000_000) })),
    },
    responses: {
      201: jsonContent(brandFile, 'The stored file'),
      400: errorResponse('VALIDATION_FAILED'),
      ...signedInErrors,
      415: errorResponse('LOGO_NOT_SUPPORTED'),
    },
  }),
  logoFromUrl: createRoute({
    method: 'post',
    path: '/api/brands/logos/from-url',
    tags: ['Brands'],
    summary: 'Download an image (a scanned logo candidate) and store it as a logo file',
    request: {
      body: jsonBody(z.object({ url: z.url({ protocol: /^https?$/ }).max(2000) })),
    },
    responses: {
      201: jsonContent(brandFile, 'The stored file'),
      400: errorResponse('VALIDATION_FAILED'),
      ...signedInErrors,
      415: errorResponse('LOGO_NOT_SUPPORTED'),
      422: errorResponse('WEBSITE_IMAGES_FAILED: the address could not be read, or is not public'),
    },
  }),
  uploadFont: createRoute({
    method: 'post',
    path: '/api/brands/fonts',
    tags: ['Brands'],
    summary: 'Store a font file (TTF, OTF, WOFF, WOFF2); the family is read from the font unless given',
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({ file: fileField, family: z.string().trim().max(100).optional() }),
          },
        },
      },
    },
    responses: {
      201: jsonContent(named(brandFontFileSchema, 'BrandFontFile'), 'The stored font'),
      400: errorResponse('VALIDATION_FAILED'),
      ...signedInErrors,
      413: errorResponse('FILE_TOO_LARGE: over the size limit of user files, in MB'),
      415: errorResponse('FONT_NOT_SUPPORTED'),
    },
  }),
};

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
  app.use('/api/brands/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  for (const path of brandFileBodyPaths) app.post(path, fileBodyLimit());
  return app
    .openapi(routes.list, async (c) => c.json(await listBrands(deps, c.var.user.id), 200))
    .openapi(routes.create, async (c) =>
      c.json(await createBrand(deps, c.var.user.id, c.req.valid('json')), 201),
    )
    .openapi(routes.get, async (c) =>
      c.json(await getBrand(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.update, async (c) =>
      c.json(await updateBrand(deps, c.var.user.id, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(routes.delete, async (c) => {
      await deleteBrand(deps, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.uploadLogo, async (c) => {
      const { file } = c.req.valid('form');
      return c.json(
        await addBrandLogo(deps, c.var.user.id, { name: file.name, bytes: await fileBytes(file) }),
        201,
      );
    })
    .openapi(routes.logoFromSvg, async (c) =>
      c.json(await addBrandLogoFromSvg(deps, c.var.user.id, c.req.valid('json').svg), 201),
    )
    .openapi(routes.logoFromUrl, async (c) =>
      c.json(await addBrandLogoFromUrl(deps, c.var.user.id, c.req.valid('json').url), 201),
    )
    .openapi(routes.uploadFont, async (c) => {
      const { file, family } = c.req.valid('form');
      return c.json(
        await uploadBrandFont(deps, c.var.user.id, {
          name: file.name,
          bytes: await fileBytes(file),
          family,
        }),
        201,
      );
    });
}
