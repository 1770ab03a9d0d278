import type { Language } from '@brandloom/shared/i18n/languages';
import type { ImageModelId, VideoModelId } from '@brandloom/shared/models';
import type { VideoAccess } from '@brandloom/shared/video';
import { useEffect, useState } from 'react';
import { useRealtime } from '~/features/realtime/hooks/use-realtime';
import { apiFetch } from '~/lib/api';

export type Plan = 'free' | 'plus' | 'flex';

/** GET /api/profile: the user and their userprofile row (spec §3). */
export interface Profile {
  user: {
    id: string;
    name: string;
    username: string | null;
    email: string;
    emailVerified: boolean;
    role: string;
  };
  profile: {
    plan: Plan;
    tokenAmount: number | null;
    additionalTokens: number;
    planSubscriptionDate: string;
    updatedDate: string;
    publishToExplore: boolean;
    /** null follows the browser. */
    language: Language | null;
    imageModel: ImageModelId;
    videoModel: VideoModelId;
    /** Video creatives (open beta): admins can switch a user to none. */
    videoAccess: VideoAccess;
  };
}

/**
 * The signed-in user's profile, null until it arrives (or when it could not be read); read again
 * when it changes elsewhere (another tab, an admin changing the plan).
 */
export function useProfile(): Profile | null {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [version, setVersion] = useState(0);
  useRealtime(['userprofile'], () => setVersion((value) => value + 1));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-reads after a change
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<Profile>('/api/profile', { signal: controller.signal }).then(setProfile, () => {
      // A 401 has already sent the user to sign in (lib/api.ts); other failures only hide the plan.
    });
    return () => controller.abort();
  }, [version]);
  return profile;
}
