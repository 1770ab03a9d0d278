import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import {
  errorResponse,
  idPathParam,
  jsonBody,
  jsonContent,
  nextCursorField,
  pageQuery,
} from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { creativeSchema } from '../creatives/index.ts';
import { deleteConversation } from './delete-conversation.ts';
import { getConversation } from './get-conversation.ts';
import { listConversations } from './list-conversations.ts';
import { renameConversation } from './rename-conversation.ts';

const summaryFields = z.object({
  id: z.uuid(),
  title: z.string(),
  creationDate: z.iso.datetime(),
  updatedDate: z.iso.datetime(),
});
const summarySchema = summaryFields.openapi('ConversationSummary');
/** A chat as the list answers it: what the chat list draws (0074). */
const listItemSchema = summaryFields.pick({ id: true, title: true }).openapi('ConversationListItem');

const conversationSchema = summarySchema
  .extend({
    messages: z.array(
      z.object({
        generationId: z.uuid(),
        prompt: z.string(),
        creationDate: z.iso.datetime(),
        creatives: z.array(creativeSchema),
      }),
    ),
  })
  .openapi('Conversation');

const idParam = idPathParam();

const listRoute = createRoute({
  method: 'get',
  path: '/api/conversations',
  tags: ['Creatives'],
  summary: 'The user’s chats, most recently used first',
  request: {
    query: z.object(pageQuery(30)),
  },
  responses: {
    200: jsonContent(
      z.object({
        conversations: z.array(listItemSchema),
        nextCursor: nextCursorField,
      }),
      'Chats',
    ),
    400: errorResponse('Bad query'),
    401: errorResponse('Not signed in'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/conversations/{id}',
  tags: ['Creatives'],
  summary: 'One chat: its prompts in order, each with the creatives it made',
  request: { params: idParam },
  responses: {
    200: jsonContent(conversationSchema, 'The chat'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such chat of this user'),
  },
});

const renameRoute = createRoute({
  method: 'patch',
  path: '/api/conversations/{id}',
  tags: ['Creatives'],
  summary: 'Rename a chat',
  request: {
    params: idParam,
    body: jsonBody(z.object({ title: z.string().trim().min(1).max(120) })),
  },
  responses: {
    200: jsonContent(summarySchema, 'Renamed'),
    400: errorResponse('Bad title'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such chat of this user'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/conversations/{id}',
  tags: ['Creatives'],
  summary: 'Delete a chat; its creatives stay in the library',
  request: { params: idParam },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such chat of this user'),
  },
});

export function conversationsRoutes(guards: Guards, db: Database, storage: Storage) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/conversations', guards.session);
  app.use('/api/conversations/*', guards.session);
  return app
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listConversations(db, c.get('user').id, c.req.valid('query')), 200);
    })
    .openapi(getRoute, async (c) => {
      const { id } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await getConversation(db, storage, c.get('user').id, id), 200);
    })
    .openapi(renameRoute, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await renameConversation(db, c.get('user').id, id, c.req.valid('json').title), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      await deleteConversation(db, c.get('user').id, id);
      return c.body(null, 204);
    });
}
