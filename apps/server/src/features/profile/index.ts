export { findPlan } from './profile.repository.ts';
