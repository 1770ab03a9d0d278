import { readPreference, writePreference } from './cookies';

export type ColorModePreference = 'system' | 'light' | 'dark';
/** A page may force a mode, never "system" (spec §4). */
export type ForcedColorMode = 'light' | 'dark';

const colorModeCookieName = 'color-mode';

/**
 * Pages that force a mode, by path. Routes read their mode from here into their `handle`, and the
 * inline head script gets the same table, so a page served through the SPA fallback is painted in
 * its forced mode before any route code loads.
 */
export const forcedColorModes = { '/app/coming-soon': 'dark' } as const satisfies Record<
  string,
  ForcedColorMode
>;

/**
 * Runs in <head> before first paint, so the page never flashes the wrong theme. It is the same
 * text in every HTML file, which keeps the server's CSP script hashes stable.
 */
export const colorModeScript = `(function(){try{var d=document.documentElement,f=${JSON.stringify(forcedColorModes)}[location.pathname.replace(/\\/+$/,'')],m=document.cookie.match(/(?:^|; )${colorModeCookieName}=(\\w+)/),p=f||(m&&m[1])||localStorage.getItem('${colorModeCookieName}')||'system',k=p==='dark'||(p!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light'}catch(e){}})()`;

const darkQuery = '(prefers-color-scheme: dark)';

export function readColorModePreference(): ColorModePreference {
  const saved = readPreference(colorModeCookieName);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

export function resolveColorMode(preference: ColorModePreference): ForcedColorMode {
  if (preference !== 'system') return preference;
  return window.matchMedia(darkQuery).matches ? 'dark' : 'light';
}

export function applyColorMode(mode: ForcedColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

type Listener = () => void;
const listeners = new Set<Listener>();

export function setColorModePreference(preference: ColorModePreference): void {
  writePreference(colorModeCookieName, preference);
  for (const listener of listeners) listener();
}

/** Notifies on a new choice and, for "system", on operating-system theme changes. */
export function subscribeColorMode(listener: Listener): () => void {
  listeners.add(listener);
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
  };
}
