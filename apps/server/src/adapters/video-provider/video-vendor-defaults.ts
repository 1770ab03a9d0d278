/** Shared by both vendor providers and env.ts (VIDEO_VENDOR_TIMEOUT_MS). */
export const videoVendorDefaults = {
  /** Queues at both vendors can hold a clip for several minutes before it is rendered. */
  timeoutMs: 900_000,
} as const;
