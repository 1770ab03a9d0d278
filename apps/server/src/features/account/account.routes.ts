import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, jsonBody, jsonContent, signedInErrors } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import type { Auth } from '../auth/index.ts';
import { deleteAccount } from './delete-account.ts';
import type { RemoveUserDeps } from './remove-user.ts';

const route = createRoute({
  method: 'post',
  path: '/api/account/delete',
  tags: ['Accounts'],
  summary: "Delete the signed-in user's account, data and files",
  description:
    '`confirm` must be exactly `delete` (spec §5). Removes the user, their sessions, profile and files, and signs out.',
  request: {
    body: jsonBody(z.object({ confirm: z.string() }).openapi('DeleteAccount')),
  },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true) }),
      'Deleted and signed out; the session cookie is cleared',
    ),
    400: errorResponse('The word delete was not typed'),
    ...signedInErrors,
  },
});

export function accountRoutes(auth: Auth, guards: Guards, deps: RemoveUserDeps) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use(route.path, guards.session);
  return app.openapi(route, async (c) => {
    const { confirm } = c.req.valid('json');
    await deleteAccount(deps, { userId: c.get('user').id, email: c.get('user').email }, confirm);
    // The sessions are gone with the user; this clears the browser's cookies.
    const result = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const }, 200);
  });
}
