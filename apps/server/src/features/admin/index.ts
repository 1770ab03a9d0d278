export { parseUserId } from './admin-user-view.ts';
