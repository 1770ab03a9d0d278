/**
 * Whether the first-run checklist stays away for this user: they hid it, or it was seen complete.
 * Kept in this browser, keyed by user id (docs/decisions/0026-dashboard.md).
 */
const key = (userId: string) => `brandloom-checklist-closed:${userId}`;

export function isChecklistClosed(userId: string): boolean {
  try {
    return localStorage.getItem(key(userId)) !== null;
  } catch {
    return false;
  }
}

export function closeChecklist(userId: string, reason: 'hidden' | 'completed'): void {
  try {
    localStorage.setItem(key(userId), reason);
  } catch {
    // Private mode without storage: the checklist is closed until the page is left.
  }
}
