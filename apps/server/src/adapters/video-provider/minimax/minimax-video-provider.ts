import type { VideoPhase } from '@brandloom/shared/video';
import type { Env } from '../../../env.ts';
import { aspectRatioValue, posterFromFirstFrame, prepareFirstFrame } from '../first-frame.ts';
import {
  clip,
  downloadMp4,
  pause,
  progressReporter,
  requestJson,
  runVendorTask,
  type VendorAnswer,
  type VendorTaskTiming,
} from '../vendor-task.ts';
import { type VideoProvider, VideoProviderError, type VideoRequest } from '../video-provider.ts';
import { videoVendorDefaults } from '../video-vendor-defaults.ts';
import { miniMaxDefaults } from './minimax-defaults.ts';
import { baseRespOf, fromHttpStatus, fromStatusCode } from './provider-error.ts';

/**
 * MiniMax-Hailuo-02 through MiniMax's asynchronous video API (platform.minimax.io/docs,
 * "Video Generation"): `POST /v1/video_generation` creates a task from a prompt and a first frame,
 * `GET /v1/query/video_generation?task_id=` reports Preparing / Queueing / Processing until
 * Success (with `file_id`, `video_width`, `video_height`) or Fail, `GET /v1/files/retrieve?file_id=`
 * gives the file's `download_url` (valid for hours, no key needed), which serves the MP4.
 *
 * Frame: the clip takes the first frame's size, so the frame decides the aspect. For 16:9 and 9:16
 * the base image is cropped to that ratio around its salient part before it is sent; for 'source'
 * it is sent in its own ratio, clamped into the 2:5…5:2 MiniMax accepts.
 */

const miniMaxVideoModel = 'MiniMax-Hailuo-02';

/** At 768P Hailuo-02 renders 6 s or 10 s clips (1080P: 6 s only, so 768P serves both lengths). */
const clipLengths = [6, 10] as const;
/** MiniMax's task statuses (its docs), as phases; an unknown one reads as rendering. */
const minimaxPhases: Record<string, VideoPhase> = {
  Preparing: 'preparing',
  Queueing: 'queued',
  Processing: 'rendering',
  Success: 'finishing',
};
const resolution = '768P';
const maxPromptLength = 2000;

/**
 * The vendor length for a requested one within 6–10 s: the shortest clip at least as long, so
 * the user never gets less than asked for (7–9 s become 10 s; the result reports the real length).
 */
export function miniMaxClipLength(durationSeconds: number): 6 | 10 {
  const length = clipLengths.find((seconds) => seconds >= durationSeconds);
  if (length === undefined || durationSeconds < 1)
    throw new VideoProviderError(
      'invalid_request',
      `${miniMaxVideoModel} makes 6 to 10 s clips, not ${durationSeconds} s`,
    );
  return length;
}

export interface MiniMaxVideoProviderOptions extends Partial<VendorTaskTiming> {
  apiKey: string;
  baseUrl?: string;
  /** For tests and proxies; the global fetch otherwise. */
  fetch?: typeof fetch;
}

const queryStatuses = new Set(['Preparing', 'Queueing', 'Processing']);

export function createMiniMaxVideoProvider(options: MiniMaxVideoProviderOptions): VideoProvider {
  const baseUrl = (options.baseUrl ?? miniMaxDefaults.baseUrl).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const pollIntervalMs = options.pollIntervalMs ?? miniMaxDefaults.pollIntervalMs;
  const timeoutMs = options.timeoutMs ?? videoVendorDefaults.timeoutMs;
  const auth = { authorization: `Bearer ${options.apiKey}` };

  /** The body of a successful answer; any error code or HTTP failure becomes a provider error. */
  function accepted(answer: VendorAnswer): Record<string, unknown> {
    const baseResp = baseRespOf(answer.body);
    if (baseResp && baseResp.status_code !== 0) throw fromStatusCode(baseResp, answer.headers);
    if (answer.status < 200 || answer.status >= 300 || !baseResp)
      throw fromHttpStatus(answer.status, answer.headers);
    return answer.body as Record<string, unknown>;
  }

  async function createTask(request: VideoRequest, frameJpeg: Buffer, duration: number, signal: AbortSignal) {
    const body = {
      model: miniMaxVideoModel,
      prompt: clip(request.prompt, maxPromptLength),
      first_frame_image: `data:image/jpeg;base64,${frameJpeg.toString('base64')}`,
      duration,
      resolution,
      prompt_optimizer: true,
    };
    const answer = await requestJson(fetchImpl, `${baseUrl}/v1/video_generation`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    const taskId = accepted(answer).task_id;
    if (typeof taskId !== 'string' || !taskId)
      throw new VideoProviderError('failed', 'MiniMax created no task id');
    return taskId;
  }

  async function waitForFile(taskId: string, request: VideoRequest, signal: AbortSignal) {
    const report = progressReporter(request.onProgress);
    const url = `${baseUrl}/v1/query/video_generation?task_id=${encodeURIComponent(taskId)}`;
    for (;;) {
      const answer = await requestJson(fetchImpl, url, { headers: auth, signal });
      const task = accepted(answer);
      const status = String(task.status);
      report(minimaxPhases[status] ?? 'rendering');
      if (status === 'Success') {
        if (typeof task.file_id !== 'string' && typeof task.file_id !== 'number')
          throw new VideoProviderError('failed', 'MiniMax reported success without a file id');
        return String(task.file_id);
      }
      if (status === 'Fail') throw new VideoProviderError('failed', `MiniMax task ${taskId} failed`);
      if (!queryStatuses.has(status))
        throw new VideoProviderError('failed', `MiniMax reported an unknown task status: ${status}`);
      await pause(pollIntervalMs, signal);
    }
  }

  async function downloadUrl(fileId: string, signal: AbortSignal): Promise<string> {
    const url = `${baseUrl}/v1/files/retrieve?file_id=${encodeURIComponent(fileId)}`;
    const file = accepted(await requestJson(fetchImpl, url, { headers: auth, signal })).file as
      | { download_url?: unknown }
      | undefined;
    if (typeof file?.download_url !== 'string' || !file.download_url)
      throw new VideoProviderError('failed', 'Failed to download the video: MiniMax gave no download URL');
    return file.download_url;
  }

  return {
    id: miniMaxVideoModel,
    async generate(request) {
      const duration = miniMaxClipLength(request.durationSeconds);
      const frame = await prepareFirstFrame(request.baseImage, {
        ratio: request.aspect === 'source' ? null : aspectRatioValue(request.aspect),
        minRatio: 2 / 5,
        maxRatio: 5 / 2,
        minShortSide: 301,
        maxLongSide: 1920,
      });
      return runVendorTask('MiniMax', request, timeoutMs, async (signal) => {
        const taskId = await createTask(request, frame.jpeg, duration, signal);
        const fileId = await waitForFile(taskId, request, signal);
        // The download URL is a signed CDN link on another host: it gets no API key.
        const { mp4, info } = await downloadMp4('MiniMax', fetchImpl, await downloadUrl(fileId, signal), {
          signal,
        });
        return {
          mp4,
          poster: await posterFromFirstFrame(frame, info.width, info.height),
          width: info.width,
          height: info.height,
          durationSeconds: info.durationSeconds,
          detail: {
            videoModel: miniMaxVideoModel,
            taskId,
            fileId,
            resolution,
            vendorDuration: String(duration),
          },
        };
      });
    },
  };
}

/** The provider when `MINIMAX_API_KEY` is set, else null (the caller keeps the local animator). */
export function miniMaxVideoProviderFromEnv(
  env: Pick<Env, 'MINIMAX_API_KEY' | 'MINIMAX_BASE_URL' | 'VIDEO_VENDOR_TIMEOUT_MS'>,
  deps: Pick<MiniMaxVideoProviderOptions, 'fetch' | 'pollIntervalMs'> = {},
): VideoProvider | null {
  if (!env.MINIMAX_API_KEY) return null;
  return createMiniMaxVideoProvider({
    apiKey: env.MINIMAX_API_KEY,
    baseUrl: env.MINIMAX_BASE_URL,
    timeoutMs: env.VIDEO_VENDOR_TIMEOUT_MS,
    ...deps,
  });
}
