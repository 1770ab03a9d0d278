import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { AppEnv } from '../../lib/http.ts';
import { loopbackOnly } from '../../lib/loopback-only.ts';
import { errorResponse, jsonContent } from '../../lib/openapi.ts';
import type { OutboxEmail } from './mailbox.repository.ts';
import { renderMailboxList, renderMailboxMessage } from './mailbox-page.ts';
import { findMailboxEmail, listMailbox } from './read-mailbox.ts';

const emailSchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    createdAt: z.iso.datetime(),
  })
  .openapi('OutboxEmail');

const listRoute = createRoute({
  method: 'get',
  path: '/api/dev/mailbox',
  tags: ['Development'],
  summary: 'E-mails in the local outbox, newest first (only while no SMTP server is configured)',
  request: {
    query: z.object({ to: z.string().optional().openapi({ description: 'Only e-mails to this address' }) }),
  },
  responses: {
    200: jsonContent(z.object({ emails: z.array(emailSchema) }), 'Up to 100 e-mails'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/dev/mailbox/{id}',
  tags: ['Development'],
  summary: 'One e-mail of the local outbox',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: jsonContent(emailSchema, 'The e-mail'),
    404: errorResponse('No such e-mail'),
  },
});

const toJson = (email: OutboxEmail) => ({ ...email, createdAt: email.createdAt.toISOString() });

// The mailbox page shows e-mail HTML in a sandboxed srcdoc iframe, which inherits this policy:
// the messages' inline styles and images may load, nothing may run or be submitted.
const mailboxPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The development mailbox over the local outbox's folder (JSON under /api/dev/mailbox, a page for
 * people at /dev/mailbox); mounted only when the outbox adapter is active and the server is started
 * for local use.
 */
export function mailboxRoutes(outboxDir: string) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // It holds sign-in links: only clients on this machine may read it.
  for (const path of ['/api/dev/mailbox', '/api/dev/mailbox/*', '/dev/mailbox', '/dev/mailbox/*']) {
    app.use(path, loopbackOnly);
  }
  app.get('/dev/mailbox', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', mailboxPagePolicy);
    return c.html(renderMailboxList(await listMailbox(outboxDir)));
  });
  app.get('/dev/mailbox/:id', async (c) => {
    const id = c.req.param('id');
    const email = await findMailboxEmail(outboxDir, id);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', mailboxPagePolicy);
    if (!email) return c.html(renderMailboxList(await listMailbox(outboxDir)), 404);
    return c.html(renderMailboxMessage(email));
  });
  return app
    .openapi(listRoute, async (c) => {
      const { to } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json({ emails: (await listMailbox(outboxDir, to)).map(toJson) }, 200);
    })
    .openapi(getRoute, async (c) => {
      const { id } = c.req.valid('param');
      const email = await findMailboxEmail(outboxDir, id);
      if (!email) throw new AppError('NOT_FOUND');
      c.header('Cache-Control', 'no-store');
      return c.json(toJson(email), 200);
    });
}
