import {
  AlignCenterHorizontal,
  AlignCenterVertical,
  AlignEndHorizontal,
  AlignEndVertical,
  AlignStartHorizontal,
  AlignStartVertical,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';
import { type Alignment, alignments, type LayerEditor } from './use-layer-editor';

const icons: Record<Alignment, LucideIcon> = {
  left: AlignStartVertical,
  centre: AlignCenterVertical,
  right: AlignEndVertical,
  top: AlignStartHorizontal,
  middle: AlignCenterHorizontal,
  bottom: AlignEndHorizontal,
};

/**
 * Aligning the selected layer to the placement's safe area: what snapping does for a pointer, as
 * buttons a keyboard and a screen reader reach.
 */
export function AlignPanel({
  layerId,
  name,
  editor,
}: {
  layerId: string;
  name: string;
  editor: Pick<LayerEditor, 'align'>;
}) {
  const { t } = useT();
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-sm">{t('creatives:editor.align', { name })}</legend>
      <div className="flex flex-wrap gap-1" data-testid="editor-align">
        {alignments.map((to) => {
          const Icon = icons[to];
          const edge = t(`creatives:editor.alignments.${to}`);
          return (
            <Button
              key={to}
              type="button"
              variant="outline"
              size="icon"
              aria-label={t('creatives:editor.alignTo', { name, edge })}
              title={edge}
              onClick={() => editor.align(layerId, to)}
            >
              <Icon aria-hidden="true" />
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
