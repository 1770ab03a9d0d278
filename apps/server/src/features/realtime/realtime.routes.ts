import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, jsonContent, signedInErrors } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { listChangesSince, serveChangeStream } from './change-stream.ts';
import { changeMessageSchema } from './realtime.schema.ts';
import type { RealtimeHub } from './realtime-hub.ts';

const lastEventIdSchema = z
  .string()
  .regex(/^\d{1,18}$/)
  .optional();

const streamRoute = createRoute({
  method: 'get',
  path: '/api/realtime',
  tags: ['Realtime'],
  summary: "Server-Sent Events: changes to the signed-in user's creatives, credit events and profile",
  description: [
    'Events: `change` (data: a ChangeMessage; its `id` is the event id), `heartbeat` (every 25 s, data:',
    'the server time), `resync` (changes were missed and cannot be replayed: re-fetch what is shown),',
    '`signed-out` (the session ended; the stream closes). A reconnect with `Last-Event-ID` (or the',
    '`lastEventId` query parameter, for clients that cannot set headers) first gets the changes it missed.',
  ].join(' '),
  request: {
    headers: z.object({ 'last-event-id': lastEventIdSchema }),
    query: z.object({ lastEventId: lastEventIdSchema }),
  },
  responses: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...signedInErrors,
  },
});

const changesRoute = createRoute({
  method: 'get',
  path: '/api/realtime/changes',
  tags: ['Realtime'],
  summary: "The signed-in user's changes since a time (catch-up after the tab was hidden)",
  request: { query: z.object({ since: z.iso.datetime({ offset: true }) }) },
  responses: {
    200: jsonContent(
      z
        .object({
          changes: z.array(changeMessageSchema),
          complete: z.boolean().openapi({
            description: 'False when some changes are too old or too many: re-fetch everything',
          }),
        })
        .openapi('RealtimeChanges'),
      'Changes recorded since then, oldest first',
    ),
    400: errorResponse('Bad query'),
    ...signedInErrors,
  },
});

export function realtimeRoutes(guards: Guards, db: Database, hub: RealtimeHub, now: () => number) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use(streamRoute.path, guards.session);
  app.use(changesRoute.path, guards.session);
  return app
    .openapi(streamRoute, async (c) => {
      const lastEventId = c.req.valid('header')['last-event-id'] ?? c.req.valid('query').lastEventId;
      // Before the stream starts, so a database that refuses LISTEN is an error answer, not a dead stream.
      await hub.start();
      // Proxies such as nginx would otherwise hold events back in their buffers.
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(
        c,
        (stream) =>
          serveChangeStream(stream, {
            db,
            hub,
            userId: c.get('user').id,
            sessionId: c.get('session').id,
            lastEventId: lastEventId === undefined ? undefined : Number(lastEventId),
            now,
          }),
        async (error) => c.get('logger').error({ err: error }, 'realtime stream failed'),
      );
    })
    .openapi(changesRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      const since = new Date(c.req.valid('query').since);
      return c.json(await listChangesSince(db, c.get('user').id, since, now()), 200);
    });
}
