import type { Template } from '@brandloom/shared/templates';
import { maxPromptAttachments } from '@brandloom/shared/uploads';
import { CircleAlert, ImageIcon, LayoutTemplate, Loader2, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { ProgressBar } from '~/components/ui/progress-bar';
import { useT } from '~/lib/i18n-context';
import type { ComposerAttachments } from '../use-composer-attachments';

const chipClass =
  'relative flex h-12 max-w-44 shrink-0 items-center gap-2 overflow-hidden rounded-xl border border-border bg-background p-1 sm:max-w-56';

/**
 * What the next prompt carries, above the prompt box: the template it starts from, a chip per
 * attachment (thumbnail, name, remove), a placeholder with progress per file on its way, and why
 * the last action was refused.
 */
export function AttachmentTray({
  state,
  template,
  onRemoveTemplate,
}: {
  state: ComposerAttachments;
  template: Template | null;
  onRemoveTemplate: () => void;
}) {
  const { t } = useT();
  const count = state.attachments.length;
  const attaching = count > 0 || state.pending.length > 0 || state.checking !== null;
  const shown = attaching || template !== null;

  return (
    <>
      {shown && (
        <div className="flex flex-col gap-1 px-1 pb-2">
          {/* On phones one row that scrolls sideways, so attachments never push the prompt off screen. */}
          <ul
            className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
            aria-label={t('composer:attach.list')}
            data-testid="attachment-list"
          >
            {template && (
              <li
                className={`${chipClass} border-primary/40 bg-primary/5`}
                data-testid="template-chip"
                data-template-id={template.id}
              >
                <span className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-lg bg-muted">
                  <img src={template.previewUrl} alt="" className="size-full object-cover" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col text-xs">
                  <span className="flex items-center gap-1 text-[11px] text-primary">
                    <LayoutTemplate aria-hidden className="size-3" />
                    {t('templates:chip.kind')}
                  </span>
                  <span className="truncate" title={template.title}>
                    {template.title}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="size-7 shrink-0"
                  aria-label={t('templates:chip.remove', { title: template.title })}
                  onClick={onRemoveTemplate}
                  data-testid="template-chip-remove"
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            )}
            {state.attachments.map((item) => (
              <li key={`${item.kind}-${item.id}`} className={chipClass} data-testid="attachment-chip">
                <span className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-lg bg-muted">
                  {item.thumbnailUrl ? (
                    <img src={item.thumbnailUrl} alt="" className="size-full object-cover" />
                  ) : (
                    <ImageIcon aria-hidden className="size-4 text-muted-foreground" />
                  )}
                </span>
                <span className="min-w-0 flex-1 truncate text-xs" title={item.name}>
                  {item.name}
                </span>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="size-7 shrink-0"
                  aria-label={t('composer:attach.remove', { name: item.name })}
                  onClick={() => state.remove(item)}
                  data-testid="attachment-remove"
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
            {state.checking !== null && (
              <li className={`${chipClass} w-44 pr-3`} data-testid="attachment-checking">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-muted">
                  <Loader2 aria-hidden className="size-4 animate-spin text-muted-foreground" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="truncate text-xs">{t('composer:attach.checking')}</span>
                  <ProgressBar value={state.checking} label={t('composer:attach.checking')} />
                </span>
              </li>
            )}
            {state.pending.map((item) => (
              <li
                key={item.key}
                className={`${chipClass} w-44 sm:w-52 ${item.error ? 'border-destructive/60' : 'border-dashed'}`}
                data-testid="attachment-pending"
              >
                <img
                  src={item.previewUrl}
                  alt=""
                  className="size-10 shrink-0 rounded-lg object-cover opacity-60"
                />
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="truncate text-xs" title={item.filename}>
                    {item.filename}
                  </span>
                  {item.error ? (
                    <span role="alert" className="truncate text-destructive text-xs" title={item.error}>
                      {item.error}
                    </span>
                  ) : (
                    <ProgressBar
                      value={item.progress}
                      label={t('uploads:control.uploading', { filename: item.filename })}
                    />
                  )}
                </span>
                {item.error && (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="size-7 shrink-0"
                    aria-label={t('uploads:control.dismiss', { filename: item.filename })}
                    onClick={() => state.dismissPending(item.key)}
                  >
                    <X aria-hidden className="size-4" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {attaching && (
            <span className="text-muted-foreground text-xs tabular-nums" data-testid="attachment-count">
              {t('composer:attach.slots', { count, max: maxPromptAttachments })}
            </span>
          )}
        </div>
      )}
      {state.notice && (
        <div
          role="alert"
          data-testid="attachment-notice"
          className="mx-1 mb-2 flex items-start gap-2 rounded-xl border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p className="min-w-0 flex-1 break-words text-destructive">{state.notice}</p>
          <Button
            variant="ghost"
            size="icon-sm"
            className="-my-1 size-7 shrink-0"
            aria-label={t('composer:attach.dismiss')}
            onClick={state.dismissNotice}
          >
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      )}
    </>
  );
}
