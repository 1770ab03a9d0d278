import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/http.ts';
import { jsonContent } from '../../lib/openapi.ts';
import { checkHealth, type HealthChecks } from './check-health.ts';

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
    200: jsonContent(healthSchema, 'Everything works'),
    503: jsonContent(healthSchema, 'A dependency fails'),
  },
});

export function healthRoutes(checks: HealthChecks) {
  return new OpenAPIHono<AppEnv>().openapi(route, async (c) => {
    const report = await checkHealth(checks);
    c.header('Cache-Control', 'no-store');
    return report.status === 'ok' ? c.json(report, 200) : c.json(report, 503);
  });
}
