import { Frame } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useT } from '~/lib/i18n-context';

// Loaded when opened, like the download dialog.
const ResizeDialog = lazy(() =>
  import('./resize-dialog').then((module) => ({ default: module.ResizeDialog })),
);

/** Opens "resize for placements" for a finished image with layers; nothing for any other creative. */
export function ResizeButton({
  creative,
  labelled = false,
}: {
  creative: { id: string; mode: string; status: string; hasLayers: boolean };
  labelled?: boolean;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  if (creative.mode !== 'image' || creative.status !== 'completed' || !creative.hasLayers) return null;
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
