import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { ImageProviderError } from '../image-provider.ts';
import { retryAfterMs } from '../retry-after.ts';

/** Error codes of a request the safety system refused: gpt-image-1's, and DALL·E's older one. */
const moderationCodes = new Set(['moderation_blocked', 'content_policy_violation']);

function fromStatus(error: APIError): ImageProviderError {
  const { status, code } = error;
  const message = `OpenAI answered ${error.message}`;
  if (status === 400 && typeof code === 'string' && moderationCodes.has(code))
    return new ImageProviderError('moderation_blocked', message, { cause: error });
  // A spent quota also answers 429, but waiting a few seconds will not refill it.
  if (status === 429 && code === 'insufficient_quota')
    return new ImageProviderError('failed', message, { cause: error });
  if (status === 429)
    return new ImageProviderError('rate_limited', message, {
      cause: error,
      retryAfterMs: retryAfterMs(error.headers),
    });
  if (status === 408) return new ImageProviderError('timeout', message, { cause: error });
  if (status !== undefined && status >= 500)
    return new ImageProviderError('unavailable', message, { cause: error });
  return new ImageProviderError('invalid_request', message, { cause: error });
}

/**
 * Maps what the SDK or the network threw to the provider error the worker acts on. `timedOut`
 * says our own deadline fired (it also covers reading the body, which the SDK's timeout does not).
 * A caller's abort is not a provider failure: its reason is thrown as is.
 */
export function toImageProviderError(
  error: unknown,
  { timedOut, callerSignal }: { timedOut: boolean; callerSignal?: AbortSignal },
): unknown {
  if (error instanceof ImageProviderError) return error;
  if (callerSignal?.aborted && !timedOut) return callerSignal.reason;
  if (timedOut || error instanceof APIConnectionTimeoutError)
    return new ImageProviderError('timeout', 'OpenAI did not answer in time', { cause: error });
  if (error instanceof APIConnectionError)
    return new ImageProviderError('unavailable', `OpenAI could not be reached: ${error.message}`, {
      cause: error,
    });
  if (error instanceof APIError) return fromStatus(error);
  // undici reports a connection dropped while the body was read as a TypeError.
  if (error instanceof TypeError)
    return new ImageProviderError('unavailable', `OpenAI's answer was cut off: ${error.message}`, {
      cause: error,
    });
  const detail = error instanceof Error ? error.message : String(error);
  return new ImageProviderError('failed', `OpenAI's answer could not be read: ${detail}`, { cause: error });
}
