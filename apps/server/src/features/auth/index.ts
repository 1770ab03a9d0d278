export type { Auth } from './auth.ts';
