import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/http.ts';
import { checkHealth, type HealthChecks } from './health.service.ts';

const checkStatus = z.enum(['ok', 'fail']);
const healthSchema = z
  .object({
    status: z.enum(['ok', 'fail']),
    checks: z.object({ database: checkStatus, storage: checkStatus }),
  })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness and dependency checks',
  responses: {
    200: { description: 'Everything works', content: { 'application/json': { schema: healthSchema } } },
    503: { description: 'A dependency fails', content: { 'application/json': { schema: healthSchema } } },
  },
});

export function healthRoutes(checks: HealthChecks) {
  return new OpenAPIHono<AppEnv>().openapi(route, async (c) => {
    const report = await checkHealth(checks);
    c.header('Cache-Control', 'no-store');
    return report.status === 'ok' ? c.json(report, 200) : c.json(report, 503);
  });
}
