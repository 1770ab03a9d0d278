import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/http.ts';
import { errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { createErrorLogFilter } from './error-log-filter.ts';

// Reports are untrusted and end up in log storage: keep every field to a sane size.
const maxFieldLength = 5000;
const clip = (value: string | undefined) => value?.slice(0, maxFieldLength);

const reportSchema = z
  .object({
    message: z.string().min(1),
    stack: z.string().optional(),
    url: z.string().optional(),
    userAgent: z.string().optional(),
    status: z.number().int().optional().openapi({ description: 'HTTP status, when the error was an answer' }),
    componentStack: z.string().optional(),
  })
  .openapi('ClientErrorReport');

const route = createRoute({
  method: 'post',
  path: '/api/error-logging',
  tags: ['System'],
  summary: 'Report an error that happened in the browser',
  request: { body: jsonBody(reportSchema) },
  responses: {
    202: jsonContent(
      z.object({ accepted: z.boolean() }),
      'Received; `accepted` says whether it was logged (chunk-load, rate-limit and repeats are not)',
    ),
    400: errorResponse('Invalid report'),
  },
});

export function errorLoggingRoutes(now?: () => number) {
  const filter = createErrorLogFilter(now);
  return new OpenAPIHono<AppEnv>().openapi(route, (c) => {
    const report = c.req.valid('json');
    const result = filter(report);
    if (result.accepted) {
      c.get('logger').warn(
        {
          clientError: {
            ...report,
            message: result.message,
            stack: clip(report.stack),
            url: clip(report.url),
            userAgent: clip(report.userAgent),
            componentStack: clip(report.componentStack),
          },
        },
        'client error',
      );
    }
    return c.json({ accepted: result.accepted }, 202);
  });
}
