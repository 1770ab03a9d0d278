import { parseHex, toHex } from '@brandloom/shared/colour';
import type { LayerDocument } from '@brandloom/shared/layers';
import { Loader2, Redo2, Undo2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { LoadFailed } from '~/components/layout/load-failed';
import { Button } from '~/components/ui/button';

import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { AlignPanel } from './align-panel';
import { type Creative, useEditorStart, useSaveVersion } from './editor-queries';
import { EditorStage } from './editor-stage';
import { LayersPanel } from './layers-panel';
import { PhotoPanel } from './photo-panel';
import { canRecolour, type EditorState, useLayerEditor } from './use-layer-editor';

/**
 * The image editor dialog (spec §2, decision 0055), loaded only when opened: the creative's layers
 * on a canvas to select, move, resize and snap; its copy, colours, photo (its crop and filters),
 * visibility and order in the side panel; undo and redo. Saving renders the document on the server as a new version.
 */
export function EditorDialog({
  creativeId,
  open,
  onOpenChange,
  onSaved,
}: {
  creativeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (creative: Creative) => void;
}) {
  const { t } = useT();
  const start = useEditorStart(creativeId);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* No backdrop blur here or beneath (app.css, data-live-canvas): it held drags to ~10 fps. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          data-testid="editor-dialog"
          data-live-canvas
          className="fixed inset-0 z-50 flex flex-col bg-background outline-none sm:inset-4 sm:rounded-2xl sm:border sm:border-border sm:shadow-2xl"
          onEscapeKeyDown={(event) => {
            // Escape leaves the text being typed first.
            if ((event.target as HTMLElement).dataset.editorText) event.preventDefault();
          }}
        >
          {start.isPending && (
            <div
              className="flex flex-1 items-center justify-center gap-2 text-muted-foreground text-sm"
              role="status"
            >
              <Loader2 aria-hidden className="size-4 animate-spin" />
              {t('creatives:editor.loading')}
              <Dialog.Title className="sr-only">{t('creatives:editor.title')}</Dialog.Title>
              <Dialog.Description className="sr-only">{t('creatives:editor.description')}</Dialog.Description>
            </div>
          )}
          {start.isError && (
            <div className="flex flex-1 items-center justify-center p-6">
              <Dialog.Title className="sr-only">{t('creatives:editor.title')}</Dialog.Title>
              <Dialog.Description className="sr-only">{t('creatives:editor.description')}</Dialog.Description>
              <LoadFailed
                title={t('creatives:editor.loadFailed')}
                message={start.error instanceof ApiError && start.error.status > 0 ? start.error.message : ''}
                retryLabel={t('creatives:editor.retry')}
                onRetry={() => void start.refetch()}
              />
            </div>
          )}
          {start.data && (
            <Workspace
              creativeId={creativeId}
              start={{
                document: start.data.document,
                pictures: Object.fromEntries(start.data.layers.map((picture) => [picture.id, picture])),
                photoFocus: start.data.photoFocus,
              }}
              palette={start.data.palette}
              uploads={start.data.uploads}
              onSaved={(creative) => {
                onOpenChange(false);
                onSaved?.(creative);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Colours to swap to: the brand's palette, else the ones the creative already wears. */
function swatchesOf(palette: string[], document: LayerDocument): string[] {
  if (palette.length > 0) return [...new Set(palette.map((hex) => hex.toLowerCase()))];
  const found = new Set<string>();
  for (const layer of document.layers) {
    const { element } = layer;
    if (element.kind === 'text') found.add(toHex(element.colour));
    if ((element.kind === 'rect' || element.kind === 'circle') && element.paint.kind === 'solid')
      found.add(toHex(element.paint.colour));
  }
  return [...new Set([...found, '#ffffff', '#000000'])].slice(0, 10);
}

const copyRoles = [
  { role: 'headline', key: 'headline' },
  { role: 'subline', key: 'subline' },
  { role: 'cta', key: 'callToAction' },
] as const;

function Workspace({
  creativeId,
  start,
  palette,
  uploads,
  onSaved,
}: {
  creativeId: string;
  start: EditorState;
  palette: string[];
  uploads: { path: string; filename: string; url: string }[];
  onSaved: (creative: Creative) => void;
}) {
  const { t } = useT();
  const editor = useLayerEditor(creativeId, start);
  const save = useSaveVersion(creativeId);
  const formId = useId();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [typing, setTyping] = useState<string | null>(null);
  const [scale, setScale] = useState(1);
  const { document } = editor;
  const selected = document.layers.find((layer) => layer.id === selectedId) ?? null;
  const roleName = (role: string) => t(`creatives:editor.roles.${role}`);

  useEffect(() => {
    if (editor.failed)
      toast({
        title:
          editor.failed instanceof ApiError && editor.failed.status > 0
            ? editor.failed.message
            : t('creatives:editor.previewFailed'),
        variant: 'destructive',
      });
  }, [editor.failed, t]);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (event.shiftKey) editor.redo();
      else editor.undo();
      return;
    }
    if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      editor.redo();
      return;
    }
    if (!selected) return;
    const step = event.shiftKey ? 10 : 1;
    const nudges: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const nudge = nudges[event.key];
    if (nudge) {
      event.preventDefault();
      editor.move(selected.id, nudge[0], nudge[1]);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      editor.setVisible(selected.id, false);
    }
  };

  const submit = async () => {
    try {
      const creative = await save.mutateAsync(document);
      toast({ title: t('creatives:editor.saved', { version: creative.version }) });
      onSaved(creative);
    } catch (failure) {
      toast({
        title:
          failure instanceof ApiError && failure.status > 0
            ? failure.message
            : t('creatives:editor.saveFailed'),
        variant: 'destructive',
      });
    }
  };

  const typingLayer = document.layers.find((layer) => layer.id === typing);
  const typingPicture = typing ? editor.pictures[typing] : undefined;
  const typingRole = copyRoles.find((item) => item.role === typingLayer?.role);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the shortcuts of everything inside
    <div className="flex min-h-0 flex-1 flex-col" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-border border-b px-4 py-3">
        <div className="min-w-0">
          <Dialog.Title className="font-semibold text-lg">{t('creatives:editor.title')}</Dialog.Title>
          <Dialog.Description className="text-muted-foreground text-sm">
            {t('creatives:editor.description')}
          </Dialog.Description>
        </div>
        <div className="flex items-center gap-1">
          <span role="status" className="mr-2 inline-flex items-center gap-1 text-muted-foreground text-xs">
            {editor.busy && (
              <>
                <Loader2 aria-hidden className="size-3.5 animate-spin" />
                {t('creatives:editor.painting')}
              </>
            )}
          </span>
          <Button
            size="icon-sm"
            variant="ghost"
            disabled={!editor.canUndo}
            onClick={editor.undo}
            aria-label={t('creatives:editor.undo')}
            title={t('creatives:editor.undo')}
            data-testid="editor-undo"
          >
            <Undo2 aria-hidden className="size-4" />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            disabled={!editor.canRedo}
            onClick={editor.redo}
            aria-label={t('creatives:editor.redo')}
            title={t('creatives:editor.redo')}
            data-testid="editor-redo"
          >
            <Redo2 aria-hidden className="size-4" />
          </Button>
          <Button
            size="sm"
            disabled={!editor.edited || editor.busy || save.isPending}
            onClick={() => void submit()}
            data-testid="editor-save"
          >
            {save.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
            {t('creatives:editor.save')}
          </Button>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon-sm" aria-label={t('creatives:editor.close')}>
              <X aria-hidden className="size-5" />
            </Button>
          </Dialog.Close>
        </div>
      </div>

      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <div className="relative min-h-[45dvh] flex-1 bg-muted/60 p-3 md:min-h-0 md:p-6">
          <EditorStage
            document={document}
            pictures={editor.pictures}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onMove={editor.move}
            onResize={editor.resize}
            onEditText={(id) => {
              const layer = document.layers.find((item) => item.id === id);
              if (copyRoles.some((item) => item.role === layer?.role)) setTyping(id);
            }}
            onScale={setScale}
            label={t('creatives:editor.canvas')}
          />
          {typingLayer && typingPicture && typingRole && (
            <InPlaceText
              key={typing}
              label={roleName(typingLayer.role)}
              initial={document.copy[typingRole.key] ?? ''}
              scale={scale}
              picture={typingPicture}
              documentSize={{ width: document.width, height: document.height }}
              onDone={(text) => {
                setTyping(null);
                if (text !== null) editor.setCopy(typingRole.role, text);
              }}
            />
          )}
        </div>

        <aside className="grid max-h-[45dvh] content-start gap-5 overflow-y-auto border-border border-t p-4 md:max-h-none md:w-80 md:border-t-0 md:border-l">
          <form
            id={formId}
            className="grid gap-3"
            onSubmit={(event) => event.preventDefault()}
            aria-label={t('creatives:editor.copy')}
          >
            {copyRoles.map(({ role, key }) => {
              const present = document.layers.some((layer) => layer.role === role);
              if (!present) return null;
              return (
                <CopyField
                  key={`${role}:${document.copy[key] ?? ''}`}
                  label={roleName(role)}
                  value={document.copy[key] ?? ''}
                  testId={`editor-copy-${role}`}
                  onCommit={(text) => editor.setCopy(role, text)}
                />
              );
            })}
          </form>

          {selected && selected.role !== 'background' && (
            <AlignPanel layerId={selected.id} name={roleName(selected.role)} editor={editor} />
          )}

          {selected && canRecolour(selected.element) && (
            <fieldset>
              <legend className="mb-2 font-medium text-sm">
                {t('creatives:editor.colour', { name: roleName(selected.role) })}
              </legend>
              <div className="flex flex-wrap gap-2" data-testid="editor-swatches">
                {swatchesOf(palette, document).map((hex) => {
                  const colour = parseHex(hex);
                  if (!colour) return null;
                  return (
                    <button
                      key={hex}
                      type="button"
                      className="size-8 rounded-full border border-border shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                      style={{ background: hex }}
                      aria-label={t('creatives:editor.useColour', { colour: hex })}
                      title={hex}
                      onClick={() => editor.recolour(selected.id, colour)}
                    />
                  );
                })}
              </div>
            </fieldset>
          )}

          {selected?.element.kind === 'photo' && (
            <fieldset>
              <legend className="mb-2 font-medium text-sm">{t('creatives:editor.photo')}</legend>
              {uploads.length === 0 ? (
                <p className="text-muted-foreground text-sm">{t('creatives:editor.noUploads')}</p>
              ) : (
                <div className="grid grid-cols-4 gap-2">
                  {uploads.map((upload) => (
                    <button
                      key={upload.path}
                      type="button"
                      className="aspect-square overflow-hidden rounded-md border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      aria-label={t('creatives:editor.usePhoto', { name: upload.filename })}
                      onClick={() => editor.replacePhoto(selected.id, upload.path)}
                    >
                      <img src={upload.url} alt="" className="size-full object-cover" loading="lazy" />
                    </button>
                  ))}
                </div>
              )}
            </fieldset>
          )}
          {selected?.element.kind === 'photo' && (
            <PhotoPanel
              element={selected.element}
              focus={editor.photoFocus[document.photos[selected.element.reference] ?? '']}
              onChange={(look) => editor.setPhotoLook(selected.id, look)}
            />
          )}

          <LayersPanel document={document} editor={editor} selectedId={selectedId} onSelect={setSelectedId} />
          <p className="text-muted-foreground text-xs">{t('creatives:editor.shortcuts')}</p>
        </aside>
      </div>
    </div>
  );
}

/** A copy field in the side panel: set on the canvas when it loses focus or on Enter. */
function CopyField({
  label,
  value,
  testId,
  onCommit,
}: {
  label: string;
  value: string;
  testId: string;
  onCommit: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed && trimmed !== value) onCommit(trimmed);
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        value={text}
        maxLength={300}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        data-testid={testId}
        className="h-9 rounded-lg border border-border bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
    </div>
  );
}

/** Typing on the canvas: a text box over the layer; Enter sets it, Escape leaves it as it was. */
function InPlaceText({
  label,
  initial,
  scale,
  picture,
  documentSize,
  onDone,
}: {
  label: string;
  initial: string;
  scale: number;
  picture: { x: number; y: number; width: number; height: number };
  documentSize: { width: number; height: number };
  onDone: (text: string | null) => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <textarea
      // biome-ignore lint/a11y/noAutofocus: opened by a double click on the text, to type at once
      autoFocus
      aria-label={label}
      data-editor-text="true"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => onDone(text.trim() || null)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.shiftKey) {
          event.preventDefault();
          onDone(text.trim() || null);
        }
        if (event.key === 'Escape') onDone(null);
      }}
      className="absolute z-10 resize-none rounded-md border-2 border-primary bg-background/95 p-1 text-foreground text-sm shadow-lg outline-none"
      style={{
        left: `calc(50% + ${(picture.x - documentSize.width / 2) * scale}px)`,
        top: `calc(50% + ${(picture.y - documentSize.height / 2) * scale}px)`,
        width: Math.max(160, picture.width * scale),
        height: Math.max(48, picture.height * scale),
      }}
    />
  );
}
