/** First-party analytics (decision 0051): key events, the dashboard's ranges, the page-view limit. */

/** The product's key events, recorded by the server where they happen. */
export const keyEvents = ['sign_up', 'first_creative', 'paid'] as const;
export type KeyEvent = (typeof keyEvents)[number];

/** The ranges the admin dashboard offers, in days. */
export const analyticsRanges = [7, 30, 90] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

/** Page views per visitor and minute one server accepts before answering 429. */
export const pageViewRateLimit = { max: 60, windowMs: 60_000 } as const;
