import { Loader2 } from 'lucide-react';
import { Button } from './button';

/** What the button needs of a TanStack infinite query. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Show more" under a list read a page at a time; nothing once the last page is in. */
export function NextPageButton({ query, label }: { query: PagedQuery; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button
        variant="outline"
        disabled={query.isFetchingNextPage}
        aria-busy={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage && <Loader2 aria-hidden className="size-4 animate-spin" />}
        {label}
      </Button>
    </div>
  );
}
