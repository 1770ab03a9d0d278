export { type RemoveUserDeps, removeUser } from './remove-user.ts';
