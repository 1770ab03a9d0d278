/** Messages the server sends back in `{ error: { code, message } }`, keyed by error code. */
export const errors = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported here.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'There is no API route at {path}.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  UNAUTHORIZED: 'Auth session missing!',
  FORBIDDEN: 'You are not allowed to do this.',
  RATE_LIMITED: 'Too many requests, please try again later',
  INTERNAL: 'Cannot process request at this time',
  SERVICE_UNAVAILABLE: 'The service is not available right now. Please try again shortly.',
  ACCOUNT_DELETION_NOT_CONFIRMED: 'Type delete to confirm that your account should be deleted.',
} as const;
