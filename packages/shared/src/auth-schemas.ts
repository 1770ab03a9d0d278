/**
 * Validation of the sign-up, sign-in and password forms, shared by the web forms and the server.
 * Every message is a key of the `authErrors` catalog (translate with `t(message, { ns: 'authErrors' })`);
 * the server answers the same keys as better-auth's error `code`.
 */
import { z } from 'zod';

export const nameMinLength = 2;
export const passwordMinLength = 8;
/** better-auth's own upper bound for passwords. */
export const passwordMaxLength = 128;
export const usernameMinLength = 3;
export const usernameMaxLength = 30;
/** Letters, digits, underscores and dots (better-auth's username plugin's default rule). */
export const usernamePattern = /^[a-zA-Z0-9_.]+$/;

/** Message keys (in the `authErrors` namespace) used by these schemas. */
export const authMessageKeys = {
  nameTooShort: 'NAME_TOO_SHORT',
  usernameRequired: 'USERNAME_REQUIRED',
  usernameTooShort: 'USERNAME_TOO_SHORT',
  usernameTooLong: 'USERNAME_TOO_LONG',
  usernameInvalid: 'INVALID_USERNAME',
  emailInvalid: 'INVALID_EMAIL',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  passwordsDontMatch: 'PASSWORDS_DONT_MATCH',
  emailAndPasswordRequired: 'EMAIL_AND_PASSWORD_REQUIRED',
  fieldRequired: 'FIELD_REQUIRED',
} as const;

const k = authMessageKeys;

export const nameSchema = z.string().trim().min(nameMinLength, k.nameTooShort);
export const usernameSchema = z
  .string()
  .trim()
  .min(1, k.usernameRequired)
  .min(usernameMinLength, k.usernameTooShort)
  .max(usernameMaxLength, k.usernameTooLong)
  .regex(usernamePattern, k.usernameInvalid);
export const emailSchema = z.string().trim().pipe(z.email(k.emailInvalid));
export const passwordSchema = z
  .string()
  .min(passwordMinLength, k.passwordTooShort)
  .max(passwordMaxLength, k.passwordTooLong);

/** Sign-up form: all fields required, confirm must equal password. */
export const signUpSchema = z
  .object({
    name: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, k.fieldRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: k.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpSchema>;

/** Sign-in form: only presence is checked ('Email and password are required'). */
export const signInSchema = z.object({
  email: z.string().trim().min(1, k.emailAndPasswordRequired),
  password: z.string().min(1, k.emailAndPasswordRequired),
});
export type SignInForm = z.infer<typeof signInSchema>;

/** Forgot-password form. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

/** Reset-password form (new + confirm). */
export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, k.fieldRequired) })
  .refine((form) => form.password === form.confirmPassword, {
    message: k.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
