import { signOutScopes } from '@brandloom/shared/auth';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import type { Auth } from './auth.ts';

const route = createRoute({
  method: 'post',
  path: '/api/auth-sessions/sign-out',
  tags: ['Accounts'],
  summary: 'Sign out this device, every other device, or everywhere',
  description:
    '`local` ends this session (like POST /api/auth/sign-out), `others` ends every other session of the user and keeps this one, `global` ends all of them including this one.',
  request: {
    body: jsonBody(z.object({ scope: z.enum(signOutScopes) }).openapi('SignOut')),
  },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true) }),
      'Signed out; for local and global the session cookie is cleared',
    ),
    400: errorResponse('Unknown scope'),
    401: errorResponse('Not signed in'),
  },
});

export function signOutRoutes(auth: Auth, guards: Guards) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use(route.path, guards.session);
  return app.openapi(route, async (c) => {
    const { scope } = c.req.valid('json');
    const headers = c.req.raw.headers;
    if (scope === 'others' || scope === 'global') await auth.api.revokeOtherSessions({ headers });
    if (scope === 'local' || scope === 'global') {
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      for (const cookie of result.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const }, 200);
  });
}
