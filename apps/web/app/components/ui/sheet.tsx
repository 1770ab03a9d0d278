import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { Button } from './button';

export const Sheet = Dialog.Root;
export const SheetClose = Dialog.Close;

/**
 * A dialog that slides in from the right edge, full width on phones: a header with title,
 * description and a close button, then the children (which scroll themselves if they need to).
 */
export function SheetContent({
  title,
  description,
  closeLabel,
  className,
  children,
  ...props
}: ComponentProps<typeof Dialog.Content> & { title: string; description: string; closeLabel: string }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] data-[state=open]:animate-in data-[state=open]:fade-in-0" />
      <Dialog.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-border border-l bg-background shadow-2xl outline-none data-[state=open]:animate-in data-[state=open]:slide-in-from-right',
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-3 border-border border-b px-5 py-4">
          <div className="min-w-0">
            <Dialog.Title className="font-semibold text-lg">{title}</Dialog.Title>
            <Dialog.Description className="text-muted-foreground text-sm">{description}</Dialog.Description>
          </div>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon-sm" aria-label={closeLabel}>
              <X aria-hidden className="size-5" />
            </Button>
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
