import { z } from 'zod';

const uuidSchema = z.uuid();

/** Whether `value` is UUID-shaped (our ids are); check before using user input as an id. */
export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}
