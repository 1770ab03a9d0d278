export { type Credits, type LedgerEntry, useCreditLedger, useCredits } from './credits-queries';
