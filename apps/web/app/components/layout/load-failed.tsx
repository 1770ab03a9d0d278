import { Button } from '~/components/ui/button';

interface LoadFailedProps {
  title: string;
  /** The API's (translated) reason. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A list that could not be loaded: what failed, why, and a way to try again. */
export function LoadFailed({ title, message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="rounded-xl border border-border p-8 text-center">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-muted-foreground text-sm">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
