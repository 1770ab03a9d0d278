import type { ErrorCode } from '@brandloom/shared/errors';

export interface AppErrorOptions {
  /** Values for the `{name}` placeholders of the translated message. */
  params?: Record<string, string | number>;
  /** Per-field messages, for VALIDATION_FAILED. */
  fields?: Record<string, string[]>;
  cause?: unknown;
}

/** The one error type services throw; the error handler turns it into status + translated message. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  readonly fields: Record<string, string[]> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.code = code;
    this.params = options.params ?? {};
    this.fields = options.fields;
  }
}
