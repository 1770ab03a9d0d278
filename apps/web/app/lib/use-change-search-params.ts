import { type NavigateOptions, useLocation, useNavigation, useSearchParams } from 'react-router';

/** Search params to set; `null`, `undefined` or `''` removes one. */
export type SearchParamChanges = Record<string, string | null | undefined>;

/** `params` with `changes` made, as a new object. */
export function withSearchParams(params: URLSearchParams, changes: SearchParamChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/**
 * Changes the address's search params (a filter, a search, a page), starting from where the address
 * is going rather than from the params on screen. While a navigation on this page is pending (a tab
 * clicked, its loaders still running) the screen shows the old params, and a change built on them (a
 * search typed meanwhile) would cancel the tab change and apply to the old tab.
 */
export function useChangeSearchParams() {
  const location = useLocation();
  const pending = useNavigation().location;
  const [, setParams] = useSearchParams();
  const heading = pending?.pathname === location.pathname ? pending : location;
  return (
    changes: SearchParamChanges | ((current: URLSearchParams) => URLSearchParams),
    options?: NavigateOptions,
  ) => {
    const current = new URLSearchParams(heading.search);
    setParams(typeof changes === 'function' ? changes(current) : withSearchParams(current, changes), options);
  };
}
