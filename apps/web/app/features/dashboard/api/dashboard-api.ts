import type { Creative } from '~/features/create/create-api';
import { apiFetch } from '~/lib/api';

/** How many of the latest creatives the dashboard shows. */
const recentCreativeCount = 8;

/** GET /api/onboarding: the first steps of the checklist, each from the user's own rows. */
export interface OnboardingProgress {
  brandCreated: boolean;
  creativeGenerated: boolean;
  imageUploaded: boolean;
  /** Hidden by the user or seen complete: it stays away, in every browser. */
  checklistClosed: boolean;
}

export function fetchRecentCreatives(signal?: AbortSignal) {
  const query = new URLSearchParams({ tab: 'recent', limit: String(recentCreativeCount) });
  return apiFetch<{ creatives: Creative[] }>(`/api/creatives?${query}`, { signal });
}

export function fetchOnboarding(signal?: AbortSignal) {
  return apiFetch<OnboardingProgress>('/api/onboarding', { signal });
}

export function closeChecklist() {
  return apiFetch<void>('/api/onboarding/checklist/close', { method: 'POST' });
}
