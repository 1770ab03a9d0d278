import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { listenOnLoopback } from './loopback-server.ts';
import { fixtureMp4 } from './mp4-fixture.ts';

/**
 * A loopback stand-in for MiniMax's video API with its documented shapes (platform.minimax.io/docs,
 * "Video Generation"): `POST /v1/video_generation` → `{ task_id, base_resp }`,
 * `GET /v1/query/video_generation?task_id=` → `{ task_id, status, file_id, video_width,
 * video_height, base_resp }`, `GET /v1/files/retrieve?file_id=` → `{ file: { file_id, bytes,
 * created_at, filename, purpose, download_url }, base_resp }`. Errors are HTTP 200 with
 * `base_resp.status_code` ≠ 0, as MiniMax sends them. It checks what the provider sends the way
 * the API documents it and answers with a small MP4 of the size the query reported.
 */

interface RecordedMiniMaxRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

export interface MiniMaxScript {
  /** Statuses the query answers before the last one, in order (e.g. Preparing, Queueing, Processing). */
  pending: string[];
  /** How the task ends; `never` keeps it Processing. */
  outcome: 'Success' | { fail: { code: number; message: string } } | 'never';
  /** Answer the create request with this error instead of a task. */
  createError?: { code: number; message: string; headers?: Record<string, string> };
  /** The download URL answers this status instead of the file. */
  downloadStatus?: number;
  /** The download serves these bytes instead of an MP4. */
  downloadBody?: string;
}

const defaultScript: MiniMaxScript = { pending: ['Preparing', 'Queueing', 'Processing'], outcome: 'Success' };
const createParameters = new Set([
  'model',
  'prompt',
  'prompt_optimizer',
  'fast_pretreatment',
  'duration',
  'resolution',
  'first_frame_image',
  'last_frame_image',
  'callback_url',
  'aigc_watermark',
]);
/** Hailuo-02's output heights by resolution; the width follows the first frame's ratio. */
const heights: Record<string, number> = { '512P': 512, '768P': 768, '1080P': 1080 };

class MiniMaxError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return null;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new MiniMaxError(2013, 'invalid params, request body is not JSON');
  }
}

/** The video size for a first frame: the short side at the resolution's height, the ratio kept. */
async function videoSize(firstFrame: Buffer, resolution: string) {
  const { width = 0, height = 0 } = await sharp(firstFrame).metadata();
  const short = heights[resolution] ?? 768;
  const even = (value: number) => Math.round(value / 2) * 2;
  return width >= height
    ? { width: even((short * width) / height), height: short }
    : { width: short, height: even((short * height) / width) };
}

async function checkCreate(body: Record<string, unknown> | null) {
  if (!body) throw new MiniMaxError(2013, 'invalid params, missing body');
  for (const name of Object.keys(body))
    if (!createParameters.has(name)) throw new MiniMaxError(2013, `invalid params, unknown field ${name}`);
  if (body.model !== 'MiniMax-Hailuo-02')
    throw new MiniMaxError(2013, `invalid params, model ${String(body.model)}`);
  if (typeof body.prompt !== 'string' || body.prompt.length > 2000)
    throw new MiniMaxError(2013, 'invalid params, prompt must be at most 2000 characters');
  const resolution = String(body.resolution ?? '768P');
  const duration = Number(body.duration ?? 6);
  if (!(resolution in heights)) throw new MiniMaxError(2013, `invalid params, resolution ${resolution}`);
  if (![6, 10].includes(duration) || (resolution === '1080P' && duration !== 6))
    throw new MiniMaxError(2013, `invalid params, duration ${duration} at ${resolution}`);
  const match = /^data:image\/(jpeg|jpg|png|webp);base64,(.+)$/.exec(String(body.first_frame_image ?? ''));
  if (!match?.[2])
    throw new MiniMaxError(2013, 'invalid params, first_frame_image must be a URL or a data URL');
  const image = Buffer.from(match[2], 'base64');
  const { width = 0, height = 0 } = await sharp(image).metadata();
  if (Math.min(width, height) <= 300 || width / height <= 2 / 5 || width / height >= 5 / 2)
    throw new MiniMaxError(
      2013,
      'invalid params, first_frame_image short side must exceed 300px, ratio within 2:5 and 5:2',
    );
  return { duration, ...(await videoSize(image, resolution)) };
}

export async function startMiniMaxFake({ apiKey = 'minimax-test-key' } = {}) {
  const requests: RecordedMiniMaxRequest[] = [];
  let script: MiniMaxScript = defaultScript;
  const tasks = new Map<string, { polls: number; duration: number; width: number; height: number }>();
  let nextId = 100_000;
  let origin = '';

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    const query = Object.fromEntries(url.searchParams);
    // The download link is a signed CDN URL: no key, like MiniMax's.
    if (url.pathname.startsWith('/cdn/')) {
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query,
        headers: request.headers,
        body: null,
      });
      const task = tasks.get(url.pathname.replace(/^\/cdn\/|\.mp4$/g, ''));
      if (script.downloadStatus || !task) {
        response.writeHead(script.downloadStatus ?? 404, { 'content-type': 'application/xml' });
        return void response.end('<Error><Code>NoSuchKey</Code></Error>');
      }
      response.writeHead(200, { 'content-type': 'video/mp4' });
      return void response.end(
        script.downloadBody ?? fixtureMp4({ ...task, durationSeconds: task.duration }),
      );
    }
    const body = request.method === 'POST' ? await readJson(request) : null;
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query,
      headers: request.headers,
      body,
    });
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      throw new MiniMaxError(
        1004,
        "login fail: Please carry the API secret key in the 'Authorization' field of the request header",
      );

    if (request.method === 'POST' && url.pathname === '/v1/video_generation') {
      if (script.createError)
        throw new MiniMaxError(
          script.createError.code,
          script.createError.message,
          script.createError.headers,
        );
      const task = await checkCreate(body);
      const taskId = String(nextId++);
      tasks.set(taskId, { polls: 0, ...task });
      return send(response, 200, { task_id: taskId, base_resp: { status_code: 0, status_msg: 'success' } });
    }
    if (request.method === 'GET' && url.pathname === '/v1/query/video_generation') {
      const task = tasks.get(query.task_id ?? '');
      if (!task) throw new MiniMaxError(2013, 'invalid params, task not found');
      const status = script.pending[task.polls] ?? (script.outcome === 'never' ? 'Processing' : null);
      task.polls += 1;
      if (status)
        return send(response, 200, {
          task_id: query.task_id,
          status,
          file_id: '',
          base_resp: { status_code: 0, status_msg: 'success' },
        });
      if (script.outcome !== 'Success' && script.outcome !== 'never')
        return send(response, 200, {
          task_id: query.task_id,
          status: 'Fail',
          file_id: '',
          base_resp: { status_code: script.outcome.fail.code, status_msg: script.outcome.fail.message },
        });
      return send(response, 200, {
        task_id: query.task_id,
        status: 'Success',
        file_id: `file${query.task_id}`,
        video_width: task.width,
        video_height: task.height,
        base_resp: { status_code: 0, status_msg: 'success' },
      });
    }
    if (request.method === 'GET' && url.pathname === '/v1/files/retrieve') {
      const taskId = (query.file_id ?? '').replace(/^file/, '');
      if (!tasks.has(taskId)) throw new MiniMaxError(2013, 'invalid params, file not found');
      return send(response, 200, {
        file: {
          file_id: query.file_id,
          bytes: 0,
          created_at: 1700469398,
          filename: 'output_aigc.mp4',
          purpose: 'video_generation',
          download_url: `${origin}/cdn/${taskId}.mp4`,
        },
        base_resp: { status_code: 0, status_msg: 'success' },
      });
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('404 page not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!(error instanceof MiniMaxError)) return send(response, 500, { error: String(error) });
      send(
        response,
        200,
        { base_resp: { status_code: error.code, status_msg: error.message } },
        error.headers,
      );
    });
  });
  const listening = await listenOnLoopback(server);
  origin = listening.origin;

  return {
    baseUrl: origin,
    apiKey,
    /** Every request, in order (downloads included). */
    requests,
    /** How the next tasks go; `reset` goes back to three slow polls and success. */
    script(next: Partial<MiniMaxScript>) {
      script = { ...defaultScript, ...next };
    },
    reset() {
      script = defaultScript;
      requests.length = 0;
    },
    close: listening.close,
  };
}

export type MiniMaxFake = Awaited<ReturnType<typeof startMiniMaxFake>>;
