import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { validationHook } from '../../lib/error-handler.ts';
import type { AppEnv } from '../../lib/http.ts';
import { jsonContent } from '../../lib/openapi.ts';
import { type GoogleEnv, isGoogleSignInConfigured } from './google-sign-in.ts';

const authConfigSchema = z
  .object({
    google: z.boolean().openapi({ description: 'Whether "Continue with Google" is offered' }),
  })
  .openapi('AuthConfig');

const route = createRoute({
  method: 'get',
  path: '/api/auth-config',
  tags: ['Accounts'],
  summary: 'Which sign-in methods this server offers (public)',
  responses: {
    200: jsonContent(authConfigSchema, 'Sign-in methods'),
  },
});

/** Public: the sign-in pages ask it before showing the Google button. */
export function authConfigRoutes(env: GoogleEnv) {
  const config = { google: isGoogleSignInConfigured(env) };
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(route, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(config, 200);
  });
}
