import { watchForNewDeploy } from './deploy-watch';
import { installErrorReporting } from './error-reporting';
import { watchRouteRules } from './route-rules';

/**
 * Error reporting, deploy polling and the route rules' refresh, loaded by the root after first render: neither is needed to
 * paint a page, and keeping them out of the first bundle helps the public pages' budget.
 */
export function startClientServices(): () => void {
  const stopReporting = installErrorReporting();
  const stopWatching = watchForNewDeploy();
  const stopRules = watchRouteRules();
  return () => {
    stopReporting();
    stopWatching();
    stopRules();
  };
}
