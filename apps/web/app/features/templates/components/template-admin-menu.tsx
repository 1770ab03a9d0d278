import type { Template } from '@brandloom/shared/templates';
import { EllipsisVertical, Star, StarOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  ActionMenu,
  ActionMenuContent,
  ActionMenuItem,
  ActionMenuTrigger,
} from '~/components/ui/action-menu';
import { Button } from '~/components/ui/button';
import { ConfirmDeleteDialog } from '~/components/ui/confirm-delete-dialog';
import { useT } from '~/lib/i18n-context';

/** The admin's menu on a template card (spec §6): featured on or off, and delete after asking. */
export function TemplateAdminMenu({
  template,
  onToggleFeatured,
  onDelete,
}: {
  template: Template;
  onToggleFeatured: () => void;
  /** Deletes it, saying how it went; answers whether it is gone. */
  onDelete: () => Promise<boolean>;
}) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ActionMenu>
        <ActionMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('templates:admin.menu', { title: template.title })}
            data-testid="template-admin-menu"
          >
            <EllipsisVertical aria-hidden className="size-4" />
          </Button>
        </ActionMenuTrigger>
        <ActionMenuContent align="end">
          <ActionMenuItem onSelect={onToggleFeatured} data-testid="template-toggle-featured">
            {template.featured ? <StarOff aria-hidden /> : <Star aria-hidden />}
            {template.featured ? t('templates:admin.unfeature') : t('templates:admin.feature')}
          </ActionMenuItem>
          <ActionMenuItem
            onSelect={() => setConfirming(true)}
            className="text-destructive [&_svg]:text-destructive"
            data-testid="template-delete"
          >
            <Trash2 aria-hidden />
            {t('templates:admin.delete')}
          </ActionMenuItem>
        </ActionMenuContent>
      </ActionMenu>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('templates:admin.deleteTitle')}
        description={t('templates:admin.deleteBody', { title: template.title })}
        cancelLabel={t('templates:admin.cancel')}
        confirmLabel={t('templates:admin.delete')}
        busyLabel={t('templates:admin.deleting')}
        onConfirm={onDelete}
        testId="template-delete-dialog"
      />
    </>
  );
}
