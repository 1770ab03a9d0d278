import {
  type BuildMeta,
  buildMetaPath,
  buildMetaRefreshMs,
  type CompiledRedirect,
  findRedirect,
} from '@brandloom/shared/route-rules';
import type { NavigateFunction } from 'react-router';
import { isNewDeployAvailable } from './deploy-state';

/** The rules of builds/meta/{buildId}.json (spec §2, decision 0051); none until they arrive. */
let redirects: CompiledRedirect[] = [];

/**
 * The same-origin link a plain left click (no modifier, not handled yet, no download, same tab)
 * is about to follow, or null: what a new deploy and the route rules may take over.
 */
function plainSameOriginLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  if (anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return null;
  return anchor;
}

/**
 * Follows the route rule of `path`, if it has one: another site, the API or a file by a page
 * load, a page of the app through the router. True when it did.
 */
export function followRouteRule(path: string, navigate: NavigateFunction): boolean {
  const redirect = findRedirect(redirects, path);
  if (redirect?.fullLoad) window.location.replace(redirect.to);
  else if (redirect) void navigate(redirect.to, { replace: true });
  return redirect !== undefined;
}

/**
 * Loads this build's rules, then every 3,600,000 ms (spec §9) the latest build's, so a deploy's
 * rules reach tabs opened before it; and sends link clicks to a path with a rule straight to its
 * target, without drawing the old page first (after a new deploy, every link click is a page load). Offline or mid-deploy, the rules we have stay.
 */
export function watchRouteRules(navigate: NavigateFunction): () => void {
  const load = (buildId: string) =>
    fetch(buildMetaPath(buildId))
      .then((response) => response.json())
      .then((meta: BuildMeta) => {
        redirects = meta.redirects;
      });
  load(__BUILD_ID__).catch(() => {});
  const timer = window.setInterval(() => {
    fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
      .then((response) => response.json())
      .then((latest: { buildId: string }) => load(latest.buildId))
      .catch(() => {});
  }, buildMetaRefreshMs);
  // After a new deploy a link is a full page load, so the new build is used (deploy-watch.ts).
  const onClick = (event: MouseEvent) => {
    const anchor = plainSameOriginLink(event);
    if (!anchor) return;
    if (isNewDeployAvailable()) window.location.assign(anchor.href);
    else if (!followRouteRule(anchor.pathname, navigate)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener('click', onClick, true);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('click', onClick, true);
  };
}
