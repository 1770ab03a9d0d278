import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** The card every /auth page is built from: a heading, an optional lead, the form, a footer line. */
export function AuthCard({ title, description, icon, children, footer }: AuthCardProps) {
  return (
    <section className="w-full" aria-labelledby="auth-card-title">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-black/5 shadow-xl sm:p-8 dark:shadow-black/30">
        {icon && (
          <div className="mb-5 grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
            {icon}
          </div>
        )}
        <h1 id="auth-card-title" className="font-semibold text-2xl tracking-tight">
          {title}
        </h1>
        {description && (
          <div className="mt-2 text-muted-foreground text-sm leading-relaxed">{description}</div>
        )}
        {children && <div className="mt-6">{children}</div>}
      </div>
      {footer && <div className="mt-6 text-center text-muted-foreground text-sm">{footer}</div>}
    </section>
  );
}
