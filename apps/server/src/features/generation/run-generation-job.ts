import { and, eq, inArray } from 'drizzle-orm';
import { creativeThumbnail } from '../../adapters/image-provider/brand-compositor/brand-compositor.ts';
import { type ImageProvider, ImageProviderError } from '../../adapters/image-provider/image-provider.ts';
import { defaultCacheControl, newObjectPath } from '../../adapters/storage/storage.ts';
import { creative } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import { findCreative } from '../creatives/creatives.repository.ts';
import { commitCredits } from '../credits/commit-credits.ts';
import { releaseCredits } from '../credits/release-credits.ts';
import type { PublishChange } from '../realtime/publish-change.ts';
import { type ClaimedJob, extendLease, finishJob, retryJobLater } from './job-queue.ts';
import { type ImageRequestSources, loadImageRequest } from './load-image-request.ts';

export interface GenerationWorkerDeps extends ImageRequestSources {
  logger: Logger;
  /** Image providers by model id. */
  providers: ReadonlyMap<string, ImageProvider>;
  publish: PublishChange;
  /** Attempts before a retryable failure becomes final. */
  maxAttempts: number;
  /** How long a claimed job stays leased without a heartbeat. */
  leaseMs: number;
  /** Longest a provider may take for one creative. */
  jobTimeoutMs: number;
}

/** Back-off before attempt `attempt + 1`: 2 s, 4 s, 8 s … up to a minute. */
export const retryDelayMs = (attempt: number) => Math.min(60_000, 1000 * 2 ** attempt);

type Outcome = 'completed' | 'retry' | 'failed' | 'blocked' | 'skipped';

async function setCreative(
  deps: GenerationWorkerDeps,
  id: string,
  fromStatuses: (typeof creative.$inferSelect.status)[],
  values: Partial<typeof creative.$inferInsert>,
) {
  const [row] = await deps.db
    .update(creative)
    .set(values)
    .where(and(eq(creative.id, id), inArray(creative.status, fromStatuses)))
    .returning({ userId: creative.userId, updatedDate: creative.updatedDate });
  if (row) {
    await deps.publish({
      userId: row.userId,
      table: 'adcreative',
      id,
      updatedDate: row.updatedDate,
      changes: Object.keys(values),
      ...(values.status ? { values: { status: values.status } } : {}),
    });
  }
  return row;
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

/**
 * Makes the creative of one claimed job: loads brand, style and references, asks the provider,
 * stores the image and a WebP thumbnail, then marks it completed and commits its credits.
 * Moderation blocks and final failures release the credits; retryable failures go back to the
 * queue with back-off. A creative already finished (a worker died after finishing it) is skipped.
 */
export async function runGenerationJob(
  deps: GenerationWorkerDeps,
  job: ClaimedJob,
  workerId: string,
): Promise<Outcome> {
  const row = await findCreative(deps.db, job.creativeId);
  if (!row || row.status === 'completed' || row.status === 'failed' || row.status === 'blocked') {
    await finishJob(deps.db, job.id, workerId, { status: 'done' });
    return 'skipped';
  }
  const provider = deps.providers.get(row.model);
  if (!provider) {
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

  const abort = new AbortController();
  const heartbeat = setInterval(async () => {
    if (!(await extendLease(deps.db, job.id, workerId, deps.leaseMs).catch(() => true))) abort.abort();
  }, deps.leaseMs / 3);
  const stored: string[] = [];
  try {
    const request = await loadImageRequest(deps, row);
    const result = await provider.generate({
      ...request,
      signal: AbortSignal.any([abort.signal, AbortSignal.timeout(deps.jobTimeoutMs)]),
    });
    const imagePath = newObjectPath(row.userId, 'png');
    const thumbnailPath = newObjectPath(row.userId, 'webp');
    const thumbnail = await creativeThumbnail(result.png);
    await deps.storage.put(imagePath, result.png, {
      contentType: 'image/png',
      cacheControl: defaultCacheControl,
    });
    stored.push(imagePath);
    await deps.storage.put(thumbnailPath, thumbnail, {
      contentType: 'image/webp',
      cacheControl: defaultCacheControl,
    });
    stored.push(thumbnailPath);
    const completed = await setCreative(deps, row.id, ['generating'], {
      status: 'completed',
      imagePath,
      thumbnailPath,
      width: result.width,
      height: result.height,
      copy: result.copy,
      detail: result.detail,
      completedAt: new Date(),
    });
    if (!completed) {
      // Another worker finished it after this one lost the lease: keep theirs.
      await Promise.all(stored.map((path) => deps.storage.remove(path)));
      return 'skipped';
    }
    await commitCredits(deps.db, row.id);
    await finishJob(deps.db, job.id, workerId, { status: 'done' });
    return 'completed';
  } catch (error) {
    await Promise.all(stored.map((path) => deps.storage.remove(path).catch(() => {})));
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
