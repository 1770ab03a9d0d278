import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import {
  applyColorMode,
  type ColorModePreference,
  type ForcedColorMode,
  readColorModePreference,
  resolveColorMode,
  subscribeColorMode,
} from '~/lib/color-mode';

export function useColorModePreference(): ColorModePreference {
  // The prerendered HTML cannot know the visitor's choice; hydration starts from "system".
  return useSyncExternalStore(subscribeColorMode, readColorModePreference, () => 'system');
}

interface ColorModeHandle {
  colorMode?: ForcedColorMode;
}

/** Keeps <html class="dark"> in line with the preference, the system theme and a route's forced mode. */
export function useApplyColorMode(): void {
  const matches = useMatches();
  const forced = matches
    .map((match) => (match.handle as ColorModeHandle | undefined)?.colorMode)
    .findLast(Boolean);
  useEffect(() => {
    const apply = () => applyColorMode(forced ?? resolveColorMode(readColorModePreference()));
    apply();
    return subscribeColorMode(apply);
  }, [forced]);
}
