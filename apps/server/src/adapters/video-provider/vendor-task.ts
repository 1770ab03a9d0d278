import { setTimeout as sleep } from 'node:timers/promises';
import type { VideoPhase, VideoProgress } from '@brandloom/shared/video';
import { Mp4FormatError, type Mp4Info, readMp4Info } from './mp4-info.ts';
import { VideoProviderError } from './video-provider.ts';

/**
 * What the two vendor providers share: an asynchronous task (create, poll, download) under one
 * overall deadline, the caller's abort, and the checks on the file that comes back.
 */

export interface VendorTaskTiming {
  /** Between two status requests. */
  pollIntervalMs: number;
  /** From the create request to the downloaded file; past it the job fails as a timeout. */
  timeoutMs: number;
}

/** A JSON answer with its HTTP status and headers; bodies that are not JSON give `body: null`. */
export interface VendorAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function requestJson(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<VendorAnswer> {
  const response = await fetchImpl(url, init);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Left null: the vendor's mapping decides what a non-JSON answer means for its status.
  }
  return { status: response.status, headers: response.headers, body };
}

/** Waits between polls; an abort (the caller's or the deadline) ends the wait at once. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return sleep(ms, undefined, { signal });
}

/**
 * Runs `task` with a signal that aborts on the caller's signal or after `timeoutMs`, and turns
 * what it threw into the error the worker acts on. A caller's abort is not a provider failure:
 * its reason is thrown as is (as the image providers do).
 */
export async function runVendorTask<T>(
  vendor: string,
  { signal: callerSignal }: { signal?: AbortSignal },
  timeoutMs: number,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
  try {
    return await task(signal);
  } catch (error) {
    if (error instanceof VideoProviderError) throw error;
    if (callerSignal?.aborted && !deadline.aborted) throw callerSignal.reason;
    if (deadline.aborted)
      throw new VideoProviderError(
        'timeout',
        `${vendor} did not finish the video within ${Math.round(timeoutMs / 1000)} s`,
        { cause: error },
      );
    // undici reports refused connections and bodies cut off as a TypeError.
    if (error instanceof TypeError)
      throw new VideoProviderError('unavailable', `${vendor} could not be reached: ${error.message}`, {
        cause: error,
      });
    const detail = error instanceof Error ? error.message : String(error);
    throw new VideoProviderError('failed', `${vendor}'s answer could not be read: ${detail}`, {
      cause: error,
    });
  }
}

/**
 * Fetches the finished MP4 and checks it is one. Any answer but 2xx, or bytes that are not an MP4,
 * fails the creative ("Failed to download video" for the user): the vendor charged for the clip,
 * and asking again would not bring back a file its server no longer has.
 */
export async function downloadMp4(
  vendor: string,
  fetchImpl: typeof fetch,
  url: string,
  init: { headers?: Record<string, string>; signal: AbortSignal },
): Promise<{ mp4: Uint8Array; info: Mp4Info }> {
  const response = await fetchImpl(url, { ...init, redirect: 'follow' });
  if (!response.ok) {
    await response.body?.cancel();
    throw new VideoProviderError(
      'failed',
      `Failed to download the video from ${vendor} (HTTP ${response.status})`,
    );
  }
  const mp4 = new Uint8Array(await response.arrayBuffer());
  return { mp4, info: checkMp4(vendor, mp4) };
}

export function checkMp4(vendor: string, mp4: Uint8Array): Mp4Info {
  try {
    return readMp4Info(mp4);
  } catch (error) {
    if (!(error instanceof Mp4FormatError)) throw error;
    throw new VideoProviderError('failed', `${vendor} sent a file that is not an MP4 video`, {
      cause: error,
    });
  }
}

/** Reports each phase once, in the order seen. */
export function progressReporter(onProgress: ((progress: VideoProgress) => void) | undefined) {
  let last: VideoPhase | null = null;
  return (phase: VideoPhase) => {
    if (phase === last) return;
    last = phase;
    onProgress?.({ phase });
  };
}

export function clip(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : text.slice(0, maxLength);
}
