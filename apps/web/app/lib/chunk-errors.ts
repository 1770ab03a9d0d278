const chunkErrorPatterns = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
];
/** Spec §9: ask to refresh after the second failure, not the first (a retry often succeeds). */
const failuresBeforePrompt = 2;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return chunkErrorPatterns.some((pattern) => message.includes(pattern));
}

let failures = 0;
let promptOpen = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function recordChunkLoadFailure(): void {
  failures += 1;
  if (failures >= failuresBeforePrompt && !promptOpen) {
    promptOpen = true;
    notify();
  }
}

export function closeChunkErrorPrompt(): void {
  promptOpen = false;
  failures = 0;
  notify();
}

export function isChunkErrorPromptOpen(): boolean {
  return promptOpen;
}

export function subscribeChunkErrorPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
