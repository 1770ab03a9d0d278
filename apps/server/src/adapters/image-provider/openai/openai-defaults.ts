/** Defaults of the OpenAI provider, shared by env.ts (documented there) and the provider itself. */
export const openAiDefaults = {
  baseUrl: 'https://api.openai.com/v1',
  copyModel: 'gpt-4.1-mini',
  /** High quality at 1536 px can take well over a minute. */
  imageTimeoutMs: 180_000,
  /** Copy is optional: better none than a creative waiting on it. */
  copyTimeoutMs: 30_000,
} as const;
