import { isNewDeployAvailable, markNewDeployAvailable } from './deploy-state';

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

/**
 * Polls /builds/latest.json every minute while the tab is visible and whenever the window gets focus;
 * once a new deploy is out, link clicks become full page loads (route-rules.ts watches the clicks).
 */
export function watchForNewDeploy(): () => void {
  // In development the dev server's build id never matches the server's last production build.
  if (import.meta.env.DEV) return () => {};
  const timer = window.setInterval(check, pollInterval);
  window.addEventListener('focus', check);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', check);
  };
}
