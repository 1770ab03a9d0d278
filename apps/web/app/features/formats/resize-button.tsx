import { Frame } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';

// Loaded when opened, like the download dialog.
const ResizeDialog = lazy(() =>
  import('./resize-dialog').then((module) => ({ default: module.ResizeDialog })),
);

/**
 * Opens "resize for placements" for a finished image with layers, or a compositor image from
 * before layers were kept (the server rebuilds them when it can, 0057); nothing for any other.
 */
export function ResizeButton({
  creative,
  labelled = false,
}: {
  creative: { id: string; mode: string; status: string; hasLayers: boolean; model: string };
  labelled?: boolean;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const layered = creative.hasLayers || creative.model === 'brand-compositor';
  if (creative.mode !== 'image' || creative.status !== 'completed' || !layered) return null;
  return (
    <>
      <Button
        size={labelled ? 'sm' : 'icon-sm'}
        variant={labelled ? 'outline' : 'ghost'}
        onClick={() => setOpen(true)}
        aria-label={labelled ? undefined : t('formats:resize.action')}
        title={labelled ? undefined : t('formats:resize.action')}
        aria-haspopup="dialog"
        data-testid="creative-resize"
      >
        <Frame aria-hidden className="size-4" />
        {labelled && t('formats:resize.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ResizeDialog creativeId={creative.id} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
