export { commitCredits } from './commit-credits.ts';
export { addAdditionalTokens, creditProfileColumns, insertEvent } from './credits.repository.ts';
export type { CreditContext } from './get-credit-balance.ts';
export { getCreditBalance } from './get-credit-balance.ts';
export { releaseCredits } from './release-credits.ts';
export { reserveCredits } from './reserve-credits.ts';
