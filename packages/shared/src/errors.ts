import type { errors } from './i18n/locales/en/errors.ts';

/** An error's code is its message's key, without the plural suffix of a message that counts (0032). */
export type ErrorCode = keyof typeof errors extends infer Key
  ? Key extends `${infer Code}_${'one' | 'other'}`
    ? Code
    : Key
  : never;

/** HTTP status for every error code; the server's one error handler reads this. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  TEXT_NOT_STORABLE: 400,
  NOTHING_TO_CHANGE: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  UNTRUSTED_ORIGIN: 403,
  CROSS_SITE_REQUEST: 403,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  IMAGE_NOT_SUPPORTED: 415,
  IMAGE_TOO_LARGE: 413,
  IMAGE_OUTPUT_TOO_LARGE: 400,
  INVALID_USER_ID: 400,
  USER_NOT_FOUND: 404,
  ADMIN_SELF_CHANGE: 409,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  ACCOUNT_DELETION_NOT_CONFIRMED: 400,
  UPLOAD_NOT_AN_IMAGE: 400,
  UPLOAD_TOO_LARGE: 413,
  IMAGE_DIMENSIONS_TOO_LARGE: 400,
  FILE_TOO_LARGE: 413,
  UPLOAD_BATCH_TOO_LARGE: 400,
  UPLOAD_FAILED: 500,
  UPLOAD_SAVE_FAILED: 500,
  UPLOAD_SIGN_IN_REQUIRED: 401,
  UPLOAD_NOT_FOUND: 404,
  TOO_MANY_UPLOADS: 400,
  BRAND_NAME_REQUIRED: 400,
  BRAND_EXISTS: 409,
  BRAND_NOT_FOUND: 404,
  TOO_MANY_BRANDS: 403,
  BRAND_SCAN_FAILED: 422,
  WEBSITE_IMAGES_FAILED: 422,
  UPGRADE_REQUIRED: 403,
  FONT_NOT_SUPPORTED: 415,
  LOGO_NOT_SUPPORTED: 415,
  STYLE_NOT_FOUND: 404,
  STYLE_EXISTS: 409,
  TEMPLATE_NOT_FOUND: 404,
  TEMPLATE_NOT_IN_PLAN: 403,
  OUT_OF_CREDITS: 402,
  MODEL_NOT_AVAILABLE: 400,
  CREATIVE_NOT_FOUND: 404,
  NO_IMAGE_URL: 409,
  DOWNLOAD_FORMAT_NOT_AVAILABLE: 400,
  AUTO_FIX_FAILED: 409,
  GENERATION_FAILED: 409,
  VIDEO_ACCESS_DENIED: 403,
  VIDEO_BASE_IMAGE_REQUIRED: 400,
  VIDEO_ONE_BASE_IMAGE: 400,
  VIDEO_IMAGE_OPTION: 400,
  VIDEO_DURATION_NOT_ALLOWED: 400,
  VIDEO_ASPECT_NOT_ALLOWED: 400,
  VIDEO_DOWNLOAD_FAILED: 404,
} as const satisfies Record<ErrorCode, number>;

/** The body of every error answer of the API. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Per-field messages for VALIDATION_FAILED, keyed by dotted field path. */
    fields?: Record<string, string[]>;
    /** Facts the client acts on, e.g. `brandId` of BRAND_EXISTS, `max` of TOO_MANY_BRANDS. */
    details?: Record<string, string | number | null>;
  };
}
