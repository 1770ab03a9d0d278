/** Two-factor numbers and forms the server and the web app share (docs/decisions/0010-two-factor.md). */
import { z } from 'zod';

/** Name authenticator apps show next to the account. */
export const twoFactorIssuer = 'Brandloom';

/** TOTP codes: 6 digits, a new one every 30 s (RFC 6238 defaults, what every app supports). */
export const totpDigits = 6;
export const totpPeriodSeconds = 30;

/** Backup codes handed out at enrolment and on regeneration; each works once. */
export const backupCodeCount = 10;

/** A TOTP code as typed: exactly `totpDigits` digits. */
export const totpCodePattern = new RegExp(`^\\d{${totpDigits}}$`);

/**
 * The two-factor forms. Messages are keys of the `twoFactor` namespace (`twoFactor:errors.*`).
 * Spaces and dashes people type or paste from their app are dropped before checking.
 */
export const twoFactorMessageKeys = {
  passwordRequired: 'errors.passwordRequired',
  codeFormat: 'errors.codeFormat',
  backupCodeRequired: 'errors.backupCodeRequired',
} as const;

export const confirmPasswordSchema = z.object({
  password: z.string().min(1, twoFactorMessageKeys.passwordRequired),
});
export type ConfirmPasswordForm = z.infer<typeof confirmPasswordSchema>;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(totpCodePattern, twoFactorMessageKeys.codeFormat)),
});
export type TotpCodeForm = z.input<typeof totpCodeSchema>;

export const backupCodeSchema = z.object({
  code: z.string().trim().min(1, twoFactorMessageKeys.backupCodeRequired),
});
export type BackupCodeForm = z.infer<typeof backupCodeSchema>;
