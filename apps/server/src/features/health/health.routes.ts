import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/http.ts';
import { jsonContent } from '../../lib/openapi.ts';
import { checkHealth, checkReadiness, type HealthChecks, type ReadinessChecks } from './check-health.ts';

const checkStatus = z.enum(['ok', 'fail']);
const healthSchema = z
  .object({
    status: z.enum(['ok', 'fail']),
    checks: z.object({ database: checkStatus, storage: checkStatus }),
  })
  .openapi('Health');
const readinessSchema = z
  .object({
    status: z.enum(['ok', 'fail']),
    checks: z.object({ database: checkStatus, migrations: checkStatus, accepting: checkStatus }),
  })
  .openapi('Readiness');

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness and dependency checks',
  responses: {
    200: jsonContent(healthSchema, 'Everything works'),
    503: jsonContent(healthSchema, 'A dependency fails'),
  },
});

const readinessRoute = createRoute({
  method: 'get',
  path: '/api/ready',
  tags: ['System'],
  summary: 'Readiness for traffic: database reachable, migrations applied, not shutting down',
  responses: {
    200: jsonContent(readinessSchema, 'Ready for requests'),
    503: jsonContent(readinessSchema, 'Send requests to another instance'),
  },
});

export function healthRoutes(checks: HealthChecks & { readiness: ReadinessChecks }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(healthRoute, async (c) => {
      const report = await checkHealth(checks);
      c.header('Cache-Control', 'no-store');
      return report.status === 'ok' ? c.json(report, 200) : c.json(report, 503);
    })
    .openapi(readinessRoute, async (c) => {
      const report = await checkReadiness(checks.readiness);
      c.header('Cache-Control', 'no-store');
      return report.status === 'ok' ? c.json(report, 200) : c.json(report, 503);
    });
}
