import { z } from 'zod';
import type { BuildMeta, RouteRules } from './route-rules.ts';

const pattern = z
  .string()
  .regex(/^\/[^?#\s]*$/, 'a path starting with /, without query or fragment')
  .regex(/^(?!.*\*\*.)/, '`**` only as the last segment');
const target = z
  .string()
  .refine(
    (value) => /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/.test(value),
    'a path of this site (/…) or an http(s) address',
  );

export const routeRulesSchema = z.record(
  pattern,
  z.strictObject({
    redirect: z.strictObject({
      to: target,
      status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).optional(),
    }),
  }),
) satisfies z.ZodType<RouteRules>;

export const buildMetaSchema = z.object({
  id: z.string().min(1),
  timestamp: z.number(),
  routeRules: routeRulesSchema,
  redirects: z.array(z.tuple([z.string(), z.string(), z.number().int(), z.boolean()])),
}) satisfies z.ZodType<BuildMeta>;

/** The rules of apps/web/route-rules.ts, checked: a wrong rule stops the build with its pattern named. */
export function parseRouteRules(rules: unknown): RouteRules {
  const result = routeRulesSchema.safeParse(rules);
  if (!result.success) {
    const issue = result.error.issues[0];
    // A wrong pattern is reported as an invalid key, its reason one level down.
    const reason = issue && 'issues' in issue ? issue.issues[0]?.message : undefined;
    throw new Error(
      `route-rules.ts: ${issue?.path.join('.') ?? ''}: ${reason ?? issue?.message ?? 'invalid'}`,
    );
  }
  return result.data;
}
