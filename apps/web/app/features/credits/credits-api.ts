import { apiFetch } from '~/lib/api';

export interface Credits {
  balance: number;
  monthlyAllowance: number;
  additionalCredits: number;
  spent: number;
  periodStart: string;
  nextRefill: string;
  imageCosts: { low: number; medium: number; high: number; auto: number };
}

export interface LedgerEntry {
  id: string;
  type: 'credits-spent' | 'credits-refunded' | 'credits-added';
  credits: number;
  creativeId: string | null;
  state: 'reserved' | 'committed' | 'released' | null;
  reason: string | null;
  creationDate: string;
}

export interface LedgerPage {
  entries: LedgerEntry[];
  nextCursor: string | null;
}

export function fetchCredits(signal?: AbortSignal): Promise<Credits> {
  return apiFetch<Credits>('/api/credits', { signal });
}

export function fetchLedgerPage(cursor: string | null, signal?: AbortSignal): Promise<LedgerPage> {
  const query = new URLSearchParams({ limit: '25', ...(cursor ? { cursor } : {}) });
  return apiFetch<LedgerPage>(`/api/credits/ledger?${query}`, { signal });
}
