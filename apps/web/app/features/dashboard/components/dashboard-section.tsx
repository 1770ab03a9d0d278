import type { ReactNode } from 'react';

/** A titled block of the dashboard with an optional link or action beside the title. */
export function DashboardSection({
  id,
  title,
  aside,
  children,
  className = '',
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-border bg-card p-4 sm:p-5 ${className}`}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The link beside a section title ("See all", "Manage brands"). */
export const asideLinkClass =
  'rounded-md text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring';
