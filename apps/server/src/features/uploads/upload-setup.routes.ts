import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Bucket } from '../../adapters/storage/bucket.ts';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { adminErrors, jsonContent } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { checkUploadSetup } from './check-upload-setup.ts';

const setupRoute = createRoute({
  method: 'get',
  path: '/api/admin/upload-setup',
  tags: ['Admin'],
  summary: 'Whether uploads can work: the uploads table exists, the uploads bucket is reachable and writable',
  description:
    'The admin page shows a setup notice for each problem. Writing is tested by storing and removing a small probe file.',
  responses: {
    200: jsonContent(
      z
        .object({
          table: z.object({ exists: z.boolean() }),
          bucket: z.object({ id: z.string(), reachable: z.boolean(), writable: z.boolean() }),
        })
        .openapi('UploadSetup'),
      'The state of the uploads setup',
    ),
    ...adminErrors,
  },
});

/** Admin setup notices (spec §2): what an operator must fix before users can upload. */
export function uploadSetupRoutes(guards: Guards, deps: { db: Database; bucket: Bucket }) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use(setupRoute.path, guards.admin);
  return app.openapi(setupRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await checkUploadSetup(deps), 200);
  });
}
