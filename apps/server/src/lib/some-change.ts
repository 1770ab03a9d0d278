import type { ErrorCode } from '@brandloom/shared/errors';
import type { z } from 'zod';

/**
 * A partial update must change something: `{}` answers 400 VALIDATION_FAILED with NOTHING_TO_CHANGE
 * rather than a no-op or a failed empty UPDATE (decision 0028).
 */
export function someChange<Schema extends z.ZodObject>(schema: Schema): Schema {
  return schema.refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'NOTHING_TO_CHANGE' satisfies ErrorCode,
  });
}
