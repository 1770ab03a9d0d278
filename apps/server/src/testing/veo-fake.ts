import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { listenOnLoopback } from './loopback-server.ts';
import { fixtureMp4 } from './mp4-fixture.ts';

/**
 * A loopback stand-in for veo-2.0-generate-001 behind both of Google's doors, with their documented
 * shapes:
 *
 * - Gemini API: `POST /v1beta/models/{model}:predictLongRunning` (`x-goog-api-key`) → `{ name }`;
 *   `GET /v1beta/{name}` → `{ name, done, response: { "@type", generateVideoResponse:
 *   { generatedSamples: [{ video: { uri } }], raiMediaFilteredCount, raiMediaFilteredReasons } } }`;
 *   the URI (`/v1beta/files/{id}:download?alt=media`, key required) redirects to the file.
 * - Vertex AI: `POST /v1/projects/{p}/locations/{l}/publishers/google/models/{model}:predictLongRunning`
 *   (Bearer token) → `{ name }`; `POST …:fetchPredictOperation { operationName }` → `{ name, done,
 *   response: { "@type", raiMediaFilteredCount, videos: [{ bytesBase64Encoded, mimeType }] } }`.
 *
 * Errors are Google's `{ error: { code, message, status, details } }`; a failed operation carries a
 * google.rpc.Status in `error`. The MP4 is 1280×720 or 720×1280 (Veo 2's 720p) of the asked length.
 */

export const veoFakeProject = 'brandloom-test';
export const veoFakeLocation = 'us-central1';

interface RecordedVeoRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

export interface VeoScript {
  /** Polls that answer `done: false` before the operation is done. */
  pending: number;
  outcome: 'video' | { filtered: string[] } | { operationError: { code: number; message: string } } | 'never';
  /** Answer the create request with this HTTP error instead of an operation. */
  createError?: {
    httpStatus: number;
    status: string;
    message: string;
    details?: unknown[];
    headers?: Record<string, string>;
  };
  /** The video file answers this status instead of the MP4. */
  downloadStatus?: number;
}

const defaultScript: VeoScript = { pending: 3, outcome: 'video' };
const model = 'veo-2.0-generate-001';
const instanceFields = new Set(['prompt', 'image', 'lastFrame', 'video']);
const parameterFields = new Set([
  'aspectRatio',
  'durationSeconds',
  'sampleCount',
  'personGeneration',
  'negativePrompt',
  'enhancePrompt',
  'seed',
  'storageUri',
]);

class GoogleError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: string,
    message: string,
    readonly details: unknown[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const invalid = (message: string) => new GoogleError(400, 'INVALID_ARGUMENT', message);

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return null;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw invalid('Invalid JSON payload received.');
  }
}

/** Checks the request the way the API documents it; gives the clip's length and size. */
async function checkPredict(body: Record<string, unknown> | null) {
  const instances = body?.instances;
  if (!Array.isArray(instances) || instances.length !== 1)
    throw invalid('* instances: exactly one instance is expected');
  const instance = instances[0] as Record<string, unknown>;
  for (const name of Object.keys(instance))
    if (!instanceFields.has(name))
      throw invalid(`Invalid JSON payload received. Unknown name "${name}" at 'instances[0]'`);
  if (typeof instance.prompt !== 'string' || !instance.prompt)
    throw invalid('* instances[0].prompt: required');
  const image = instance.image as { bytesBase64Encoded?: unknown; mimeType?: unknown } | undefined;
  if (
    typeof image?.bytesBase64Encoded !== 'string' ||
    !['image/jpeg', 'image/png'].includes(String(image.mimeType))
  )
    throw invalid(
      '* instances[0].image: bytesBase64Encoded and mimeType image/jpeg or image/png are required',
    );
  await sharp(Buffer.from(image.bytesBase64Encoded, 'base64'))
    .metadata()
    .catch(() => {
      throw invalid('Unable to process input image.');
    });
  const parameters = (body?.parameters ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(parameters))
    if (!parameterFields.has(name))
      throw invalid(`Invalid JSON payload received. Unknown name "${name}" at 'parameters'`);
  const aspectRatio = parameters.aspectRatio ?? '16:9';
  if (aspectRatio !== '16:9' && aspectRatio !== '9:16')
    throw invalid(`* parameters.aspectRatio: ${String(aspectRatio)} is not supported`);
  const duration = Number(parameters.durationSeconds ?? 8);
  if (!Number.isInteger(duration) || duration < 5 || duration > 8)
    throw invalid('* parameters.durationSeconds: must be between 5 and 8 for veo-2.0-generate-001');
  if (parameters.sampleCount !== undefined && ![1, 2, 3, 4].includes(Number(parameters.sampleCount)))
    throw invalid('* parameters.sampleCount: must be between 1 and 4');
  if (
    parameters.personGeneration !== undefined &&
    !['allow_adult', 'dont_allow'].includes(String(parameters.personGeneration))
  )
    throw invalid('* parameters.personGeneration: image-to-video allows allow_adult or dont_allow');
  return aspectRatio === '16:9'
    ? { width: 1280, height: 720, duration }
    : { width: 720, height: 1280, duration };
}

export async function startVeoFake({ apiKey = 'google-test-key', accessToken = 'ya29.test-token' } = {}) {
  const requests: RecordedVeoRequest[] = [];
  let script: VeoScript = defaultScript;
  const operations = new Map<string, { polls: number; width: number; height: number; duration: number }>();
  let nextId = 1;
  let origin = '';
  const geminiModel = `/v1beta/models/${model}`;
  const vertexModel = `/v1/projects/${veoFakeProject}/locations/${veoFakeLocation}/publishers/google/models/${model}`;

  function mp4Of(id: string) {
    const operation = operations.get(id);
    return operation && fixtureMp4({ ...operation, durationSeconds: operation.duration });
  }

  /** The operation as `GET` (Gemini) or `fetchPredictOperation` (Vertex) answers it. */
  function operationAnswer(door: 'gemini' | 'vertex', name: string) {
    const id = name.split('/').pop() ?? '';
    const operation = operations.get(id);
    if (!operation) throw new GoogleError(404, 'NOT_FOUND', `Operation ${name} not found.`);
    operation.polls += 1;
    if (script.outcome === 'never' || operation.polls <= script.pending) return { name, done: false };
    if (typeof script.outcome === 'object' && 'operationError' in script.outcome)
      return { name, done: true, error: script.outcome.operationError };
    const filtered = typeof script.outcome === 'object' ? script.outcome.filtered : [];
    if (door === 'gemini')
      return {
        name,
        done: true,
        response: {
          '@type': 'type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningResponse',
          generateVideoResponse: filtered.length
            ? { raiMediaFilteredCount: 1, raiMediaFilteredReasons: filtered }
            : { generatedSamples: [{ video: { uri: `${origin}/v1beta/files/${id}:download?alt=media` } }] },
        },
      };
    return {
      name,
      done: true,
      response: {
        '@type': 'type.googleapis.com/cloud.ai.large_models.vision.GenerateVideoResponse',
        raiMediaFilteredCount: filtered.length ? 1 : 0,
        ...(filtered.length
          ? { raiMediaFilteredReasons: filtered }
          : {
              videos: [
                {
                  bytesBase64Encoded: Buffer.from(mp4Of(id) ?? []).toString('base64'),
                  mimeType: 'video/mp4',
                },
              ],
            }),
      },
    };
  }

  async function create(body: Record<string, unknown> | null, prefix: string) {
    if (script.createError) {
      const { httpStatus, status, message, details, headers } = script.createError;
      throw new GoogleError(httpStatus, status, message, details, headers);
    }
    const clip = await checkPredict(body);
    const id = `op${nextId++}`;
    operations.set(id, { polls: 0, ...clip });
    return { name: `${prefix}/operations/${id}` };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    const path = decodeURIComponent(url.pathname);
    const body = request.method === 'POST' ? await readJson(request) : null;
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });

    // The signed storage URL the download redirects to needs no key.
    if (path.startsWith('/blob/')) {
      const mp4 = mp4Of(path.slice('/blob/'.length));
      if (script.downloadStatus || !mp4) {
        response.writeHead(script.downloadStatus ?? 404, { 'content-type': 'text/html' });
        return void response.end('<html><body>Not Found</body></html>');
      }
      response.writeHead(200, { 'content-type': 'video/mp4' });
      return void response.end(mp4);
    }
    if (path.startsWith('/v1beta/')) {
      if (request.headers['x-goog-api-key'] !== apiKey)
        throw new GoogleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
          },
        ]);
      if (request.method === 'POST' && path === `${geminiModel}:predictLongRunning`)
        return send(response, 200, await create(body, `models/${model}`));
      const download = /^\/v1beta\/files\/([^:]+):download$/.exec(path);
      if (request.method === 'GET' && download && url.searchParams.get('alt') === 'media') {
        response.writeHead(302, { location: `${origin}/blob/${download[1]}` });
        return void response.end();
      }
      if (request.method === 'GET' && path.startsWith(`${geminiModel}/operations/`))
        return send(response, 200, operationAnswer('gemini', path.slice('/v1beta/'.length)));
    }
    if (path.startsWith('/v1/')) {
      if (request.headers.authorization !== `Bearer ${accessToken}`)
        throw new GoogleError(
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        );
      if (request.method === 'POST' && path === `${vertexModel}:predictLongRunning`)
        return send(response, 200, await create(body, vertexModel.slice('/v1/'.length)));
      if (request.method === 'POST' && path === `${vertexModel}:fetchPredictOperation`) {
        if (typeof body?.operationName !== 'string') throw invalid('* operationName: required');
        return send(response, 200, operationAnswer('vertex', body.operationName));
      }
    }
    throw new GoogleError(404, 'NOT_FOUND', `The requested URL ${path} was not found on this server.`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const failure = error instanceof GoogleError ? error : new GoogleError(500, 'INTERNAL', String(error));
      send(
        response,
        failure.httpStatus,
        {
          error: {
            code: failure.httpStatus,
            message: failure.message,
            status: failure.status,
            details: failure.details,
          },
        },
        failure.headers,
      );
    });
  });
  const listening = await listenOnLoopback(server);
  origin = listening.origin;

  return {
    baseUrl: origin,
    apiKey,
    accessToken,
    /** Every request, in order (downloads included). */
    requests,
    script(next: Partial<VeoScript>) {
      script = { ...defaultScript, ...next };
    },
    reset() {
      script = defaultScript;
      requests.length = 0;
    },
    close: listening.close,
  };
}

export type VeoFake = Awaited<ReturnType<typeof startVeoFake>>;
