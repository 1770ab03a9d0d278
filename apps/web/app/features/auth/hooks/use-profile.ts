import type { Language } from '@brandloom/shared/i18n/languages';
import type { ImageModelId, VideoModelId } from '@brandloom/shared/models';
import { useEffect, useState } from 'react';
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
  };
}

/** The signed-in user's profile, null until it arrives (or when it could not be read). */
export function useProfile(): Profile | null {
  const [profile, setProfile] = useState<Profile | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<Profile>('/api/profile', { signal: controller.signal }).then(setProfile, () => {
      // A 401 has already sent the user to sign in (lib/api.ts); other failures only hide the plan.
    });
    return () => controller.abort();
  }, []);
  return profile;
}
