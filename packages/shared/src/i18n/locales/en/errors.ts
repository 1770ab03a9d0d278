/** Messages the server sends back in `{ error: { code, message } }`, keyed by error code. */
export const errors = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  TEXT_NOT_STORABLE:
    'This text contains a NUL character (U+0000), which cannot be saved. Remove it and try again.',
  NOTHING_TO_CHANGE: 'There is nothing to change: send at least one field.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported here.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'There is no API route at {path}.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  UNAUTHORIZED: 'Auth session missing!',
  FORBIDDEN: 'You are not allowed to do this.',
  UNTRUSTED_ORIGIN:
    "This page was opened at {origin}, which is not this server's public address (PUBLIC_URL). Open it at {publicUrl}, or set PUBLIC_URL.",
  CROSS_SITE_REQUEST: 'Requests from other websites are not accepted.',
  RATE_LIMITED: 'Too many requests, please try again later',
  INTERNAL: 'Cannot process request at this time',
  SERVICE_UNAVAILABLE: 'The service is not available right now. Please try again shortly.',
  IMAGE_NOT_SUPPORTED: 'This file is not an image that can be resized (JPG, PNG, WebP, GIF or AVIF).',
  IMAGE_TOO_LARGE: 'This image is too large to resize.',
  IMAGE_OUTPUT_TOO_LARGE_one: 'The resized image would be more than {count} pixel wide or high.',
  IMAGE_OUTPUT_TOO_LARGE_other: 'The resized image would be more than {count} pixels wide or high.',
  INVALID_USER_ID: 'User ids must be UUID-shaped.',
  INVALID_CURSOR: 'This list position is not valid. Reload the list and try again.',
  USER_NOT_FOUND: 'User not found',
  ADMIN_SELF_CHANGE: 'You cannot delete your own account or remove your own admin role here.',
  EMAIL_TAKEN: 'An account with this email address already exists.',
  USERNAME_TAKEN: 'This username is already taken. Please try another.',
  ACCOUNT_DELETION_NOT_CONFIRMED: 'Type delete to confirm that your account should be deleted.',
  UPLOAD_NOT_AN_IMAGE: 'File does not seem to be an image: {filename}',
  UPLOAD_TOO_LARGE: 'The file {filename} is larger than {maxMegabytes} MB.',
  UPLOAD_BATCH_TOO_LARGE_one: 'You can upload at most {count} file at once.',
  UPLOAD_BATCH_TOO_LARGE_other: 'You can upload at most {count} files at once.',
  IMAGE_DIMENSIONS_TOO_LARGE:
    'The image {filename} is {width} × {height} pixels; images can be at most {maxPixels} pixels wide and high.',
  FILE_TOO_LARGE: 'The file is larger than {maxMegabytes} MB.',
  UPLOAD_FAILED: 'Failed to upload the file',
  UPLOAD_SAVE_FAILED: 'Failed to save upload information',
  UPLOAD_SIGN_IN_REQUIRED: 'You must be logged in to delete files',
  UPLOAD_NOT_FOUND: 'This upload was not found.',
  TOO_MANY_UPLOADS_one: 'Too Many Uploads: a prompt can hold at most {count} file.',
  TOO_MANY_UPLOADS_other: 'Too Many Uploads: a prompt can hold at most {count} files.',
  BRAND_NAME_REQUIRED: 'Please enter your brand name.',
  BRAND_EXISTS: 'You already have a brand named {name}. Edit the existing brand instead.',
  BRAND_NOT_FOUND: 'This brand was not found.',
  TOO_MANY_BRANDS_one: 'Too Many Brands: your plan allows {count} brand. Upgrade to add more.',
  TOO_MANY_BRANDS_other: 'Too Many Brands: your plan allows {count} brands. Upgrade to add more.',
  BRAND_SCAN_FAILED:
    'Failed to scan your brand URL {url}. Please try again, or enter your brand data manually.',
  WEBSITE_IMAGES_FAILED: 'could not extract images, check the URL',
  UPGRADE_REQUIRED: 'This needs the {plan} plan. Upgrade to use it.',
  FONT_NOT_SUPPORTED: 'The font file {filename} is not a TTF, OTF, WOFF or WOFF2 font.',
  LOGO_NOT_SUPPORTED: 'The logo {filename} must be a PNG, SVG or WebP image.',
  STYLE_NOT_FOUND: 'This style was not found.',
  STYLE_EXISTS: 'You already have a style named {name}. Edit the existing style instead.',
  TEMPLATE_NOT_FOUND: "Could not find the template you're looking for.",
  TEMPLATE_NOT_IN_PLAN: 'This template is part of the Plus and Flex plans. Upgrade to use it.',
  OUT_OF_CREDITS:
    "Out of Credits: you don't have enough credits to generate this creative, upgrade or wait for refresh",
  MODEL_NOT_AVAILABLE: 'The model {model} is not available here. Pick another model in the settings.',
  CREATIVE_NOT_FOUND: "Could not find the creative you're looking for.",
  NO_IMAGE_URL: 'No image URL provided.',
  DOWNLOAD_FORMAT_NOT_AVAILABLE: 'This creative cannot be downloaded as {format}.',
  AUTO_FIX_FAILED: 'Auto-fix failed',
  RESIZE_UNAVAILABLE:
    'This creative can’t be laid out again: it was made before its layers were kept and no longer renders exactly as stored (its brand, fonts or photos have changed). Generate it again to resize it.',
  BRAND_CHECK_UNAVAILABLE:
    'Only finished images with their layers kept can be checked and fixed for the brand.',
  CREATIVE_VERSION_CONFLICT:
    'Another version of this creative was saved at the same moment. Open it again and save once more.',
  CREATIVE_NOT_EDITABLE: 'Only finished images with their layers kept can be edited.',
  LAYER_DOCUMENT_INVALID:
    'The edited layers are not a valid creative: a value is missing, unknown or out of bounds.',
  LAYER_FILE_NOT_ALLOWED:
    'The edited creative names a font or picture that is not yours or not in the catalogue.',
  NO_PLACEMENTS: 'This creative has not been resized for any placement yet.',
  GENERATION_FAILED: 'Failed to generate image',
  VIDEO_ACCESS_DENIED:
    'Video creatives are in open beta and your account has no video access yet. Ask us for beta access.',
  VIDEO_BASE_IMAGE_REQUIRED:
    'Video generation needs a base image: attach one of your creatives or an upload.',
  VIDEO_ONE_BASE_IMAGE: 'A video starts from one base image. Remove the other attachments.',
  VIDEO_IMAGE_OPTION: 'The option {option} is for images only and cannot be used in video mode.',
  VIDEO_DURATION_NOT_ALLOWED: '{model} makes videos of {durations} seconds only.',
  VIDEO_ASPECT_NOT_ALLOWED: '{model} cannot make videos in this frame. Pick one of: {aspects}.',
  VIDEO_DOWNLOAD_FAILED: 'Failed to download video',
  CHECKOUT_FAILED: 'Could not create checkout session',
  PORTAL_FAILED: 'Could not open the billing portal. Please try again.',
  PAYMENT_PROVIDER_FAILED: 'The payment provider did not answer. Nothing was changed; please try again.',
  PLAN_VOLUME_NOT_OFFERED: 'Flex is not offered with {creditAmount} credits a month. Pick one of: {steps}.',
  CREDIT_PACK_NOT_FOUND: 'This credit pack is not offered.',
  SUBSCRIPTION_EXISTS: 'You already have a subscription. Change its plan in Settings instead.',
  SUBSCRIPTION_NOT_FOUND: 'You have no paid subscription to change. Choose a plan first.',
  SUBSCRIPTION_CANCELLATION_PENDING:
    'Your subscription is set to cancel. Keep your subscription before changing your plan.',
  SUBSCRIPTION_ALREADY_ON_PLAN: 'You are already on this plan with these monthly credits.',
  SUBSCRIPTION_CHANGE_IS_DOWNGRADE:
    'This is a downgrade: schedule it for the end of your billing period instead.',
  SUBSCRIPTION_CHANGE_IS_UPGRADE:
    'This is an upgrade: it takes effect at once, so there is nothing to schedule.',
  SUBSCRIPTION_CHANGE_ALREADY_SCHEDULED:
    'A plan change is already scheduled. Cancel it before scheduling another.',
  SUBSCRIPTION_NO_SCHEDULED_CHANGE: 'No plan change is scheduled.',
  SUBSCRIPTION_NOT_CANCELLING: 'Your subscription is not set to cancel, so there is nothing to keep.',
  INVOICE_NOT_FOUND: 'This invoice was not found.',
  PAYMENT_DECLINED:
    'Your card was declined, so nothing was changed. Update your card in billing and try again.',
  BILLING_ACCOUNT_NOT_FOUND: 'You have not bought anything yet, so there is no billing account to manage.',
  WEBHOOK_SIGNATURE_INVALID: "The event's signature does not match its content.",
  PREVIEW_DISABLED:
    'Preview mode is not enabled on this server: the operator sets PREVIEW_TOKEN to turn it on.',
  PREVIEW_TOKEN_INVALID: 'This preview link is not valid (any more). Ask for a new one.',
  PREVIEW_STAGING_MISSING:
    'No staging source is configured on this server (BLOG_STAGING_DIR), so ?staging cannot be used.',
  POST_NOT_FOUND: 'This article was not found.',
  CONTACT_TOO_FAST:
    'That was faster than anyone can type. Please wait a few seconds and send your message again.',
  CONTACT_REJECTED:
    'Your message looks automated and was not sent. If you are a person, reload the page and try again.',
  CONTACT_FORM_EXPIRED: 'This form has expired. Reload the page and send your message again.',
  EXPLORE_PUBLISH_BLOCKED:
    'An admin has stopped you publishing to Explore. Your creatives stay in your library; write to support if you think this is a mistake.',
  EXPLORE_WORDS_REFUSED:
    'This creative cannot go on Explore: its prompt or text contains words Explore does not allow ({words}). Change them and try again.',
} as const;
