import { retryAfterMs } from '../../image-provider/retry-after.ts';
import { VideoProviderError } from '../video-provider.ts';

/**
 * MiniMax answers most errors with HTTP 200 and a `base_resp.status_code` other than 0. The codes
 * are those of MiniMax's error-code reference (platform.minimax.io/docs/api-reference/errorcode).
 */
type Kind = VideoProviderError['kind'];

const kindsByCode: Record<number, Kind> = {
  1000: 'unavailable', // unknown error: "Please retry your requests later."
  1001: 'timeout', // request timeout
  1002: 'rate_limited', // rate limit
  1004: 'invalid_request', // not authorized: the key is wrong or inactive
  1008: 'failed', // insufficient balance: waiting does not top it up
  1024: 'unavailable', // internal error
  1026: 'moderation_blocked', // input sensitive (the prompt or the first frame)
  1027: 'moderation_blocked', // output sensitive (the generated video)
  1033: 'unavailable', // system error
  1039: 'rate_limited', // token limit
  1041: 'rate_limited', // connection limit
  1042: 'invalid_request', // illegal characters in the prompt
  2013: 'invalid_request', // invalid params
  2045: 'rate_limited', // rate growth limit
  2049: 'invalid_request', // invalid API key
  2056: 'failed', // usage limit exceeded for the plan
};

export interface MiniMaxBaseResp {
  status_code: number;
  status_msg?: string;
}

export function baseRespOf(body: unknown): MiniMaxBaseResp | null {
  const baseResp = (body as { base_resp?: unknown } | null)?.base_resp as MiniMaxBaseResp | undefined;
  return typeof baseResp?.status_code === 'number' ? baseResp : null;
}

export function fromStatusCode(baseResp: MiniMaxBaseResp, headers?: Headers): VideoProviderError {
  const kind = kindsByCode[baseResp.status_code] ?? 'failed';
  const message = `MiniMax answered ${baseResp.status_code} ${baseResp.status_msg ?? ''}`.trim();
  return new VideoProviderError(kind, message, {
    retryAfterMs: kind === 'rate_limited' ? retryAfterMs(headers) : undefined,
  });
}

/** An answer without a usable `base_resp`: judged by its HTTP status. */
export function fromHttpStatus(status: number, headers: Headers): VideoProviderError {
  const message = `MiniMax answered HTTP ${status}`;
  if (status === 429)
    return new VideoProviderError('rate_limited', message, { retryAfterMs: retryAfterMs(headers) });
  if (status === 408) return new VideoProviderError('timeout', message);
  if (status >= 500) return new VideoProviderError('unavailable', message);
  if (status >= 400) return new VideoProviderError('invalid_request', message);
  return new VideoProviderError('failed', `${message} without the expected fields`);
}
