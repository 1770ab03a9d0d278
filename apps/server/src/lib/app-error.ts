import type { ErrorCode } from '@brandloom/shared/errors';

export interface AppErrorOptions {
  /** Values for the `{name}` placeholders of the translated message. */
  params?: Record<string, string | number>;
  /** Per-field messages, for VALIDATION_FAILED. */
  fields?: Record<string, string[]>;
  /** The one input field the error is about: the answer repeats its message under `fields`. */
  field?: string;
  /** Facts the client acts on, e.g. the id of the brand that already has the name. */
  details?: Record<string, string | number | null>;
  cause?: unknown;
}

/** The one error type services throw; the error handler turns it into status + translated message. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  readonly fields: Record<string, string[]> | undefined;
  readonly field: string | undefined;
  readonly details: Record<string, string | number | null> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.code = code;
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.field = options.field;
    this.details = options.details;
  }
}
