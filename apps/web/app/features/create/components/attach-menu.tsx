import type { Template } from '@brandloom/shared/templates';
import { uploadExtensions, uploadsBucket } from '@brandloom/shared/uploads';
import { FolderOpen, Images, LayoutTemplate, Paperclip, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  ActionMenu,
  ActionMenuContent,
  ActionMenuItem,
  ActionMenuTrigger,
} from '~/components/ui/action-menu';
import { Button } from '~/components/ui/button';
import type { PickerItem } from '~/components/ui/picker-dialog';
import { PickTemplateDialog } from '~/features/templates';
import { useT } from '~/lib/i18n-context';
import type { ComposerAttachments } from '../use-composer-attachments';
import { PickCreativeDialog, PickUploadDialog } from './pick-dialogs';

const accept = [
  ...Object.keys(uploadExtensions).map((extension) => `.${extension}`),
  ...uploadsBucket.allowedMimeTypes,
].join(',');

/**
 * The composer's attach button: upload from the device, or pick from the uploads or the finished
 * creatives (with no slot left it shows the limit message instead of opening anything), or pick
 * a template, which takes no slot.
 */
export function AttachMenu({
  state,
  onPickTemplate,
}: {
  state: ComposerAttachments;
  onPickTemplate: (template: Template) => void;
}) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [dialog, setDialog] = useState<'upload' | 'creative' | 'template' | null>(null);

  const whenFree = (action: () => void) => () => (state.free > 0 ? action() : state.refuseFull());
  const pick = (kind: 'upload' | 'creative') => (items: PickerItem[]) => {
    state.add(items.map((item) => ({ kind, ...item })));
    setDialog(null);
  };

  return (
    <>
      <ActionMenu>
        <ActionMenuTrigger asChild>
          <Button variant="outline" size="sm" className="h-9" data-testid="composer-attach">
            <Paperclip aria-hidden className="size-4" />
            <span className="hidden sm:inline">{t('composer:attach.button')}</span>
            <span className="sr-only sm:hidden">{t('composer:attach.menu')}</span>
          </Button>
        </ActionMenuTrigger>
        <ActionMenuContent align="start" aria-label={t('composer:attach.menu')}>
          <ActionMenuItem
            onSelect={whenFree(() => input.current?.click())}
            disabled={state.uploading}
            data-testid="attach-upload"
          >
            <Upload aria-hidden />
            {t('composer:attach.upload')}
          </ActionMenuItem>
          <ActionMenuItem onSelect={whenFree(() => setDialog('upload'))} data-testid="attach-from-uploads">
            <FolderOpen aria-hidden />
            {t('composer:attach.fromUploads')}
          </ActionMenuItem>
          <ActionMenuItem
            onSelect={whenFree(() => setDialog('creative'))}
            data-testid="attach-from-creatives"
          >
            <Images aria-hidden />
            {t('composer:attach.fromCreatives')}
          </ActionMenuItem>
          <ActionMenuItem onSelect={() => setDialog('template')} data-testid="attach-template">
            <LayoutTemplate aria-hidden />
            {t('templates:picker.open')}
          </ActionMenuItem>
        </ActionMenuContent>
      </ActionMenu>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="composer-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          state.upload(files);
        }}
      />
      <PickUploadDialog
        open={dialog === 'upload'}
        onOpenChange={(open) => setDialog(open ? 'upload' : null)}
        free={state.free}
        limitMessage={state.limitMessage}
        onPick={pick('upload')}
      />
      <PickCreativeDialog
        open={dialog === 'creative'}
        onOpenChange={(open) => setDialog(open ? 'creative' : null)}
        free={state.free}
        limitMessage={state.limitMessage}
        onPick={pick('creative')}
      />
      <PickTemplateDialog
        open={dialog === 'template'}
        onOpenChange={(open) => setDialog(open ? 'template' : null)}
        onPick={(template) => {
          onPickTemplate(template);
          setDialog(null);
        }}
      />
    </>
  );
}
