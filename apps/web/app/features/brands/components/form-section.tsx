import { type ReactNode, useId } from 'react';

/** One titled card of the brand forms. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="font-semibold text-base">
        {title}
      </h2>
      {hint && <p className="mt-1 text-muted-foreground text-sm">{hint}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
