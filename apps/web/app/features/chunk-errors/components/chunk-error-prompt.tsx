import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isChunkErrorPromptOpen, subscribeChunkErrorPrompt } from '~/lib/chunk-errors';

const loadDialog = () => import('./chunk-error-dialog');
/**
 * The dialog (Radix) is loaded apart so the public pages stay small; it is fetched when the browser
 * is idle, so it is at hand when chunk loading later starts failing (e.g. after a deploy).
 */
const ChunkErrorDialog = lazy(() =>
  loadDialog().catch(() => {
    // Even the dialog cannot load: a reload is the only way forward.
    window.location.reload();
    return new Promise<never>(() => {});
  }),
);

/** Rendered inside each layout, so the question is asked in the page's language. */
export function ChunkErrorPrompt() {
  const open = useSyncExternalStore(subscribeChunkErrorPrompt, isChunkErrorPromptOpen, () => false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    idle(() => void loadDialog().catch(() => {}));
  }, []);
  return open ? (
    <Suspense>
      <ChunkErrorDialog />
    </Suspense>
  ) : null;
}
