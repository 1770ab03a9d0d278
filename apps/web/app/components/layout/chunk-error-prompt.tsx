import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isChunkErrorPromptOpen, subscribeChunkErrorPrompt } from '~/lib/chunk-errors';

/**
 * The dialog (Radix) is loaded only when needed so the public pages stay small. If it cannot load
 * either, the network or the deploy is gone and a reload is the only way forward.
 */
const ChunkErrorDialog = lazy(() =>
  import('./chunk-error-dialog').catch(() => {
    window.location.reload();
    return new Promise<never>(() => {});
  }),
);

/** Rendered inside each layout, so the question is asked in the page's language. */
export function ChunkErrorPrompt() {
  const open = useSyncExternalStore(subscribeChunkErrorPrompt, isChunkErrorPromptOpen, () => false);
  return open ? (
    <Suspense>
      <ChunkErrorDialog />
    </Suspense>
  ) : null;
}
