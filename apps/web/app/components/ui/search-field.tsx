import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '~/lib/cn';

/** How long typing pauses before a search runs. */
const searchDelayMs = 300;

/**
 * A search box for list filters: what is typed is handed to `onSearch` (trimmed) once typing
 * pauses, so a list is not re-read on every key. `value` is the search in effect (e.g. from the URL).
 */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  testId,
  className,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  testId?: string;
  className?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  // A search changed from outside (filters cleared, back button) shows in the box.
  useEffect(() => setTyped(value), [value]);
  // The latest handler, without restarting the pause each time the parent renders.
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => search.current(typed.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, value]);

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={placeholder}
        data-testid={testId}
        className="h-10 w-full rounded-lg border border-input bg-background pr-3 pl-9 text-sm shadow-xs outline-none placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
      />
    </div>
  );
}
