import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { listenOnLoopback } from './loopback-server.ts';

/**
 * A loopback stand-in for the OpenAI API (images/generations, images/edits, chat/completions) that
 * checks requests the way the API documents them and answers with its documented shapes, errors
 * included, so the gpt-image-1 provider is tested without a key or a network.
 */

export type OpenAiFakeEndpoint = 'images/generations' | 'images/edits' | 'chat/completions';

export type OpenAiFakeFailure =
  | { kind: 'moderation_blocked' }
  | { kind: 'rate_limited'; headers?: Record<string, string> }
  | { kind: 'insufficient_quota' }
  | { kind: 'server_error'; status: 500 | 502 | 503 | 504 }
  /** Waits this long before answering. */
  | { kind: 'slow'; delayMs: number }
  /** Sends the status and the first bytes at once, the rest after this long. */
  | { kind: 'slow_body'; delayMs: number }
  | { kind: 'malformed_json' }
  | { kind: 'missing_data' }
  | { kind: 'not_png' }
  | { kind: 'connection_reset' };

interface RecordedFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface RecordedOpenAiRequest {
  endpoint: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, or the text fields of a multipart body. */
  body: Record<string, unknown>;
  files: RecordedFile[];
}

/** What the chat model answers: copy as structured output, or a refusal. */
export type OpenAiFakeChatAnswer =
  | { copy: { headline: string; subline: string | null; callToAction: string | null } }
  | { content: string }
  | { refusal: string };

const gptImageSizes = ['1024x1024', '1024x1536', '1536x1024', 'auto'];
const gptImageQualities = ['low', 'medium', 'high', 'auto'];
const maxGptImagePromptLength = 32_000;

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; type: string; param: string | null; code: string | null },
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

function invalid(message: string, param: string | null, code: string | null = null): ApiError {
  return new ApiError(400, { message, type: 'invalid_request_error', param, code });
}

/** The documented failure bodies, as the API sends them. */
function failureError(failure: OpenAiFakeFailure): ApiError | null {
  switch (failure.kind) {
    case 'moderation_blocked':
      return new ApiError(400, {
        message:
          'Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID req_fake. safety_violations=[violence].',
        type: 'image_generation_user_error',
        param: null,
        code: 'moderation_blocked',
      });
    case 'rate_limited':
      return new ApiError(
        429,
        {
          message:
            'Rate limit reached for gpt-image-1 on images per minute (IPM): Limit 5, Used 5, Requested 1.',
          type: 'requests',
          param: null,
          code: 'rate_limit_exceeded',
        },
        failure.headers,
      );
    case 'insufficient_quota':
      return new ApiError(429, {
        message: 'You exceeded your current quota, please check your plan and billing details.',
        type: 'insufficient_quota',
        param: null,
        code: 'insufficient_quota',
      });
    case 'server_error':
      return new ApiError(failure.status, {
        message: 'The server had an error while processing your request. Sorry about that!',
        type: 'server_error',
        param: null,
        code: null,
      });
    default:
      return null;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseRequest(endpoint: string, request: IncomingMessage): Promise<RecordedOpenAiRequest> {
  const raw = await readBody(request);
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData();
    const body: Record<string, unknown> = {};
    const files: RecordedFile[] = [];
    for (const [field, value] of form) {
      if (typeof value === 'string') body[field] = value;
      else
        files.push({
          field,
          name: value.name,
          type: value.type,
          bytes: new Uint8Array(await value.arrayBuffer()),
        });
    }
    return { endpoint, headers: request.headers, body, files };
  }
  if (!contentType.startsWith('application/json'))
    throw invalid(`Unsupported content type: ${contentType}`, null);
  try {
    return { endpoint, headers: request.headers, body: JSON.parse(raw.toString('utf8')), files: [] };
  } catch {
    throw invalid('We could not parse the JSON body of your request.', null);
  }
}

/** The parameters gpt-image-1 accepts on each images endpoint; anything else is refused like the API does. */
const sharedImageParameters = [
  'model',
  'prompt',
  'n',
  'size',
  'quality',
  'background',
  'output_format',
  'user',
];
const imageParameters: Record<string, string[]> = {
  'images/generations': [...sharedImageParameters, 'moderation'],
  'images/edits': [...sharedImageParameters, 'input_fidelity'],
};

function checkImageRequest(recorded: RecordedOpenAiRequest): { width: number; height: number } {
  const { body } = recorded;
  for (const name of Object.keys(body))
    if (!imageParameters[recorded.endpoint]?.includes(name))
      throw invalid(`Unknown parameter: '${name}'.`, name, 'unknown_parameter');
  if (body.model !== 'gpt-image-1') throw invalid(`Invalid model: ${String(body.model)}`, 'model');
  if (typeof body.prompt !== 'string' || body.prompt.length === 0)
    throw invalid("Missing required parameter: 'prompt'.", 'prompt', 'missing_required_parameter');
  if (body.prompt.length > maxGptImagePromptLength)
    throw invalid(
      `Invalid 'prompt': string too long. Expected a string with maximum length 32000.`,
      'prompt',
    );
  const size = String(body.size ?? 'auto');
  if (!gptImageSizes.includes(size)) throw invalid(`Invalid value: '${size}'.`, 'size', 'invalid_value');
  if (body.quality !== undefined && !gptImageQualities.includes(String(body.quality)))
    throw invalid(`Invalid value: '${String(body.quality)}'.`, 'quality', 'invalid_value');
  if (body.n !== undefined && Number(body.n) !== 1)
    throw invalid('The fake answers one image per request.', 'n');
  if (recorded.endpoint === 'images/edits') {
    const images = recorded.files.filter((file) => file.field === 'image[]' || file.field === 'image');
    if (images.length === 0)
      throw invalid("Missing required parameter: 'image'.", 'image', 'missing_required_parameter');
    if (images.length > 16) throw invalid('At most 16 images may be provided.', 'image');
  }
  const [width, height] = (size === 'auto' ? '1024x1024' : size).split('x').map(Number) as [number, number];
  return { width, height };
}

function checkChatRequest({ body }: RecordedOpenAiRequest): void {
  if (typeof body.model !== 'string') throw invalid("Missing required parameter: 'model'.", 'model');
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    throw invalid("Missing required parameter: 'messages'.", 'messages');
  const format = body.response_format as
    | { type?: string; json_schema?: { name?: string; schema?: unknown } }
    | undefined;
  if (format?.type === 'json_schema' && (!format.json_schema?.name || !format.json_schema.schema))
    throw invalid("Missing required parameter: 'response_format.json_schema'.", 'response_format');
}

/** As the API documents it: the mask is a PNG with an alpha channel, the size of the first image. */
async function checkMask({ files }: RecordedOpenAiRequest): Promise<void> {
  const mask = files.find((file) => file.field === 'mask');
  if (!mask) return;
  const image = files.find((file) => file.field === 'image[]' || file.field === 'image');
  const [maskInfo, imageInfo] = await Promise.all(
    [mask, image].map((file) =>
      sharp(file?.bytes)
        .metadata()
        .catch(() => null),
    ),
  );
  if (maskInfo?.format !== 'png' || !maskInfo.hasAlpha)
    throw invalid('Invalid mask: the mask must be a PNG image with an alpha channel.', 'mask');
  if (maskInfo.width !== imageInfo?.width || maskInfo.height !== imageInfo?.height)
    throw invalid('Invalid mask image: mask size does not match image size.', 'mask');
}

async function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req_fake', ...headers });
  response.end(body);
}

/** Refuses any address outside 127.0.0.0/8, so a test can never reach the real API by mistake. */
export const loopbackOnlyFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!/^127\.\d+\.\d+\.\d+$/.test(url.hostname)) throw new Error(`Test refused to call ${url.origin}`);
  return fetch(input, init);
};

export async function startOpenAiFake({ apiKey = 'sk-test-fake' } = {}) {
  const requests: RecordedOpenAiRequest[] = [];
  const failures = new Map<string, OpenAiFakeFailure[]>();
  let chatAnswer: OpenAiFakeChatAnswer = {
    copy: {
      headline: 'Fresh roast, every morning',
      subline: 'Beans roasted this week',
      callToAction: 'Order now',
    },
  };
  const timers = new Set<NodeJS.Timeout>();

  function wait(delayMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, delayMs);
      timers.add(timer);
    });
  }

  async function answerImages(recorded: RecordedOpenAiRequest, failure: OpenAiFakeFailure | undefined) {
    const { width, height } = checkImageRequest(recorded);
    await checkMask(recorded);
    const b64 =
      failure?.kind === 'not_png'
        ? Buffer.from('<html>not an image</html>').toString('base64')
        : (await solidPng(width, height)).toString('base64');
    return {
      created: Math.floor(Date.now() / 1000),
      background: 'opaque',
      output_format: 'png',
      quality: recorded.body.quality ?? 'auto',
      size: `${width}x${height}`,
      data: failure?.kind === 'missing_data' ? [] : [{ b64_json: b64 }],
      usage: {
        input_tokens: 50,
        input_tokens_details: { image_tokens: 0, text_tokens: 50 },
        output_tokens: 272,
        total_tokens: 322,
      },
    };
  }

  function answerChat(recorded: RecordedOpenAiRequest, failure: OpenAiFakeFailure | undefined) {
    checkChatRequest(recorded);
    const content =
      'copy' in chatAnswer
        ? JSON.stringify(chatAnswer.copy)
        : 'content' in chatAnswer
          ? chatAnswer.content
          : null;
    return {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: `${String(recorded.body.model)}-2025-04-14`,
      choices:
        failure?.kind === 'missing_data'
          ? []
          : [
              {
                index: 0,
                message: {
                  role: 'assistant',
                  content,
                  refusal: 'refusal' in chatAnswer ? chatAnswer.refusal : null,
                  annotations: [],
                },
                logprobs: null,
                finish_reason: 'stop',
              },
            ],
      usage: { prompt_tokens: 120, completion_tokens: 20, total_tokens: 140 },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const endpoint = (request.url ?? '').replace(/^\/v1\//, '').split('?')[0] ?? '';
    try {
      if (request.headers.authorization !== `Bearer ${apiKey}`)
        throw new ApiError(401, {
          message:
            'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        });
      const isImages = endpoint === 'images/generations' || endpoint === 'images/edits';
      if (request.method !== 'POST' || !(isImages || endpoint === 'chat/completions'))
        throw new ApiError(404, {
          message: `Unknown request URL: ${request.url}`,
          type: 'invalid_request_error',
          param: null,
          code: 'unknown_url',
        });
      const recorded = await parseRequest(endpoint, request);
      requests.push(recorded);
      const failure = failures.get(endpoint)?.shift();
      const failed = failure && failureError(failure);
      if (failed) throw failed;
      if (failure?.kind === 'connection_reset') return void request.socket.destroy();
      if (failure?.kind === 'slow') await wait(failure.delayMs);
      if (failure?.kind === 'malformed_json')
        return send(response, 200, '{"created": 1700000000, "data": [{"b64_');
      const answer = JSON.stringify(
        isImages ? await answerImages(recorded, failure) : answerChat(recorded, failure),
      );
      if (failure?.kind !== 'slow_body') return send(response, 200, answer);
      response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_fake' });
      response.write(answer.slice(0, 10));
      await wait(failure.delayMs);
      response.end(answer.slice(10));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      send(response, error.status, JSON.stringify({ error: error.body }), error.headers);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(
        response,
        500,
        JSON.stringify({ error: { message: String(error), type: 'server_error', param: null, code: null } }),
      );
    });
  });
  const listening = await listenOnLoopback(server);

  return {
    baseUrl: `${listening.origin}/v1`,
    apiKey,
    /** Every request that passed the key check, in order. */
    requests,
    /** The next request to `endpoint` fails this way (queued: several calls fail in turn). */
    failNext(endpoint: OpenAiFakeEndpoint, failure: OpenAiFakeFailure) {
      failures.set(endpoint, [...(failures.get(endpoint) ?? []), failure]);
    },
    answerChatWith(answer: OpenAiFakeChatAnswer) {
      chatAnswer = answer;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await listening.close();
    },
  };
}

export type OpenAiFake = Awaited<ReturnType<typeof startOpenAiFake>>;
