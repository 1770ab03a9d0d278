import { isLanguage } from '@brandloom/shared/i18n/languages';
import {
  defaultImageModel,
  defaultVideoModel,
  type ImageModelId,
  imageModelIds,
  type VideoModelId,
  videoModelIds,
} from '@brandloom/shared/models';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserWithProfile } from './profile.repository.ts';

// A model id that is no longer offered (a later release may drop one) reads as the default.
const imageModel = (id: string | null): ImageModelId =>
  (imageModelIds as readonly string[]).includes(id ?? '') ? (id as ImageModelId) : defaultImageModel;
const videoModel = (id: string | null): VideoModelId =>
  (videoModelIds as readonly string[]).includes(id ?? '') ? (id as VideoModelId) : defaultVideoModel;

/** The signed-in user with their `userprofile` (plan, credits and settings). */
export async function getProfile(db: Database, userId: string) {
  const row = await findUserWithProfile(db, userId);
  if (!row?.profile) throw new AppError('NOT_FOUND');
  return {
    user: {
      id: row.id,
      name: row.name,
      username: row.username,
      email: row.email,
      emailVerified: row.emailVerified,
      role: row.role === 'admin' ? ('admin' as const) : ('user' as const),
      createdAt: row.createdAt.toISOString(),
    },
    profile: {
      plan: row.profile.plan,
      tokenAmount: row.profile.tokenAmount,
      additionalTokens: row.profile.additionalTokens,
      planSubscriptionDate: row.profile.planSubscriptionDate.toISOString(),
      updatedDate: row.profile.updatedDate.toISOString(),
      publishToExplore: row.profile.publishToExplore,
      language: isLanguage(row.profile.language) ? row.profile.language : null,
      imageModel: imageModel(row.profile.imageModel),
      videoModel: videoModel(row.profile.videoModel),
      videoAccess: row.profile.videoAccess,
    },
  };
}
