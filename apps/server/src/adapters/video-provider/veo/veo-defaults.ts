/** Defaults of the Veo video provider, shared by env.ts (documented there) and the provider. */
export const veoDefaults = {
  geminiBaseUrl: 'https://generativelanguage.googleapis.com',
  /** Vertex AI's regional endpoint for GOOGLE_CLOUD_LOCATION. */
  vertexBaseUrl: (location: string) => `https://${location}-aiplatform.googleapis.com`,
  /** Google's examples poll every 10 s; a clip takes one to a few minutes. */
  pollIntervalMs: 10_000,
} as const;
