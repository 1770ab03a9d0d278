import { useEffect, useState } from 'react';

// True until the first page showing prerendered markup has hydrated; later mounts are client renders.
let hydrating = true;

/** The prerendered markup of the element `id`, while the page hydrates; undefined in any later render. */
export function prerenderedMarkupOf(id: string): string | undefined {
  return hydrating && typeof document !== 'undefined' ? document.getElementById(id)?.innerHTML : undefined;
}

/** Ends the hydration window: later mounts are client renders, which have no markup to keep. */
export function useHydrationEnd(): void {
  useEffect(() => {
    hydrating = false;
  }, []);
}

/**
 * A block that needs no JavaScript once drawn, kept out of the public pages' budget (decision 0005).
 * On the prerendered page the browser hydrates, React keeps the markup already on screen (read back
 * from the DOM, so both sides agree) and never downloads the code that draws it. Everywhere else (the
 * prerender itself, a client-side navigation) it renders `children`, typically a lazy component.
 * Give it a `key` that changes with what the markup depends on (e.g. the language).
 */
export function PrerenderedMarkup({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: React.ReactNode;
}) {
  const [markup] = useState(() => prerenderedMarkupOf(id));
  useHydrationEnd();
  if (markup === undefined) {
    return (
      <div id={id} className={className}>
        {children}
      </div>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered markup, unchanged
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
