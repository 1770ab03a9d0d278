/** Query the home page gets after an account deletion, so it can say so (features/settings). */
export const accountDeletedParam = 'account=deleted';

export function isAccountDeletedUrl(search: string): boolean {
  return new URLSearchParams(search).get('account') === 'deleted';
}
