import type { ReactNode } from 'react';

/** A message for the whole form (server answers), read out when it appears. */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children?: ReactNode;
  tone?: 'error' | 'success';
}) {
  if (!children) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="form-alert"
      className={`rounded-lg border px-3 py-2.5 text-sm ${
        tone === 'error'
          ? 'border-destructive/30 bg-destructive/10 text-destructive'
          : 'border-primary/30 bg-primary/10 text-foreground'
      }`}
    >
      {children}
    </div>
  );
}
