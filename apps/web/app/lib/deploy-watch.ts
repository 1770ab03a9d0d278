import { isNewDeployAvailable, markNewDeployAvailable } from './deploy-state';
import { plainSameOriginLink } from './same-origin-link';

const pollInterval = 60_000;

async function check(): Promise<void> {
  if (isNewDeployAvailable() || document.visibilityState !== 'visible') return;
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const latest = (await response.json()) as { buildId?: unknown };
    if (typeof latest.buildId === 'string' && latest.buildId !== __BUILD_ID__) markNewDeployAvailable();
  } catch {
    // Offline or mid-deploy: the next poll will tell.
  }
}

/** A same-origin link click after a new deploy becomes a full page load, so the new build is used. */
function onClick(event: MouseEvent): void {
  if (!isNewDeployAvailable()) return;
  const anchor = plainSameOriginLink(event);
  if (!anchor) return;
  event.preventDefault();
  event.stopPropagation();
  window.location.assign(anchor.href);
}

/** Polls /builds/latest.json every minute while the tab is visible and whenever the window gets focus. */
export function watchForNewDeploy(): () => void {
  // In development the dev server's build id never matches the server's last production build.
  if (import.meta.env.DEV) return () => {};
  const timer = window.setInterval(check, pollInterval);
  window.addEventListener('focus', check);
  window.addEventListener('click', onClick, true);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', check);
    window.removeEventListener('click', onClick, true);
  };
}
