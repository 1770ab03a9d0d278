import type { ImageProvider } from '../../adapters/image-provider/image-provider.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { VideoProvider } from '../../adapters/video-provider/video-provider.ts';
import { videoVendorDefaults } from '../../adapters/video-provider/video-vendor-defaults.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { createBrandFontResolver } from '../fonts/index.ts';
import type { PublishChange } from '../realtime/index.ts';
import { presetViews } from '../styles/index.ts';
import { templateCatalogue, templateLook } from '../templates/index.ts';
import type { ImageRequestSources } from './load-image-request.ts';
import type { GenerationWorkerDeps } from './run-generation-job.ts';

// Image models read English; preset names and descriptions are the same for every request. Made
// with the first request that needs them, not at start (0068).
let englishPresets: ReturnType<typeof presetViews> | undefined;

/** Queue settings every worker process uses. */
export const generationQueueSettings = {
  maxAttempts: 5,
  leaseMs: 60_000,
  jobTimeoutMs: 180_000,
  // A minute past the vendors' own default deadline, so theirs reports first.
  videoJobTimeoutMs: videoVendorDefaults.timeoutMs + 60_000,
  progressIntervalMs: 2000,
  // The safety net only: queued jobs wake workers through NOTIFY, retries and lost leases when due.
  pollMs: 30_000,
  // A stopping process lets its jobs run this long (a compositor image takes about a second), then
  // hands the rest back to the queue; under the 10 s a container gets between SIGTERM and SIGKILL.
  handBackAfterMs: 5000,
} as const;

/** Where a creative's brand, style, template and files are read from, for a request or a re-layout. */
export function imageRequestSources(parts: { db: Database; storage: Storage }): ImageRequestSources {
  return {
    ...parts,
    resolveFont: createBrandFontResolver(parts.storage),
    presetStyle: (styleId) => {
      englishPresets ??= presetViews('en');
      return englishPresets.find((preset) => preset.id === styleId) ?? null;
    },
    templateLook: (templateId) => templateLook(templateCatalogue, templateId),
  };
}

/** What a generation worker needs, from the pieces a server or worker process has opened. */
export function generationWorkerDeps(parts: {
  db: Database;
  storage: Storage;
  logger: Logger;
  providers: ReadonlyMap<string, ImageProvider>;
  videoProviders: ReadonlyMap<string, VideoProvider>;
  publish: PublishChange;
}): GenerationWorkerDeps {
  return {
    ...parts,
    ...imageRequestSources(parts),
    maxAttempts: generationQueueSettings.maxAttempts,
    leaseMs: generationQueueSettings.leaseMs,
    jobTimeoutMs: generationQueueSettings.jobTimeoutMs,
    videoJobTimeoutMs: generationQueueSettings.videoJobTimeoutMs,
    progressIntervalMs: generationQueueSettings.progressIntervalMs,
  };
}
