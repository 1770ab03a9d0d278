import {
  type BuildMeta,
  buildMetaPath,
  buildMetaRefreshMs,
  type CompiledRedirect,
  findRedirect,
} from '@brandloom/shared/route-rules';
import type { NavigateFunction } from 'react-router';
import { plainSameOriginLink } from './same-origin-link';

/** The rules of builds/meta/{buildId}.json (spec §2, decision 0051); none until they arrive. */
let redirects: CompiledRedirect[] = [];

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
 * target, without drawing the old page first. Offline or mid-deploy, the rules we have stay.
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
  const onClick = (event: MouseEvent) => {
    const anchor = plainSameOriginLink(event);
    if (anchor && followRouteRule(anchor.pathname, navigate)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  window.addEventListener('click', onClick, true);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('click', onClick, true);
  };
}
