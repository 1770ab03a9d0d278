import {
  brandFileSchema,
  brandFontFileSchema,
  brandInputSchema,
  brandSchema,
} from '@brandloom/shared/brands';
import { plans } from '@brandloom/shared/plans';
import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponse,
  jsonBody,
  jsonContent,
  nextCursorField,
  pageQuery,
  signedInErrors,
} from '../../lib/openapi.ts';

/** The brands manager's contract: its routes and their schemas. */

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

export const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/brands',
    tags: ['Brands'],
    summary: "The signed-in user's brands, by name, a page at a time, and how many their plan allows",
    request: { query: z.object(pageQuery(50, 800)) },
    responses: {
      200: jsonContent(
        z
          .object({
            brands: z.array(brand),
            nextCursor: nextCursorField,
            total: z.number().int().openapi({ description: 'How many brands the user has in all' }),
            plan: z.enum(plans),
            maxBrands: z.number().int().nullable().openapi({ description: 'null: unlimited' }),
          })
          .openapi('BrandPage'),
        'The brands',
      ),
      400: errorResponse('INVALID_CURSOR or VALIDATION_FAILED'),
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
