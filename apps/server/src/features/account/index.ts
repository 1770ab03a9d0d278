export { removeUser } from './remove-user.ts';
