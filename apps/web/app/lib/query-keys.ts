/**
 * Every query key of the web app's server state, in one place (decision 0037). Keys are arrays
 * from the general to the particular, so invalidating a prefix (`queryKeys.creatives.all`) reaches
 * every list and detail below it; realtime events invalidate by these prefixes (realtime-cache.ts).
 */
export const queryKeys = {
  profile: ['profile'] as const,
  credits: {
    all: ['credits'] as const,
    balance: ['credits', 'balance'] as const,
    ledger: ['credits', 'ledger'] as const,
  },
  billing: {
    all: ['billing'] as const,
    subscription: ['billing', 'subscription'] as const,
  },
  onboarding: ['onboarding'] as const,
  creatives: {
    all: ['creatives'] as const,
    lists: ['creatives', 'list'] as const,
    list: (filters: object) => ['creatives', 'list', filters] as const,
    detail: (id: string) => ['creatives', 'detail', id] as const,
    placements: (id: string) => ['creatives', 'placements', id] as const,
    brandCheck: (id: string, updatedDate: string) => ['creatives', 'brand-check', id, updatedDate] as const,
    brandCheckSummary: (id: string, updatedDate: string) =>
      ['creatives', 'brand-check-summary', id, updatedDate] as const,
    versions: (id: string) => ['creatives', 'versions', id] as const,
    editor: (id: string) => ['creatives', 'editor', id] as const,
  },
  conversations: {
    all: ['conversations'] as const,
    list: ['conversations', 'list'] as const,
    detail: (id: string) => ['conversations', 'detail', id] as const,
  },
  brands: {
    all: ['brands'] as const,
    list: ['brands', 'list'] as const,
    detail: (id: string) => ['brands', 'detail', id] as const,
  },
  fonts: ['fonts'] as const,
  generationModels: ['generation-models'] as const,
  styles: ['styles'] as const,
  uploads: {
    all: ['uploads'] as const,
    lists: ['uploads', 'list'] as const,
    list: (filters: object) => ['uploads', 'list', filters] as const,
    tags: ['uploads', 'tags'] as const,
  },
  templates: {
    all: ['templates'] as const,
    lists: ['templates', 'list'] as const,
    list: (query: object) => ['templates', 'list', query] as const,
    detail: (id: string) => ['templates', 'detail', id] as const,
  },
  explore: {
    all: ['explore'] as const,
    feed: (filters: object) => ['explore', 'feed', filters] as const,
    detail: (id: string) => ['explore', 'detail', id] as const,
    viewer: (id: string) => ['explore', 'viewer', id] as const,
  },
  admin: {
    exploreReports: ['admin', 'explore-reports'] as const,
    users: {
      all: ['admin', 'users'] as const,
      list: (page: number, search: string) => ['admin', 'users', 'list', { page, search }] as const,
      detail: (id: string) => ['admin', 'users', 'detail', id] as const,
    },
    uploadSetup: ['admin', 'upload-setup'] as const,
    contactMessages: ['admin', 'contact-messages'] as const,
    analytics: (days: number) => ['admin', 'analytics', days] as const,
  },
  authConfig: ['auth-config'] as const,
  twoFactor: ['two-factor'] as const,
} as const;
