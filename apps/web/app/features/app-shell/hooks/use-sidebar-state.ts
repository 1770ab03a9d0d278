import { useState } from 'react';
import { readPreference, writePreference } from '~/lib/cookies';

/** Cookie and localStorage, like the other preferences, so a later server render could read it too. */
const sidebarStateName = 'sidebar-state';

export function useSidebarExpanded(): [boolean, () => void] {
  // /app is rendered only in the browser (SPA fallback), so the saved state is read on first render.
  const [expanded, setExpanded] = useState(() => readPreference(sidebarStateName) !== 'collapsed');
  const toggle = () => {
    writePreference(sidebarStateName, expanded ? 'collapsed' : 'expanded');
    setExpanded(!expanded);
  };
  return [expanded, toggle];
}
