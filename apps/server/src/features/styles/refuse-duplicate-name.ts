import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Runs a write of a style named `name`; the unique index on (user, lower(name)) decides a duplicate,
 * so two racing requests cannot both win, and the loser gets STYLE_EXISTS.
 */
export async function refuseDuplicateName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('STYLE_EXISTS', { params: { name }, cause: error });
    throw error;
  }
}
