import { CircleAlert, CircleCheck } from 'lucide-react';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '~/components/ui/toast';
import { useT } from '~/lib/i18n-context';
import { toastDuration, useToast } from '~/lib/toast';

/** The toasts on screen, drawn with Radix (loaded with the first toast, see toaster.tsx). */
export function ToastList() {
  const { t } = useT();
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={toastDuration} label={t('app:toast.region', { hotkey: 'F8' })}>
      {toasts.map((item) => {
        const Icon = item.variant === 'destructive' ? CircleAlert : CircleCheck;
        return (
          <Toast
            key={item.id}
            open={item.open}
            variant={item.variant}
            onOpenChange={(open) => open || dismiss(item.id)}
            data-testid="toast"
          >
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 opacity-80" />
            <div className="min-w-0">
              {item.title && <ToastTitle>{item.title}</ToastTitle>}
              {item.description && <ToastDescription>{item.description}</ToastDescription>}
            </div>
            <ToastClose aria-label={t('app:toast.close')} />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
