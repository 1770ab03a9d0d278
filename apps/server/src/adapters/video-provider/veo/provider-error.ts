import { retryAfterMs } from '../../image-provider/retry-after.ts';
import { VideoProviderError } from '../video-provider.ts';

/**
 * Google's errors, from the Gemini API and Vertex AI alike: an HTTP status with a JSON body
 * `{ error: { code, message, status, details } }`, or a finished operation with `error` (a
 * google.rpc.Status: numeric `code`, `message`). Throttling may carry a google.rpc.RetryInfo
 * (`retryDelay: "30s"`) among the details instead of, or besides, a Retry-After header.
 */

export interface GoogleStatus {
  code?: number;
  message?: string;
  status?: string;
  details?: unknown[];
}

/** Refusals for safety read like "…violate Google's Responsible AI practices…" or "…usage guidelines…". */
const safetyWording = /responsible ai|usage guidelines|sensitive words|safety (filter|policy|settings)/i;

function retryDelayMs(details: unknown[] | undefined): number | undefined {
  for (const detail of details ?? []) {
    const { '@type': type, retryDelay } = detail as { '@type'?: string; retryDelay?: unknown };
    if (!type?.endsWith('google.rpc.RetryInfo') || typeof retryDelay !== 'string') continue;
    const seconds = Number.parseFloat(retryDelay);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  }
  return undefined;
}

function statusOf(body: unknown): GoogleStatus | null {
  const error = (body as { error?: unknown } | null)?.error;
  return error && typeof error === 'object' ? (error as GoogleStatus) : null;
}

export function fromHttpError(status: number, headers: Headers, body: unknown): VideoProviderError {
  const error = statusOf(body);
  const message = `Veo answered HTTP ${status}${error?.status ? ` ${error.status}` : ''}: ${error?.message ?? 'no details'}`;
  if (status === 429)
    return new VideoProviderError('rate_limited', message, {
      retryAfterMs: retryAfterMs(headers) ?? retryDelayMs(error?.details),
    });
  if (status === 400 && safetyWording.test(error?.message ?? ''))
    return new VideoProviderError('moderation_blocked', message);
  if (status === 408) return new VideoProviderError('timeout', message);
  if (status >= 500) return new VideoProviderError('unavailable', message);
  // 400 INVALID_ARGUMENT (a bad key is one too), 401, 403, 404: asking again changes nothing.
  if (status >= 400) return new VideoProviderError('invalid_request', message);
  return new VideoProviderError('failed', `Veo answered HTTP ${status} without the expected fields`);
}

/** google.rpc.Code numbers of a failed operation. */
export function fromOperationError(error: GoogleStatus): VideoProviderError {
  const message = `Veo's operation failed with code ${error.code ?? '?'}: ${error.message ?? 'no details'}`;
  switch (error.code) {
    case 3: // INVALID_ARGUMENT
      return new VideoProviderError(
        safetyWording.test(error.message ?? '') ? 'moderation_blocked' : 'invalid_request',
        message,
      );
    case 4: // DEADLINE_EXCEEDED
      return new VideoProviderError('timeout', message);
    case 8: // RESOURCE_EXHAUSTED
      return new VideoProviderError('rate_limited', message, { retryAfterMs: retryDelayMs(error.details) });
    case 13: // INTERNAL
    case 14: // UNAVAILABLE
      return new VideoProviderError('unavailable', message);
    case 7: // PERMISSION_DENIED
    case 16: // UNAUTHENTICATED
      return new VideoProviderError('invalid_request', message);
    default:
      return new VideoProviderError('failed', message);
  }
}
