import {
  type BuildMeta,
  buildMetaPath,
  buildMetaRefreshMs,
  findRedirect,
  type RouteRules,
} from '@brandloom/shared/route-rules';
import type { NavigateFunction } from 'react-router';
import { plainSameOriginLink } from './same-origin-link';

type Redirect = NonNullable<ReturnType<typeof findRedirect>>;

/** The rules of builds/meta/{buildId}.json (spec §2, decision 0051); none until they arrive. */
let rules: RouteRules = {};

async function load(buildId: string): Promise<void> {
  const response = await fetch(buildMetaPath(buildId));
  if (response.ok) rules = ((await response.json()) as BuildMeta).routeRules;
}

/** Where a route rule sends `path`, or null. */
export const routeRedirect = (path: string): Redirect | null => findRedirect(rules, path);

/** Another site, the API or a file by a page load; a page of the app through the router. */
export function followRedirect(redirect: Redirect, navigate: NavigateFunction): void {
  if (redirect.fullLoad) window.location.replace(redirect.to);
  else void navigate(redirect.to, { replace: true });
}

/**
 * Loads this build's rules, then every 3,600,000 ms (spec §9) the latest build's: a deploy's new
 * rules reach tabs opened before it.
 */
export function watchRouteRules(): () => void {
  const refresh = async (buildId?: string) => {
    try {
      const latest = buildId
        ? { buildId }
        : ((await (await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })).json()) as {
            buildId?: unknown;
          });
      if (typeof latest.buildId === 'string') await load(latest.buildId);
    } catch {
      // Offline or mid-deploy: keep the rules we have until the next refresh.
    }
  };
  void refresh(__BUILD_ID__);
  const timer = window.setInterval(refresh, buildMetaRefreshMs);
  return () => window.clearInterval(timer);
}

/** Link clicks to a path with a rule go straight to its target, without drawing the old page first. */
export function followRuleLinks(navigate: NavigateFunction): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = plainSameOriginLink(event);
    const redirect = anchor && routeRedirect(anchor.pathname);
    if (!redirect) return;
    event.preventDefault();
    event.stopPropagation();
    followRedirect(redirect, navigate);
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
}
