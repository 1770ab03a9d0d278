import { type Language, languages } from '@brandloom/shared/i18n/languages';
import { type ContactTopic, contactTopics } from '@brandloom/shared/site/contact';
import { contactFormSchema } from '@brandloom/shared/site/contact-schema';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import type { AppEnv } from '../../lib/http.ts';
import { adminErrors, errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { issueFormToken } from './form-token.ts';
import { listContactMessagesPage } from './list-contact-messages.ts';
import { type ContactDeps, sendContactMessage } from './send-contact-message.ts';

const formTokenRoute = createRoute({
  method: 'get',
  path: '/api/contact/form-token',
  tags: ['Contact'],
  summary: 'A signed time token for the contact form (fetched when a visitor starts filling it in)',
  responses: { 200: jsonContent(z.object({ token: z.string() }), 'The token; send it with the message') },
});

const sendRoute = createRoute({
  method: 'post',
  path: '/api/contact',
  tags: ['Contact'],
  summary: 'Sends a message to the operator’s support address (stored, then e-mailed)',
  request: { body: jsonBody(contactFormSchema.openapi('ContactForm')) },
  responses: {
    204: { description: 'Stored (and e-mailed when a support address is configured)' },
    400: errorResponse('VALIDATION_FAILED, CONTACT_REJECTED (bot), CONTACT_TOO_FAST, CONTACT_FORM_EXPIRED'),
    429: errorResponse('RATE_LIMITED: too many messages from this address'),
  },
});

const messageSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    topic: z.enum(contactTopics),
    message: z.string(),
    language: z.enum(languages),
    emailedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi('ContactMessage');

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/contact-messages',
  tags: ['Admin'],
  summary: 'Messages of the contact form, newest first',
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(20),
      before: z.iso.datetime().optional().openapi({ description: 'The previous page’s nextCursor' }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({ messages: z.array(messageSchema), nextCursor: z.string().nullable() })
        .openapi('ContactMessagePage'),
      'A page of messages',
    ),
    400: errorResponse('Bad input'),
    ...adminErrors,
  },
});

/** The help page's contact form (decision 0047). */
export function contactRoutes(deps: ContactDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(formTokenRoute, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ token: issueFormToken(deps.secret, deps.now()) }, 200);
    })
    .openapi(sendRoute, async (c) => {
      await sendContactMessage(deps, c.req.valid('json'), c.get('clientAddress'));
      return c.body(null, 204);
    });
}

/** The contact form's messages for admins (/app/admin). */
export function contactAdminRoutes(guards: Guards, db: Database) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use('/api/admin/contact-messages', guards.admin);
  return app.openapi(listRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    const page = await listContactMessagesPage(db, c.req.valid('query'));
    return c.json(
      {
        messages: page.messages.map((message) => ({
          ...message,
          topic: message.topic as ContactTopic,
          language: message.language as Language,
          emailedAt: message.emailedAt?.toISOString() ?? null,
          createdAt: message.createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      },
      200,
    );
  });
}
