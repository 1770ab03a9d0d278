/** Defaults of the MiniMax video provider, shared by env.ts (documented there) and the provider. */
export const miniMaxDefaults = {
  /** The international platform; mainland-China accounts use https://api.minimaxi.com. */
  baseUrl: 'https://api.minimax.io',
  /** MiniMax's own examples poll every 10 s; a 6 s clip takes a few minutes. */
  pollIntervalMs: 10_000,
} as const;
