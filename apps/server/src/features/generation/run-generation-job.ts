import { findAdFormat } from '@brandloom/shared/ad-formats';
import type { Language } from '@brandloom/shared/i18n/languages';
import type { VideoProgress } from '@brandloom/shared/video';
import {
  type ImageProvider,
  ImageProviderError,
  type ImageRequest,
  type ImageResult,
} from '../../adapters/image-provider/image-provider.ts';
import { defaultCacheControl, newObjectPath } from '../../adapters/storage/storage.ts';
import { type VideoProvider, VideoProviderError } from '../../adapters/video-provider/video-provider.ts';
import { loadBrandLayer } from '../../brand-layer/index.ts';
import type { creative } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import { sharp } from '../../lib/sharp.ts';
import { recordKeyEvent } from '../analytics/index.ts';
import type { CreativeRow } from '../creatives/index.ts';
import { commitCredits, releaseCredits } from '../credits/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { findJobCreative, updateCreativeFrom } from './generation.repository.ts';
import {
  type ClaimedJob,
  extendLease,
  finishJob,
  handBackJob,
  retryJobLater,
} from './job-queue.repository.ts';
import { layOutResize, resultAtPlacement } from './lay-out-resize.ts';
import { appLanguageOf, type ImageRequestSources, loadImageRequestAndFiles } from './load-image-request.ts';
import { loadVideoRequest } from './load-video-request.ts';

export interface GenerationWorkerDeps extends ImageRequestSources {
  logger: Logger;
  /** Image providers by model id. */
  providers: ReadonlyMap<string, ImageProvider>;
  /** Video providers by model id. */
  videoProviders: ReadonlyMap<string, VideoProvider>;
  publish: PublishChange;
  /** Attempts before a retryable failure becomes final. */
  maxAttempts: number;
  /** How long a claimed job stays leased without a heartbeat. */
  leaseMs: number;
  /** Longest a provider may take for one image. */
  jobTimeoutMs: number;
  /** Longest a provider may take for one video (vendors queue and render for minutes). */
  videoJobTimeoutMs: number;
  /** Least time between two progress updates of a running video. */
  progressIntervalMs: number;
}

type CreativeValues = Partial<typeof creative.$inferInsert>;

/** Back-off before attempt `attempt + 1`: 2 s, 4 s, 8 s … up to a minute. */
const retryDelayMs = (attempt: number) => Math.min(60_000, 1000 * 2 ** attempt);

export type JobOutcome = 'completed' | 'retry' | 'failed' | 'blocked' | 'skipped' | 'handed-back';

/** Tells the owner's screens that the creative changed (after the change committed). */
function announceCreative(
  deps: GenerationWorkerDeps,
  id: string,
  moved: { userId: string; updatedDate: Date },
  values: CreativeValues,
) {
  return deps.publish({
    userId: moved.userId,
    table: 'adcreative',
    id,
    updatedDate: moved.updatedDate,
    changes: Object.keys(values),
    ...(values.status ? { values: { status: values.status } } : {}),
  });
}

async function setCreative(
  deps: GenerationWorkerDeps,
  id: string,
  fromStatuses: (typeof creative.$inferSelect.status)[],
  values: CreativeValues,
) {
  const row = await updateCreativeFrom(deps.db, id, fromStatuses, values);
  if (row) await announceCreative(deps, id, row, values);
  return row;
}

/**
 * Completes the creative, commits its credits and ends its job in one transaction: all three or
 * none, and with the announcement two turns of the embedded database's queue instead of five
 * (0079). Undefined when the creative was no longer generating (another worker finished it after
 * this one lost the lease).
 */
async function complete(
  deps: GenerationWorkerDeps,
  job: ClaimedJob,
  workerId: string,
  values: CreativeValues,
) {
  const completed = { status: 'completed' as const, ...values, completedAt: new Date() };
  const moved = await deps.db.transaction(async (tx) => {
    const row = await updateCreativeFrom(tx, job.creativeId, ['generating'], completed);
    if (!row) return undefined;
    await commitCredits(tx, job.creativeId);
    await finishJob(tx, job.id, workerId, { status: 'done' });
    return row;
  });
  if (moved) await announceCreative(deps, job.creativeId, moved, completed);
  return moved;
}

/** Ends a creative as failed or blocked and gives its credits back. */
async function endUnsuccessfully(
  deps: GenerationWorkerDeps,
  job: ClaimedJob,
  workerId: string,
  status: 'failed' | 'blocked',
  errorCode: string,
  error: string,
) {
  await setCreative(deps, job.creativeId, ['queued', 'generating'], {
    status,
    errorCode,
    completedAt: new Date(),
  });
  await releaseCredits(deps.db, job.creativeId, errorCode);
  await finishJob(deps.db, job.id, workerId, { status: 'failed', error });
}

/** Stores a new file in the user's storage folder and answers its path. */
type Store = (bytes: Uint8Array, contentType: string, extension: string) => Promise<string>;

/** Asks the image model and stores the PNG and its WebP thumbnail. */
async function makeImage(
  deps: GenerationWorkerDeps,
  row: CreativeRow,
  appLanguage: Language,
  provider: ImageProvider,
  signal: AbortSignal,
  store: Store,
): Promise<CreativeValues> {
  const { request, referencePaths } = await loadImageRequestAndFiles(deps, row, appLanguage);
  // The compositor makes the thumbnail while it encodes the PNG; other providers leave it to us.
  const asked = { ...request, thumbnail: true, signal };
  const made = await provider.generate(asked);
  const result = await atPlacement(made, row, asked);
  const { thumbnailOf } = await loadBrandLayer();
  // The image is written while its thumbnail is encoded, and the two files at once; both settle
  // before a failure is thrown, so the job's clean-up sees every file that was written.
  const written = [
    store(result.png, 'image/png', 'png'),
    thumbnailOf(result).then((thumbnail) => store(thumbnail, 'image/webp', 'webp')),
  ];
  await Promise.allSettled(written);
  const [imagePath, thumbnailPath] = await Promise.all(written);
  // The layers name their photos by stored path: the attachments, or the model's picture kept here.
  const photos = result.picture ? [await store(result.picture, 'image/png', 'png')] : referencePaths;
  return {
    imagePath,
    thumbnailPath,
    width: result.width,
    height: result.height,
    copy: result.copy,
    detail: result.detail,
    layers: result.layers ? { ...result.layers, photos } : null,
  };
}

/**
 * The image at its placement's size (a placement chosen in the composer): laid out again from the
 * layers the provider made, with the model's picture as its photo (decision 0052). Without layers
 * (an image model painting its own copy) the model's image stands as it is.
 */
function atPlacement(result: ImageResult, row: CreativeRow, request: ImageRequest): Promise<ImageResult> {
  const format = row.placement ? findAdFormat(row.placement) : undefined;
  if (!format || !result.layers) return Promise.resolve(result);
  const noZone = Object.values(format.safeZone).every((share) => share === 0);
  if (noZone && result.width === format.width && result.height === format.height)
    return Promise.resolve(result);
  return resultAtPlacement(result, format, request);
}

/**
 * The provider's answer, or a rejection as soon as `signal` aborts, so a provider that hangs
 * cannot hold the job past its timeout (a timeout is a retryable `timeout` failure).
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      const reason: unknown = signal.reason;
      reject(
        reason instanceof Error && reason.name === 'TimeoutError'
          ? new VideoProviderError('timeout', 'The video model took too long', { cause: reason })
          : reason,
      );
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const greatestDivisor = (a: number, b: number): number => (b === 0 ? a : greatestDivisor(b, a % b));

/**
 * Asks the video model, telling the creative its status as it goes (at most every
 * `progressIntervalMs`), and stores the MP4, the poster and its WebP thumbnail.
 */
async function makeVideo(
  deps: GenerationWorkerDeps,
  row: CreativeRow,
  provider: VideoProvider,
  signal: AbortSignal,
  store: Store,
): Promise<CreativeValues> {
  const request = await loadVideoRequest(deps, row);
  let lastUpdate = 0;
  // Updates run one after another, so an older status never lands after a newer one.
  let updates = Promise.resolve();
  const onProgress = ({ phase, percent }: VideoProgress) => {
    const now = Date.now();
    if (now - lastUpdate < deps.progressIntervalMs) return;
    lastUpdate = now;
    updates = updates
      .then(() =>
        setCreative(deps, row.id, ['generating'], {
          detail: percent === undefined ? { status: phase } : { status: phase, percent: String(percent) },
        }),
      )
      .then(
        () => {},
        (error: unknown) => deps.logger.warn({ err: error, creativeId: row.id }, 'video progress not saved'),
      );
  };
  const result = await untilAborted(provider.generate({ ...request, onProgress, signal }), signal).finally(
    () => updates,
  );
  const poster = await sharp(result.poster.bytes).png().toBuffer();
  const videoPath = await store(result.mp4, 'video/mp4', 'mp4');
  const imagePath = await store(poster, 'image/png', 'png');
  const { creativeThumbnail } = await loadBrandLayer();
  const thumbnailPath = await store(await creativeThumbnail(poster), 'image/webp', 'webp');
  const divisor = greatestDivisor(result.width, result.height);
  return {
    videoPath,
    imagePath,
    thumbnailPath,
    width: result.width,
    height: result.height,
    durationSeconds: result.durationSeconds,
    // A video made in the base image's own frame records that frame.
    ...(row.ratio === 'source' ? { ratio: `${result.width / divisor}:${result.height / divisor}` } : {}),
    // The words on the video: the model's when it set them, else the base's, which it animates.
    copy: result.copy !== undefined ? result.copy : request.copy,
    detail: result.detail,
  };
}

/** Puts a job the stopping worker had started back in the queue, and its creative with it. */
async function handBack(deps: GenerationWorkerDeps, job: ClaimedJob, workerId: string): Promise<JobOutcome> {
  if (await handBackJob(deps.db, job.id, workerId))
    await setCreative(deps, job.creativeId, ['generating'], { status: 'queued' });
  return 'handed-back';
}

/**
 * Makes the creative of one claimed job: an image (brand, style and references to the image
 * model) or a video (the base image to the video model), stores the files with a WebP thumbnail,
 * then marks it completed and commits its credits.
 * Moderation blocks and final failures release the credits; retryable failures go back to the
 * queue with back-off. A creative already finished (a worker died after finishing it) is skipped.
 * When `stopping` aborts while the model works, the job is handed back to the queue at once.
 */
export async function runGenerationJob(
  deps: GenerationWorkerDeps,
  job: ClaimedJob,
  workerId: string,
  stopping: AbortSignal = new AbortController().signal,
): Promise<JobOutcome> {
  const found = await findJobCreative(deps.db, job.creativeId);
  if (!found || ['completed', 'failed', 'blocked'].includes(found.row.status)) {
    await finishJob(deps.db, job.id, workerId, { status: 'done' });
    return 'skipped';
  }
  const { row } = found;
  const provider = row.mode === 'video' ? deps.videoProviders.get(row.model) : deps.providers.get(row.model);
  // A resize asks no model: the compositor lays the original out again (0057).
  if (!provider && !row.resizeOf) {
    await endUnsuccessfully(
      deps,
      job,
      workerId,
      'failed',
      'model_unavailable',
      `No provider for ${row.model}`,
    );
    return 'failed';
  }
  if (row.status === 'queued')
    await setCreative(deps, row.id, ['queued'], { status: 'generating', startedAt: new Date() });

  const appLanguage = appLanguageOf(found.appLanguage);
  const abort = new AbortController();
  const heartbeat = setInterval(async () => {
    if (!(await extendLease(deps.db, job.id, workerId, deps.leaseMs).catch(() => true))) abort.abort();
  }, deps.leaseMs / 3);
  const stored: string[] = [];
  const { storageFolder } = found;
  const store: Store = async (bytes, contentType, extension) => {
    // The job was handed back while the model was still painting: nothing of it is kept.
    stopping.throwIfAborted();
    // Every user gets a profile at sign-up; a file without an owner's folder must not be stored.
    if (storageFolder === null) throw new Error(`No user profile for ${row.userId}`);
    const path = newObjectPath(storageFolder, extension);
    await deps.storage.put(path, bytes, { contentType, cacheControl: defaultCacheControl });
    stored.push(path);
    return path;
  };
  try {
    const timeoutMs = row.mode === 'video' ? deps.videoJobTimeoutMs : deps.jobTimeoutMs;
    const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(timeoutMs)]);
    const made = row.resizeOf
      ? layOutResize(deps, row, store)
      : row.mode === 'video'
        ? makeVideo(deps, row, provider as VideoProvider, AbortSignal.any([signal, stopping]), store)
        : makeImage(deps, row, appLanguage, provider as ImageProvider, signal, store);
    const values = await untilAborted(made, stopping);
    if (!(await complete(deps, job, workerId, values))) {
      // Another worker finished it after this one lost the lease: keep theirs.
      await Promise.all(stored.map((path) => deps.storage.remove(path)));
      return 'skipped';
    }
    // The user's first completed creative is a key event (0051); the creative is done either way.
    if (!found.firstCreativeRecorded)
      await recordKeyEvent(deps.db, row.userId, 'first_creative', new Date(), appLanguage).catch(
        (error: unknown) =>
          deps.logger.warn({ err: error, creativeId: row.id }, 'first-creative event not recorded'),
      );
    return 'completed';
  } catch (error) {
    await Promise.all(stored.map((path) => deps.storage.remove(path).catch(() => {})));
    if (stopping.aborted && !abort.signal.aborted) return handBack(deps, job, workerId);
    // The lease went to another worker, which now owns the job and the creative.
    if (abort.signal.aborted) return 'skipped';
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof ImageProviderError && error.kind === 'moderation_blocked') {
      await endUnsuccessfully(deps, job, workerId, 'blocked', 'moderation_blocked', message);
      return 'blocked';
    }
    // Errors of our own (storage, database) are treated as passing, like a provider's 5xx.
    const retryable = !(error instanceof ImageProviderError) || error.retryable;
    deps.logger.warn(
      { err: error, creativeId: row.id, attempt: job.attempts, retryable },
      'generation attempt failed',
    );
    if (retryable && job.attempts < deps.maxAttempts) {
      const delay = Math.max(
        retryDelayMs(job.attempts),
        error instanceof ImageProviderError ? (error.retryAfterMs ?? 0) : 0,
      );
      await retryJobLater(deps.db, job.id, workerId, delay, message);
      return 'retry';
    }
    const code = error instanceof ImageProviderError ? error.kind : 'failed';
    await endUnsuccessfully(deps, job, workerId, 'failed', code, message);
    return 'failed';
  } finally {
    clearInterval(heartbeat);
  }
}
