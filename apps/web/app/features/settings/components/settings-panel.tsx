import type { ReactNode } from 'react';

/** One card of the settings page: a heading, a line of explanation, then its controls. */
export function SettingsPanel({
  title,
  description,
  children,
  tone = 'default',
  testId,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
  testId?: string;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className={`rounded-2xl border bg-card p-5 shadow-xs sm:p-6 ${
        tone === 'danger' ? 'border-destructive/40' : 'border-border'
      }`}
    >
      <h2 className={`font-semibold text-base ${tone === 'danger' ? 'text-destructive' : ''}`}>{title}</h2>
      {description && <p className="mt-1 text-muted-foreground text-sm">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A row of a panel: label and hint on the left, the control on the right (stacked on phones). */
export function SettingsRow({
  label,
  hint,
  htmlFor,
  labelId,
  children,
}: {
  label: string;
  hint?: string;
  htmlFor?: string;
  labelId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 border-border border-t py-4 first:border-t-0 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        {htmlFor ? (
          <label htmlFor={htmlFor} id={labelId} className="font-medium text-sm">
            {label}
          </label>
        ) : (
          <span id={labelId} className="font-medium text-sm">
            {label}
          </span>
        )}
        {hint && <p className="mt-0.5 text-muted-foreground text-sm">{hint}</p>}
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}
