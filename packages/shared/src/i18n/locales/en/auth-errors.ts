/**
 * Messages for the `code` of the errors /api/auth/* answers: better-auth's own codes (and its
 * username and admin plugins'), plus the keys of the shared form schemas (auth-schemas.ts).
 * The server also puts the translated text in the answer's `message`.
 */
export const authErrors = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  EMAIL_AND_PASSWORD_REQUIRED: 'Email and password are required',
  EMAIL_NOT_VERIFIED: 'Please verify your email address first. We sent you a link.',
  EMAIL_ALREADY_VERIFIED: 'Your email address is already verified.',
  USER_ALREADY_EXISTS: 'An account with this email address already exists.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'An account with this email address already exists. Use another one.',
  USER_NOT_FOUND: 'User not found',
  NAME_TOO_SHORT: 'Name must be at least 2 characters.',
  USERNAME_REQUIRED: 'Username is required.',
  USERNAME_IS_ALREADY_TAKEN: 'This username is already taken. Please try another.',
  USERNAME_TOO_SHORT: 'Username must be at least 3 characters.',
  USERNAME_TOO_LONG: 'Username must be at most 30 characters.',
  INVALID_USERNAME: 'Username may only contain letters, digits, underscores and dots.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters.',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters.',
  PASSWORDS_DONT_MATCH: "Passwords don't match",
  INVALID_PASSWORD: 'The password is not correct.',
  FIELD_REQUIRED: 'This field is required.',
  INVALID_TOKEN: 'This link is invalid or has already been used.',
  TOKEN_EXPIRED: 'This link has expired. Please request a new one.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  FAILED_TO_CREATE_USER: 'Signup failed: No user data returned',
  FAILED_TO_CREATE_SESSION: 'Login failed: No session returned',
  PASSWORD_RESET_FAILED: 'Password reset failed',
  BANNED_USER: 'You have been banned from this application',
  VALIDATION_ERROR: 'Some fields are not valid.',
  RATE_LIMITED: 'Too many requests, please try again later',
  SIGN_IN_LOCKED: 'Too many failed sign-in attempts, please try again in {minutes} min.',
  // two-factor plugin
  INVALID_CODE: 'That code is not correct. Check your authenticator app and try again.',
  INVALID_BACKUP_CODE: 'That backup code is not correct or has already been used.',
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in has expired. Please sign in again.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many wrong codes. Please sign in again.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Too many wrong codes. Your account is locked for a while. Please try again later.',
  TOTP_NOT_ENABLED: 'Two-factor authentication is not set up for this account.',
  TOTP_ALREADY_ENABLED: 'Two-factor authentication is already on.',
  TOTP_NOT_CONFIGURED: 'Authenticator apps are not available.',
  TWO_FACTOR_NOT_ENABLED: 'Two-factor authentication is not on.',
  BACKUP_CODES_NOT_ENABLED: 'Backup codes are not set up for this account.',
  OTP_NOT_ENABLED: 'Codes by message are not set up for this account.',
  OTP_NOT_CONFIGURED: 'Codes by message are not available.',
  OTP_HAS_EXPIRED: 'This code has expired. Please request a new one.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'This account signs in with Google and has no password to change.',
  SESSION_NOT_FRESH: 'Please sign in again to do this.',
} as const;
