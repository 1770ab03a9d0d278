import { watchForNewDeploy } from './deploy-watch';
import { installErrorReporting } from './error-reporting';

/**
 * Error reporting and deploy polling, loaded by the root after first render: neither is needed to
 * paint a page, and keeping them out of the first bundle helps the public pages' budget.
 */
export function startClientServices(): () => void {
  const stopReporting = installErrorReporting();
  const stopWatching = watchForNewDeploy();
  return () => {
    stopReporting();
    stopWatching();
  };
}
