import { useEffect, useRef } from 'react';

/**
 * "Step 2 of 4" over the step's title. A new step moves focus to its heading, so keyboard and
 * screen-reader users continue from the top of the step rather than from a button that vanished.
 */
export function StepHeading({ progress, title }: { progress: string; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div>
      <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{progress}</p>
      <h3 ref={ref} tabIndex={-1} className="mt-1 font-semibold text-base outline-none">
        {title}
      </h3>
    </div>
  );
}
