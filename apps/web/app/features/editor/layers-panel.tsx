import type { LayerDocument } from '@brandloom/shared/layers';
import { ArrowDown, ArrowUp, Eye, EyeOff } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import type { LayerEditor } from './use-layer-editor';

/**
 * The layers, front first: pick one, show or hide it, bring it forward or send it back. Buttons
 * all the way, so the keyboard and screen readers reach everything the canvas does.
 */
export function LayersPanel({
  document,
  editor,
  selectedId,
  onSelect,
}: {
  document: LayerDocument;
  editor: Pick<LayerEditor, 'setVisible' | 'reorder'>;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useT();
  const last = document.layers.length - 1;
  const front = document.layers.map((layer, index) => ({ layer, index })).reverse();
  return (
    <section aria-labelledby="editor-layers-title">
      <h3 id="editor-layers-title" className="mb-2 font-medium text-sm">
        {t('creatives:editor.layers')}
      </h3>
      <ul className="grid gap-1" data-testid="editor-layers">
        {front.map(({ layer, index }) => {
          const name = t(`creatives:editor.roles.${layer.role}`);
          const fixed = layer.role === 'background';
          return (
            <li
              key={layer.id}
              className={`flex items-center gap-1 rounded-lg border px-1 ${layer.id === selectedId ? 'border-primary bg-primary/5' : 'border-transparent'}`}
            >
              <button
                type="button"
                className="min-w-0 flex-1 truncate rounded-md px-2 py-1.5 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:text-muted-foreground"
                aria-pressed={layer.id === selectedId}
                disabled={fixed}
                onClick={() => onSelect(layer.id)}
                data-testid={`editor-layer-${layer.role}`}
              >
                <span className={layer.visible ? '' : 'text-muted-foreground line-through'}>{name}</span>
              </button>
              <Button
                size="icon-sm"
                variant="ghost"
                aria-pressed={!layer.visible}
                aria-label={t(layer.visible ? 'creatives:editor.hide' : 'creatives:editor.show', { name })}
                title={t(layer.visible ? 'creatives:editor.hide' : 'creatives:editor.show', { name })}
                onClick={() => editor.setVisible(layer.id, !layer.visible)}
              >
                {layer.visible ? (
                  <Eye aria-hidden className="size-4" />
                ) : (
                  <EyeOff aria-hidden className="size-4" />
                )}
              </Button>
              <Button
                size="icon-sm"
                variant="ghost"
                disabled={index === last}
                aria-label={t('creatives:editor.forward', { name })}
                title={t('creatives:editor.forward', { name })}
                onClick={() => editor.reorder(layer.id, 1)}
              >
                <ArrowUp aria-hidden className="size-4" />
              </Button>
              <Button
                size="icon-sm"
                variant="ghost"
                disabled={index === 0}
                aria-label={t('creatives:editor.backward', { name })}
                title={t('creatives:editor.backward', { name })}
                onClick={() => editor.reorder(layer.id, -1)}
              >
                <ArrowDown aria-hidden className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
