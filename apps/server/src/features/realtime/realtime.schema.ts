import { type ChangeMessage, realtimeTables } from '@brandloom/shared/realtime';
import { z } from '@hono/zod-openapi';

export const changeMessageSchema = z
  .object({
    id: z.string().openapi({ description: 'Orders changes; the SSE event id' }),
    table: z.enum(realtimeTables),
    rowId: z.string(),
    updatedDate: z.iso.datetime(),
    changes: z.array(z.string()).openapi({ description: 'Names of the changed properties' }),
    values: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .optional()
      .openapi({ description: 'New values of small fields' }),
  })
  .openapi('ChangeMessage') satisfies z.ZodType<ChangeMessage>;
