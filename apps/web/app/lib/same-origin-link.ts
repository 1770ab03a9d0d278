/**
 * The same-origin link a plain left click (no modifier, not handled yet, no download, same tab)
 * is about to follow, or null: what the deploy watcher and the route rules may take over.
 */
export function plainSameOriginLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  if (anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return null;
  return anchor;
}
