import { z } from 'zod';
import { authMessageKeys, emailSchema, nameSchema, passwordSchema, usernameSchema } from './auth-schemas.ts';
import { languages } from './i18n/languages.ts';
import { imageModelIds, videoModelIds } from './models.ts';

/** The word a user types to delete their account (spec §5). */
export const accountDeletionWord = 'delete';

/**
 * PATCH /api/profile: any of the profile's own settings. `language: null` follows the browser again;
 * `imageModel`/`videoModel: null` go back to the default model.
 */
export const profileSettingsSchema = z
  .object({
    publishToExplore: z.boolean(),
    language: z.enum(languages).nullable(),
    imageModel: z.enum(imageModelIds).nullable(),
    videoModel: z.enum(videoModelIds).nullable(),
  })
  .partial()
  .strict();
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

/** Settings → Account → Profile: the same rules as sign-up. */
export const accountProfileSchema = z.object({ name: nameSchema, username: usernameSchema });

/** Settings → Account → E-mail address. */
export const changeEmailSchema = z.object({ newEmail: emailSchema });

/** Settings → Account → Password: the current one, a new one (min 8) and its confirmation. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, authMessageKeys.fieldRequired),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, authMessageKeys.fieldRequired),
    signOutOthers: z.boolean(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: authMessageKeys.passwordsDontMatch,
    path: ['confirmPassword'],
  });
