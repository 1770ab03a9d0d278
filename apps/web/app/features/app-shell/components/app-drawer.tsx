import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { LogoMark } from '~/components/layout/logo';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import { AppNav } from './app-nav';
import { SiteLink } from './site-link';

/**
 * The sidebar as a drawer on phones (below `md`). Loaded when first opened (app-layout.tsx), so
 * Radix's dialog stack is not part of every page.
 */
export function AppDrawer({
  open,
  onOpenChange,
  isAdmin,
  account,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isAdmin: boolean;
  account: ReactNode;
}) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0 md:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-border border-r bg-sidebar shadow-xl data-[state=closed]:animate-out data-[state=closed]:slide-out-to-left data-[state=open]:animate-in data-[state=open]:slide-in-from-left md:hidden">
          <div className="flex h-14 items-center justify-between px-4">
            <Dialog.Title className="flex items-center gap-2 font-semibold tracking-tight">
              <LogoMark className="size-7" />
              {t('productName')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t('app:nav.closeMenu')}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('app:nav.label')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-3 py-3">
            <AppNav isAdmin={isAdmin} />
          </div>
          <div className="flex flex-col gap-1 border-border border-t px-3 py-3">
            <SiteLink />
            {account}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
