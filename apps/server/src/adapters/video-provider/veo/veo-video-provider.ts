import type { Env } from '../../../env.ts';
import { aspectRatioValue, posterFromFirstFrame, prepareFirstFrame } from '../first-frame.ts';
import {
  checkMp4,
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
import { fromHttpError, fromOperationError, type GoogleStatus } from './provider-error.ts';
import { veoDefaults } from './veo-defaults.ts';

/**
 * veo-2.0-generate-001 as a long-running operation, through either door Google offers:
 *
 * - Gemini API (ai.google.dev/gemini-api/docs/video, REST): `POST {base}/v1beta/models/{model}:predictLongRunning`
 *   with `x-goog-api-key`; poll `GET {base}/v1beta/{operation.name}` until `done`; the result is
 *   `response.generateVideoResponse.generatedSamples[].video.uri`, fetched with the same key.
 * - Vertex AI (cloud.google.com/vertex-ai/generative-ai/docs/model-reference/veo-video-generation):
 *   `POST https://{location}-aiplatform.googleapis.com/v1/projects/{project}/locations/{location}/publishers/google/models/{model}:predictLongRunning`
 *   with an OAuth access token; poll `POST …/{model}:fetchPredictOperation` with `{ operationName }`;
 *   without `storageUri` the result carries the MP4 inline as `response.videos[].bytesBase64Encoded`.
 *
 * Both take `instances: [{ prompt, image: { bytesBase64Encoded, mimeType } }]` and
 * `parameters: { aspectRatio, durationSeconds, sampleCount, personGeneration }`; Veo 2 renders
 * 720p at 16:9 or 9:16 for 5–8 s. Videos the safety filters removed are counted in
 * `raiMediaFilteredCount` with `raiMediaFilteredReasons`.
 */

const veoVideoModel = 'veo-2.0-generate-001';

const minSeconds = 5;
const maxSeconds = 8;
/** Generous: Veo reads a short prompt; this only keeps a pasted essay out of the request. */
const maxPromptLength = 4000;

export type VeoEndpoint =
  | { kind: 'gemini'; apiKey: string; baseUrl?: string }
  | { kind: 'vertex'; project: string; location: string; accessToken: string; baseUrl?: string };

export interface VeoVideoProviderOptions extends Partial<VendorTaskTiming> {
  endpoint: VeoEndpoint;
  /** For tests and proxies; the global fetch otherwise. */
  fetch?: typeof fetch;
}

interface Operation {
  name?: string;
  done?: boolean;
  error?: GoogleStatus;
  response?: Record<string, unknown>;
}

/** Where the finished clip is: a URL to fetch, inline bytes, or a Cloud Storage object. */
interface Sample {
  uri?: string;
  bytesBase64?: string;
  gcsUri?: string;
}

interface Outcome {
  samples: Sample[];
  filteredCount: number;
  filteredReasons: string[];
}

/** 16:9 or 9:16; the base image's own ratio becomes the one of its orientation (square: 16:9). */
function veoAspect(request: Pick<VideoRequest, 'aspect' | 'baseImage'>): '16:9' | '9:16' {
  if (request.aspect !== 'source') return request.aspect;
  return request.baseImage.height > request.baseImage.width ? '9:16' : '16:9';
}

function checkDuration(durationSeconds: number): void {
  if (Number.isInteger(durationSeconds) && durationSeconds >= minSeconds && durationSeconds <= maxSeconds)
    return;
  throw new VideoProviderError(
    'invalid_request',
    `${veoVideoModel} makes ${minSeconds} to ${maxSeconds} s clips, not ${durationSeconds} s`,
  );
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The Gemini API wraps the result in `generateVideoResponse`; Vertex puts it at the top. */
function outcomeOf(endpoint: VeoEndpoint['kind'], response: Record<string, unknown> | undefined): Outcome {
  if (endpoint === 'gemini') {
    const result = (response?.generateVideoResponse ?? {}) as Record<string, unknown>;
    const samples = Array.isArray(result.generatedSamples) ? result.generatedSamples : [];
    return {
      samples: samples.map((sample) => {
        const video = (sample as { video?: { uri?: unknown; encodedVideo?: unknown } }).video;
        return {
          uri: typeof video?.uri === 'string' ? video.uri : undefined,
          bytesBase64: typeof video?.encodedVideo === 'string' ? video.encodedVideo : undefined,
        };
      }),
      filteredCount: numberOr(result.raiMediaFilteredCount, 0),
      filteredReasons: strings(result.raiMediaFilteredReasons),
    };
  }
  const videos = Array.isArray(response?.videos) ? response.videos : [];
  return {
    samples: videos.map((video) => {
      const { bytesBase64Encoded, gcsUri } = video as { bytesBase64Encoded?: unknown; gcsUri?: unknown };
      return {
        bytesBase64: typeof bytesBase64Encoded === 'string' ? bytesBase64Encoded : undefined,
        gcsUri: typeof gcsUri === 'string' ? gcsUri : undefined,
      };
    }),
    filteredCount: numberOr(response?.raiMediaFilteredCount, 0),
    filteredReasons: strings(response?.raiMediaFilteredReasons),
  };
}

export function createVeoVideoProvider(options: VeoVideoProviderOptions): VideoProvider {
  const { endpoint } = options;
  const fetchImpl = options.fetch ?? fetch;
  const pollIntervalMs = options.pollIntervalMs ?? veoDefaults.pollIntervalMs;
  const timeoutMs = options.timeoutMs ?? videoVendorDefaults.timeoutMs;
  const baseUrl = (
    endpoint.baseUrl ??
    (endpoint.kind === 'gemini' ? veoDefaults.geminiBaseUrl : veoDefaults.vertexBaseUrl(endpoint.location))
  ).replace(/\/+$/, '');
  const auth: Record<string, string> =
    endpoint.kind === 'gemini'
      ? { 'x-goog-api-key': endpoint.apiKey }
      : { authorization: `Bearer ${endpoint.accessToken}` };
  const modelUrl =
    endpoint.kind === 'gemini'
      ? `${baseUrl}/v1beta/models/${veoVideoModel}`
      : `${baseUrl}/v1/projects/${encodeURIComponent(endpoint.project)}/locations/${encodeURIComponent(endpoint.location)}/publishers/google/models/${veoVideoModel}`;

  function accepted(answer: VendorAnswer): Operation {
    if (answer.status < 200 || answer.status >= 300)
      throw fromHttpError(answer.status, answer.headers, answer.body);
    const operation = answer.body as Operation | null;
    if (!operation || typeof operation !== 'object' || typeof operation.name !== 'string')
      throw new VideoProviderError('failed', 'Veo answered without an operation name');
    return operation;
  }

  function postJson(url: string, body: unknown, signal: AbortSignal) {
    return requestJson(fetchImpl, url, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  }

  function poll(name: string, signal: AbortSignal): Promise<VendorAnswer> {
    if (endpoint.kind === 'gemini')
      return requestJson(fetchImpl, `${baseUrl}/v1beta/${name}`, { headers: auth, signal });
    return postJson(`${modelUrl}:fetchPredictOperation`, { operationName: name }, signal);
  }

  async function waitForDone(created: Operation, request: VideoRequest, signal: AbortSignal) {
    const report = progressReporter(request.onProgress);
    let operation = created;
    while (!operation.done) {
      // A Veo operation has no status words: it runs until `done`.
      report('rendering');
      await pause(pollIntervalMs, signal);
      operation = accepted(await poll(created.name as string, signal));
    }
    if (operation.error) throw fromOperationError(operation.error);
    return operation;
  }

  /** The MP4 of the first sample, fetched or decoded. */
  async function fileOf(outcome: Outcome, signal: AbortSignal) {
    const [sample] = outcome.samples;
    if (!sample) {
      if (outcome.filteredCount > 0)
        throw new VideoProviderError(
          'moderation_blocked',
          `Veo's safety filters removed the video: ${outcome.filteredReasons.join(' ') || 'no reason given'}`,
        );
      throw new VideoProviderError('failed', 'Veo finished without a video');
    }
    if (sample.bytesBase64) {
      const mp4 = new Uint8Array(Buffer.from(sample.bytesBase64, 'base64'));
      return { mp4, info: checkMp4('Veo', mp4) };
    }
    if (sample.uri) {
      if (!URL.canParse(sample.uri))
        throw new VideoProviderError(
          'failed',
          `Failed to download the video: Veo gave no usable URI (${sample.uri})`,
        );
      // The key goes only to Google's own host, never to wherever a URI might point.
      const sameOrigin = new URL(sample.uri).origin === new URL(baseUrl).origin;
      return downloadMp4('Veo', fetchImpl, sample.uri, { headers: sameOrigin ? auth : {}, signal });
    }
    throw new VideoProviderError(
      'failed',
      `Failed to download the video: Veo stored it in Cloud Storage (${sample.gcsUri ?? 'no location'}), which this provider does not read`,
    );
  }

  return {
    id: veoVideoModel,
    async generate(request) {
      checkDuration(request.durationSeconds);
      const aspectRatio = veoAspect(request);
      const frame = await prepareFirstFrame(request.baseImage, {
        ratio: aspectRatioValue(aspectRatio),
        minRatio: 9 / 16,
        maxRatio: 16 / 9,
        minShortSide: 720,
        maxLongSide: 1920,
      });
      return runVendorTask('Veo', request, timeoutMs, async (signal) => {
        const body = {
          instances: [
            {
              prompt: clip(request.prompt, maxPromptLength),
              image: { bytesBase64Encoded: frame.jpeg.toString('base64'), mimeType: 'image/jpeg' },
            },
          ],
          parameters: {
            aspectRatio,
            durationSeconds: request.durationSeconds,
            sampleCount: 1,
            // Ads show people; Veo 2 takes adults (no children) from an image.
            personGeneration: 'allow_adult',
          },
        };
        const created = accepted(await postJson(`${modelUrl}:predictLongRunning`, body, signal));
        const operation = await waitForDone(created, request, signal);
        const { mp4, info } = await fileOf(outcomeOf(endpoint.kind, operation.response), signal);
        return {
          mp4,
          poster: await posterFromFirstFrame(frame, info.width, info.height),
          width: info.width,
          height: info.height,
          durationSeconds: info.durationSeconds,
          detail: {
            videoModel: veoVideoModel,
            endpoint: endpoint.kind,
            operation: created.name as string,
            aspectRatio,
          },
        };
      });
    },
  };
}

type VeoEnv = Pick<
  Env,
  | 'GOOGLE_API_KEY'
  | 'GOOGLE_GEMINI_BASE_URL'
  | 'GOOGLE_CLOUD_PROJECT'
  | 'GOOGLE_CLOUD_LOCATION'
  | 'GOOGLE_VERTEX_ACCESS_TOKEN'
  | 'GOOGLE_VERTEX_BASE_URL'
  | 'VIDEO_VENDOR_TIMEOUT_MS'
>;

/**
 * Vertex AI when its settings are given (env.ts checks they come complete), else the Gemini API
 * when `GOOGLE_API_KEY` is set, else null (the caller keeps the local animator).
 */
export function veoVideoProviderFromEnv(
  env: VeoEnv,
  deps: Pick<VeoVideoProviderOptions, 'fetch' | 'pollIntervalMs'> = {},
): VideoProvider | null {
  const { GOOGLE_CLOUD_PROJECT: project, GOOGLE_CLOUD_LOCATION: location } = env;
  const accessToken = env.GOOGLE_VERTEX_ACCESS_TOKEN;
  const endpoint: VeoEndpoint | null =
    project && location && accessToken
      ? { kind: 'vertex', project, location, accessToken, baseUrl: env.GOOGLE_VERTEX_BASE_URL }
      : env.GOOGLE_API_KEY
        ? { kind: 'gemini', apiKey: env.GOOGLE_API_KEY, baseUrl: env.GOOGLE_GEMINI_BASE_URL }
        : null;
  if (!endpoint) return null;
  return createVeoVideoProvider({ endpoint, timeoutMs: env.VIDEO_VENDOR_TIMEOUT_MS, ...deps });
}
