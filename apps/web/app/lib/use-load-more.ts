import { useEffect, useRef } from 'react';

/** How far below the view the next page starts loading, so scrolling rarely waits. */
const prefetchMargin = '800px';

/**
 * Infinite scroll for a paged query: the answered ref goes on an element after the list, and the
 * next page loads when it comes near the view. After a failed page the list's button offers the
 * retry, rather than the observer trying in a loop.
 */
export function useLoadMore(query: {
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, fetchNextPage, isFetching, isError } = query;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetching || isError || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: prefetchMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, fetchNextPage, isFetching, isError]);
  return sentinel;
}
